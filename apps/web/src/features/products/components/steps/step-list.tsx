import { Button, Menu, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { StepCard } from './step-card.tsx';
import { useStepEditor } from './step-editor-context.ts';
import { moveItem, newStep, pathLabel, stepTypes, type StepValue } from './step-model.ts';

interface Props {
  steps: StepValue[];
  /** Dotted path of the list: `steps`, `steps.1.then`, `steps.2.steps`. */
  path: string;
  onChange: (steps: StepValue[]) => void;
  /** A list's structure changed (add, remove, move): the server's messages no longer match paths. */
  onRestructure?: () => void;
}

/** Keeps the keyboard on the moved card: cards are keyed by index, so focus follows by path. */
function focusMoved(path: string, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const button = (d: string) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${path} ${d}"]`);
    const [preferred, other] =
      direction === 'up' ? [button('up'), button('down')] : [button('down'), button('up')];
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  });
}

/** A list of step cards with "Add step"; nested lists (then, else, loop) render through it too. */
export function StepList({ steps, path, onChange, onRestructure }: Props) {
  const { messageAt, disabled } = useStepEditor();
  const label = pathLabel(path);
  const message = messageAt(path);
  const listError = message.server ?? message.live;
  const restructure = (next: StepValue[]) => {
    onRestructure?.();
    onChange(next);
  };
  const nested = path !== 'steps';
  return (
    <Stack
      gap="xs"
      pl={nested ? 'md' : 0}
      style={nested ? { borderLeft: '2px solid var(--mantine-color-default-border)' } : undefined}
    >
      {nested && (
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {label.split(' › ').pop()}
        </Text>
      )}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      {steps.length === 0 && (
        <Text size="sm" c="dimmed">
          {nested ? 'No steps.' : 'No steps yet. A formula without a return step is blank.'}
        </Text>
      )}
      {steps.map((step, i) => (
        <StepCard
          // Index keys keep an input's focus while its step object is replaced on every keystroke.
          key={i}
          step={step}
          path={`${path}.${i}`}
          index={i}
          count={steps.length}
          onChange={(s) => onChange(steps.map((old, j) => (j === i ? s : old)))}
          onMove={(to) => {
            restructure(moveItem(steps, i, to));
            focusMoved(`${path}.${to}`, to < i ? 'up' : 'down');
          }}
          onRemove={() => restructure(steps.filter((_, j) => j !== i))}
          renderSteps={(p) => <StepList {...p} onRestructure={onRestructure} />}
        />
      ))}
      {!disabled && (
        <Menu position="bottom-start" withinPortal={false}>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              style={{ alignSelf: 'flex-start' }}
              aria-label={nested ? `Add step to ${label}` : 'Add step'}
            >
              Add step
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {stepTypes.map((t) => (
              <Menu.Item key={t.type} onClick={() => restructure([...steps, newStep(t.type)])}>
                {t.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
}
