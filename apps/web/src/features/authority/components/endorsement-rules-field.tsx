import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { rowKey } from './risk-code-form-values.ts';
import type { EndorsementVersionValues } from './endorsement-form-values.ts';

/** The rules that attach the endorsement to a risk: expressions the rating engine evaluates. */
export function EndorsementRulesField({
  form,
  readOnly,
}: {
  form: UseFormReturnType<EndorsementVersionValues>;
  readOnly: boolean;
}) {
  const rules = form.getValues().rules;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Rules
      </Text>
      <Text c="dimmed" size="xs">
        The endorsement attaches to a risk when a rule holds, for example{' '}
        <code>sumInsured &gt; 1000000</code>.
      </Text>
      {rules.length === 0 && (
        <Text c="dimmed" size="sm">
          No rules: the endorsement is attached by hand.
        </Text>
      )}
      {rules.map((rule, i) => (
        <Group key={rule.key} align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`Rule ${i + 1}`}
            placeholder="Expression"
            style={{ flex: 1 }}
            disabled={readOnly}
            ff="monospace"
            {...form.getInputProps(`rules.${i}.expression`)}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Remove rule ${i + 1}`}
              onClick={() => form.removeListItem('rules', i)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('rules', { key: rowKey(), expression: '' })}
          >
            Add rule
          </Button>
        </Group>
      )}
    </Stack>
  );
}
