import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { DesignerSection as Section } from '../model/form-model.ts';

interface DesignerSectionProps {
  section: Section;
  index: number;
  count: number;
  readOnly: boolean;
  onRename: (title: string) => void;
  onColumns: (columns: 1 | 2) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  children: React.ReactNode;
}

/** A section of the canvas: its title and layout, move and delete, and a drop area for fields. */
export function DesignerSection({
  section,
  index,
  count,
  readOnly,
  onRename,
  onColumns,
  onMove,
  onDelete,
  children,
}: DesignerSectionProps) {
  const { setNodeRef, isOver } = useDroppable({ id: section.id, disabled: readOnly });
  const [confirming, setConfirming] = useState(false);
  const name = section.title || `Section ${index + 1}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={name}>
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-end">
        {readOnly ? (
          <Title order={3} size="h4">
            {name}
          </Title>
        ) : (
          <TextInput
            label="Section title"
            value={section.title}
            onChange={(e) => onRename(e.currentTarget.value)}
            style={{ flex: 1 }}
            maxLength={200}
          />
        )}
        {!readOnly && (
          <Group gap={4} wrap="nowrap">
            <SegmentedControl
              size="xs"
              aria-label={`Columns of ${name}`}
              value={String(section.columns)}
              onChange={(v) => onColumns(v === '2' ? 2 : 1)}
              data={[
                { value: '1', label: '1 column' },
                { value: '2', label: '2 columns' },
              ]}
            />
            <Tooltip label="Move section up">
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move section down">
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${name} down`}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </Tooltip>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${name}`}
              onClick={() => (section.fields.length ? setConfirming(true) : onDelete())}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <SortableContext
        items={section.fields.map((f) => f.id)}
        strategy={verticalListSortingStrategy}
      >
        <Stack
          ref={setNodeRef}
          data-section-drop={section.id}
          gap="xs"
          mih={64}
          p="xs"
          style={{
            borderRadius: 'var(--mantine-radius-md)',
            border: `1px dashed ${isOver ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-default-border)'}`,
            background: isOver ? 'var(--mantine-color-blue-light)' : undefined,
          }}
        >
          {children}
          {section.fields.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="sm">
              {readOnly
                ? 'No fields in this section.'
                : 'Drag a field type here, or use a palette button to add one.'}
            </Text>
          )}
        </Stack>
      </SortableContext>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete section">
        <Text mb="lg">
          Delete “{name}” and its {section.fields.length}{' '}
          {section.fields.length === 1 ? 'field' : 'fields'}?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              onDelete();
            }}
          >
            Delete section
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
