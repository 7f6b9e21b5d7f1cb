import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { FindStepFields } from './find-step-fields.tsx';
import { ForEachStepFields } from './for-each-step-fields.tsx';
import { IfStepFields } from './if-step-fields.tsx';
import { ReturnStepFields } from './return-step-fields.tsx';
import { SetStepFields } from './set-step-fields.tsx';
import { useStepEditor } from './step-editor-context.ts';
import type { RenderSteps } from './step-fields-props.ts';
import { pathLabel, stepTypeLabel, type StepValue } from './step-model.ts';

const typeColours: Record<StepValue['type'], string> = {
  set: 'blue',
  return: 'teal',
  if: 'grape',
  forEach: 'orange',
  find: 'cyan',
};

interface Props {
  step: StepValue;
  /** Dotted path (`steps.1.then.0`): the server's and the check's messages are keyed by it. */
  path: string;
  index: number;
  count: number;
  onChange: (step: StepValue) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  renderSteps: RenderSteps;
}

/** One step: its type, move up / down, remove, the type's inputs and its own messages. */
export function StepCard({
  step,
  path,
  index,
  count,
  onChange,
  onMove,
  onRemove,
  renderSteps,
}: Props) {
  const { messageAt, disabled } = useStepEditor();
  const label = pathLabel(path);
  // Messages about the step as a whole (shape, unknown type, extra fields) are under its path.
  const [whole, type] = [messageAt(path), messageAt(`${path}.type`)];
  const own = whole.server ?? type.server ?? whole.live ?? type.live;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-label={`${label}: ${stepTypeLabel(step.type)}`}
      data-step-path={path}
      style={own ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Badge variant="light" color={typeColours[step.type]}>
              {stepTypeLabel(step.type)}
            </Badge>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          </Group>
          {!disabled && (
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Move up">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${label} up`}
                  data-move={`${path} up`}
                  disabled={index === 0}
                  onClick={() => onMove(index - 1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Move down">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${label} down`}
                  data-move={`${path} down`}
                  disabled={index === count - 1}
                  onClick={() => onMove(index + 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${label}`}
                  onClick={onRemove}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        {own && (
          <Text size="sm" c="red" role="alert">
            {own}
          </Text>
        )}
        <StepFields step={step} path={path} onChange={onChange} renderSteps={renderSteps} />
      </Stack>
    </Paper>
  );
}

function StepFields({
  step,
  path,
  onChange,
  renderSteps,
}: Pick<Props, 'step' | 'path' | 'onChange' | 'renderSteps'>) {
  const common = { path, renderSteps };
  switch (step.type) {
    case 'set':
      return <SetStepFields {...common} step={step} onChange={onChange} />;
    case 'return':
      return <ReturnStepFields {...common} step={step} onChange={onChange} />;
    case 'if':
      return <IfStepFields {...common} step={step} onChange={onChange} />;
    case 'forEach':
      return <ForEachStepFields {...common} step={step} onChange={onChange} />;
    case 'find':
      return <FindStepFields {...common} step={step} onChange={onChange} />;
  }
}
