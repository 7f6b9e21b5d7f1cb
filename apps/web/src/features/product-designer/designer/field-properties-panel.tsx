import {
  Badge,
  Divider,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { quoteOptionTypes, type DesignerField } from '../model/form-model.ts';
import { DesignerMessages, type FieldProblems } from '../model/validate-design.ts';
import { DefaultValueInput } from './default-value-input.tsx';
import { fieldCatalogue } from './field-catalogue.ts';
import { identifierFrom, uniqueName } from './form-edits.ts';
import { LimitProperties } from './limit-properties.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { VisibilityEditor } from './visibility-editor.tsx';
import { monoInput } from './property-props.ts';

interface FieldPropertiesPanelProps {
  field: DesignerField | null;
  siblings: DesignerField[];
  /** The repeating group holding the field, if any. */
  parent: DesignerField | null;
  problems: FieldProblems;
  readOnly: boolean;
  onChange: (patch: Partial<DesignerField>) => void;
}

/** The selected field's properties; read-only shows them without letting them change. */
export function FieldPropertiesPanel({
  field,
  siblings,
  parent,
  problems,
  readOnly,
  onChange,
}: FieldPropertiesPanelProps) {
  if (!field) {
    return (
      <Paper withBorder radius="md" p="md" component="aside" aria-label="Field properties">
        <Title order={4} size="h5">
          Field properties
        </Title>
        <Text size="sm" c="dimmed" mt="xs">
          Select a field on the canvas to see its properties.
        </Text>
      </Paper>
    );
  }
  const props = { field, siblings, problems, onChange };
  const changeLabel = (label: string) => {
    // A name that still follows the label keeps following it.
    const following =
      field.name ===
      uniqueName(
        identifierFrom(field.label),
        siblings.filter((s) => s.id !== field.id),
      );
    onChange(
      following
        ? {
            label,
            name: uniqueName(
              identifierFrom(label),
              siblings.filter((s) => s.id !== field.id),
            ),
          }
        : { label },
    );
  };
  const hasOptions =
    field.type === 'select' || field.type === 'multiSelect' || field.type === 'radio';
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Field properties">
      <Group justify="space-between" mb="sm">
        <Title order={4} size="h5">
          Field properties
        </Title>
        <Badge variant="light">{fieldCatalogue[field.type].label}</Badge>
      </Group>
      {parent && (
        <Text size="xs" c="dimmed" mb="xs">
          In the repeating group “{parent.label || parent.name}”.
        </Text>
      )}
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <TextInput
            label="Label"
            withAsterisk
            value={field.label}
            onChange={(e) => changeLabel(e.currentTarget.value)}
            error={problems.label}
          />
          <TextInput
            label="Name"
            description="Used by formulas and rules: letters, digits and _"
            withAsterisk
            styles={monoInput}
            value={field.name}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
            error={problems.name}
          />
          <Textarea
            label="Help text"
            autosize
            minRows={2}
            value={field.helpText}
            onChange={(e) => onChange({ helpText: e.currentTarget.value })}
            error={problems.helpText}
          />
          {field.type !== 'checkbox' &&
            field.type !== 'address' &&
            field.type !== 'repeatingGroup' && (
              <TextInput
                label="Placeholder"
                value={field.placeholder}
                onChange={(e) => onChange({ placeholder: e.currentTarget.value })}
                maxLength={200}
              />
            )}
          <Switch
            label={field.type === 'checkbox' ? 'Required (must be ticked)' : 'Required'}
            checked={field.required}
            onChange={(e) => onChange({ required: e.currentTarget.checked })}
          />
          {!parent && quoteOptionTypes.includes(field.type) && (
            <Switch
              label="May vary between quote options"
              description="A broker can ask for options that differ in this answer, each rated side by side."
              checked={field.quoteOption}
              onChange={(e) => onChange({ quoteOption: e.currentTarget.checked })}
            />
          )}
          {hasOptions && <OptionsEditor {...props} />}
          <LimitProperties {...props} />
          {field.type === 'repeatingGroup' && problems.children && (
            <Text size="sm" c="red">
              {DesignerMessages.groupNeedsFields}
            </Text>
          )}
          <DefaultValueInput {...props} />
          <Divider label="Visibility" labelPosition="left" />
          <VisibilityEditor {...props} />
        </Stack>
      </fieldset>
    </Paper>
  );
}
