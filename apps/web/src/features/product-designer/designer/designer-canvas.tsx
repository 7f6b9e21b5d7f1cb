import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DesignerForm, FieldType } from '../model/form-model.ts';
import type { FieldProblems } from '../model/validate-design.ts';
import { DesignerSection } from './designer-section.tsx';
import { FieldCard } from './field-card.tsx';
import {
  addChild,
  addSection,
  deleteField,
  deleteSection,
  moveChild,
  moveSection,
  updateSection,
} from './form-edits.ts';
import { GroupChildren } from './group-children.tsx';

interface DesignerCanvasProps {
  form: DesignerForm;
  onChange: (form: DesignerForm) => void;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  readOnly: boolean;
  problems: Record<string, FieldProblems>;
  /** Server messages by top-level field name. */
  serverMessages: Record<string, string[]>;
}

/** The sections of the form with their fields (within a DndContext provided by the workspace). */
export function DesignerCanvas({
  form,
  onChange,
  selectedId,
  onSelect,
  readOnly,
  problems,
  serverMessages,
}: DesignerCanvasProps) {
  const remove = (id: string) => {
    onChange(deleteField(form, id));
    if (selectedId === id) onSelect(null);
  };
  const addToGroup = (groupId: string, type: FieldType) => {
    const { form: next, field } = addChild(form, groupId, type);
    onChange(next);
    if (field) onSelect(field.id);
  };
  return (
    <Stack gap="md">
      {form.sections.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {readOnly
            ? 'This proposal form has no sections.'
            : 'Add a section to start the proposal form.'}
        </Text>
      )}
      {form.sections.map((section, index) => (
        <DesignerSection
          key={section.id}
          section={section}
          index={index}
          count={form.sections.length}
          readOnly={readOnly}
          onRename={(title) => onChange(updateSection(form, section.id, { title }))}
          onColumns={(columns) => onChange(updateSection(form, section.id, { columns }))}
          onMove={(by) => onChange(moveSection(form, section.id, by))}
          onDelete={() => onChange(deleteSection(form, section.id))}
        >
          {section.fields.map((field) => (
            <FieldCard
              key={field.id}
              field={field}
              selected={selectedId === field.id}
              readOnly={readOnly}
              problemCount={Object.keys(problems[field.id] ?? {}).length}
              serverMessages={serverMessages[field.name] ?? []}
              onSelect={() => onSelect(field.id)}
              onDelete={() => remove(field.id)}
            >
              {field.type === 'repeatingGroup' && (
                <GroupChildren
                  group={field}
                  selectedId={selectedId}
                  readOnly={readOnly}
                  problems={problems}
                  onSelect={onSelect}
                  onDelete={remove}
                  onAdd={(type) => addToGroup(field.id, type)}
                  onMove={(childId, overId) => onChange(moveChild(form, field.id, childId, overId))}
                />
              )}
            </FieldCard>
          ))}
        </DesignerSection>
      ))}
      {!readOnly && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            // Fields added from the palette go to the selected field's section, else the last one: this one.
            onChange(addSection(form, `Section ${form.sections.length + 1}`));
            onSelect(null);
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          Add section
        </Button>
      )}
    </Stack>
  );
}
