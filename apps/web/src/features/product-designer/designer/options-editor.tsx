import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldOption } from '../model/form-model.ts';
import { monoInput, type PropertyEditorProps } from './property-props.ts';

/** The options of a select, multi-select or radio: label and stored value, values unique. */
export function OptionsEditor({ field, problems, onChange }: PropertyEditorProps) {
  const set = (options: FieldOption[]) => onChange({ options });
  const update = (i: number, patch: Partial<FieldOption>) =>
    set(field.options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const add = () => {
    const taken = new Set(field.options.map((o) => o.value));
    let n = field.options.length + 1;
    while (taken.has(`option_${n}`)) n += 1;
    set([...field.options, { label: `Option ${n}`, value: `option_${n}` }]);
  };
  return (
    <Input.Wrapper label="Options" error={problems.options}>
      <Stack gap={6} mt={4}>
        {field.options.map((o, i) => (
          <Group key={i} gap={6} align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={`Option ${i + 1} label`}
              placeholder="Label"
              value={o.label}
              onChange={(e) => update(i, { label: e.currentTarget.value })}
              error={problems[`options.${i}.label`]}
              style={{ flex: 1 }}
            />
            <TextInput
              aria-label={`Option ${i + 1} value`}
              placeholder="Value"
              styles={monoInput}
              value={o.value}
              onChange={(e) => update(i, { value: e.currentTarget.value })}
              error={problems[`options.${i}.value`]}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Remove option ${i + 1}`}
              onClick={() => set(field.options.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          style={{ alignSelf: 'flex-start' }}
        >
          Add option
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
