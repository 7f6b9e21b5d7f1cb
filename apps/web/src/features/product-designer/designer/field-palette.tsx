import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { fieldTypes, type FieldType } from '../model/form-model.ts';
import { fieldCatalogue } from './field-catalogue.ts';

export const paletteId = (type: FieldType) => `palette:${type}`;
export const paletteType = (id: string): FieldType | null =>
  fieldTypes.find((t) => paletteId(t) === id) ?? null;

function PaletteItem({ type, onAdd }: { type: FieldType; onAdd: (type: FieldType) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteId(type) });
  const entry = fieldCatalogue[type];
  const Icon = entry.icon;
  return (
    <UnstyledButton
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // The button adds at once; dragging (pointer, or Space then arrows) places the field.
      onClick={() => onAdd(type)}
      aria-label={`Add ${entry.label} field`}
      title={entry.description}
      style={{ opacity: isDragging ? 0.4 : 1, cursor: 'grab', touchAction: 'none' }}
    >
      <Paper withBorder radius="md" p={8}>
        <Stack gap={2} align="center">
          <Icon size={20} />
          <Text size="xs" ta="center" lh={1.2}>
            {entry.label}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** The field types to drag onto a section, or click to add to the selected (else last) section. */
export function FieldPalette({ onAdd }: { onAdd: (type: FieldType) => void }) {
  return (
    <Paper withBorder radius="md" p="sm" component="aside" aria-label="Field types">
      <Title order={4} size="h5" mb={4}>
        Field types
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Drag onto a section, or click to add.
      </Text>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {fieldTypes.map((t) => (
          <PaletteItem key={t} type={t} onAdd={onAdd} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
