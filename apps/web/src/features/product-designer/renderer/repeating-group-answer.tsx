import type { ReactNode } from 'react';
import { ActionIcon, Button, Fieldset, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { DesignerField } from '../model/form-model.ts';
import { errorAt, type AnswerProps } from './answer-props.ts';
import { isAnswerObject, type ProposalValue } from './visibility.ts';

interface RepeatingGroupAnswerProps extends AnswerProps {
  /** Renders one item's child fields (the renderer's field list, with the item's path prefix). */
  renderItem: (
    children: DesignerField[],
    item: ProposalValue,
    prefix: string,
    onItemChange: (item: ProposalValue) => void,
  ) => ReactNode;
}

/** A repeating group: items of the group's fields, added and removed within its minimum and maximum. */
export function RepeatingGroupAnswer({
  field,
  path,
  value,
  onChange,
  errors,
  readOnly,
  renderItem,
}: RepeatingGroupAnswerProps) {
  const items = Array.isArray(value) ? value.map((item) => (isAnswerObject(item) ? item : {})) : [];
  const canAdd = !readOnly && (field.maxItems === null || items.length < field.maxItems);
  const canRemove = !readOnly && items.length > (field.minItems ?? 0);
  const update = (next: ProposalValue[]) => onChange(next.length ? next : undefined);
  const groupError = errorAt(errors, path);
  return (
    <Fieldset
      legend={field.required ? `${field.label} *` : field.label}
      style={{ gridColumn: '1 / -1' }}
      aria-invalid={groupError ? true : undefined}
    >
      {field.helpText && (
        <Text size="sm" c="dimmed" mb="xs">
          {field.helpText}
        </Text>
      )}
      <Stack gap="sm">
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing added to {field.label || 'this list'} yet.
          </Text>
        )}
        {items.map((item, i) => (
          <Paper
            key={i}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-label={`${field.label} ${i + 1}`}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm">
                {field.label} {i + 1}
              </Text>
              {!readOnly && (
                <Tooltip label={canRemove ? 'Remove' : `At least ${field.minItems ?? 0} required`}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${field.label} ${i + 1}`}
                    disabled={!canRemove}
                    onClick={() => update(items.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            {renderItem(field.children, item, `${path}.${i}.`, (next) =>
              update(items.map((old, j) => (j === i ? next : old))),
            )}
          </Paper>
        ))}
        {!readOnly && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={!canAdd}
              onClick={() => update([...items, {}])}
            >
              Add {field.label || 'item'}
            </Button>
            {field.maxItems !== null && (
              <Text size="xs" c="dimmed">
                {items.length} of at most {field.maxItems}
              </Text>
            )}
          </Group>
        )}
        {groupError && (
          <Text size="sm" c="red">
            {groupError}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
