import { Grid, Paper, Text } from '@mantine/core';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import {
  everyField,
  type DesignerField,
  type DesignerForm,
  type FieldType,
} from '../model/form-model.ts';
import type { FieldProblems } from '../model/validate-design.ts';
import { DesignerCanvas } from './designer-canvas.tsx';
import { fieldCatalogue } from './field-catalogue.ts';
import { FieldPalette } from './field-palette.tsx';
import { FieldPropertiesPanel } from './field-properties-panel.tsx';
import { addSection, insertField, sectionOf, updateField } from './form-edits.ts';
import { useCanvasDnd } from './use-canvas-dnd.ts';

interface DesignerWorkspaceProps {
  form: DesignerForm;
  onChange: (form: DesignerForm) => void;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  readOnly: boolean;
  problems: Record<string, FieldProblems>;
  serverMessages: Record<string, string[]>;
}

/** Palette, canvas and properties panel of the designer; read-only has no palette. */
export function DesignerWorkspace({
  form,
  onChange,
  selectedId,
  onSelect,
  readOnly,
  problems,
  serverMessages,
}: DesignerWorkspaceProps) {
  const dnd = useCanvasDnd(form, onChange, onSelect);
  const selected = everyField(form).find((e) => e.field.id === selectedId) ?? null;

  const addFromPalette = (type: FieldType) => {
    const base = form.sections.length ? form : addSection(form, 'Section 1');
    const section =
      (selected && !selected.parent && sectionOf(base, selected.field.id)) || base.sections.at(-1);
    if (!section) return;
    const { form: next, field } = insertField(base, section.id, type);
    onChange(next);
    onSelect(field.id);
  };
  const change = (patch: Partial<DesignerField>) =>
    selected && onChange(updateField(form, selected.field.id, patch));
  const Overlay = dnd.activeType ? fieldCatalogue[dnd.activeType].icon : null;

  return (
    <DndContext
      sensors={dnd.sensors}
      collisionDetection={dnd.collisionDetection}
      onDragStart={dnd.onDragStart}
      onDragOver={dnd.onDragOver}
      onDragEnd={dnd.onDragEnd}
      onDragCancel={dnd.onDragCancel}
      accessibility={dnd.accessibility}
    >
      <Grid gap="md" align="flex-start">
        {!readOnly && (
          <Grid.Col span={{ base: 12, md: 3, xl: 2 }} style={{ position: 'sticky', top: 76 }}>
            <FieldPalette onAdd={addFromPalette} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: readOnly ? 7 : 5, xl: readOnly ? 8 : 6 }}>
          <DesignerCanvas
            form={form}
            onChange={onChange}
            selectedId={selectedId}
            onSelect={onSelect}
            readOnly={readOnly}
            problems={problems}
            serverMessages={serverMessages}
          />
        </Grid.Col>
        <Grid.Col
          span={{ base: 12, md: readOnly ? 5 : 4 }}
          // Sticky beside a long canvas, scrolling itself when taller than the window.
          style={{
            position: 'sticky',
            top: 76,
            maxHeight: 'calc(100vh - 92px)',
            overflowY: 'auto',
          }}
        >
          <FieldPropertiesPanel
            field={selected?.field ?? null}
            siblings={selected?.siblings ?? []}
            parent={selected?.parent ?? null}
            problems={selected ? (problems[selected.field.id] ?? {}) : {}}
            readOnly={readOnly}
            onChange={change}
          />
        </Grid.Col>
      </Grid>
      <DragOverlay dropAnimation={null}>
        {dnd.activeType && Overlay && (
          <Paper withBorder shadow="md" radius="md" p="xs" w={180}>
            <Text size="sm" fw={600}>
              <Overlay size={16} /> {fieldCatalogue[dnd.activeType].label}
            </Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
