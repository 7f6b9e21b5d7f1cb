import type { ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconAlertCircle, IconEye, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { DesignerField } from '../model/form-model.ts';
import { fieldCatalogue } from './field-catalogue.ts';

export interface FieldCardProps {
  field: DesignerField;
  selected: boolean;
  readOnly: boolean;
  /** Number of problems in its properties; shown as a warning. */
  problemCount: number;
  /** Messages the server gave about this field. */
  serverMessages: string[];
  onSelect: () => void;
  onDelete: () => void;
  /** A repeating group's child fields. */
  children?: ReactNode;
}

/** A field on the canvas: a drag handle (pointer or keyboard: Space, arrows, Space), its summary, delete. */
export function FieldCard({
  field,
  selected,
  readOnly,
  problemCount,
  serverMessages,
  onSelect,
  onDelete,
  children,
}: FieldCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: field.id,
    disabled: readOnly,
  });
  const entry = fieldCatalogue[field.type];
  const Icon = entry.icon;
  const title = field.label || field.name || entry.label;
  return (
    <Paper
      ref={setNodeRef}
      data-field-card={field.id}
      withBorder
      radius="md"
      p="xs"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        borderColor: selected
          ? 'var(--mantine-color-blue-filled)'
          : serverMessages.length
            ? 'var(--mantine-color-red-filled)'
            : undefined,
        boxShadow: selected ? '0 0 0 1px var(--mantine-color-blue-filled)' : undefined,
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {!readOnly && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={`Move ${title}`}
            style={{ cursor: 'grab' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
        )}
        <UnstyledButton
          onClick={onSelect}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={`Edit ${title}`}
          aria-pressed={selected}
        >
          <Group gap="xs" wrap="nowrap">
            <Icon size={18} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {title}
                {field.required && (
                  <Text span c="red" inherit>
                    {' *'}
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace" truncate>
                {field.name || '—'}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" size="sm" color="gray">
            {entry.label}
          </Badge>
          {field.visibleWhen && (
            <Tooltip label="Shown only when its condition holds">
              <IconEye
                size={16}
                aria-label="Conditional"
                color="var(--mantine-color-violet-filled)"
              />
            </Tooltip>
          )}
          {problemCount > 0 && (
            <Tooltip
              label={`${problemCount} ${problemCount === 1 ? 'property needs' : 'properties need'} attention`}
            >
              <IconAlertCircle
                size={16}
                aria-label="Needs attention"
                color="var(--mantine-color-orange-filled)"
              />
            </Tooltip>
          )}
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${title}`}
              onClick={onDelete}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {serverMessages.map((m) => (
        <Text key={m} size="xs" c="red" mt={4}>
          {m}
        </Text>
      ))}
      {children}
    </Paper>
  );
}
