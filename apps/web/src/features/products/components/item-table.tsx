import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Table } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { EmptyState } from './query-state.tsx';

interface Column<T> {
  label: string;
  render: (item: T) => ReactNode;
}

export interface ItemTableProps<T extends { id: number; name: string }> {
  items: T[];
  columns: Column<T>[];
  /** Singular noun for buttons and the empty state ("property formula"). */
  noun: string;
  emptyHint: string;
  editable: boolean;
  onAdd: () => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

/** The list of a version's items (formulas, rules, datasets, test cases) with add, open and delete. */
export function ItemTable<T extends { id: number; name: string }>({
  items,
  columns,
  noun,
  emptyHint,
  editable,
  onAdd,
  onEdit,
  onDelete,
}: ItemTableProps<T>) {
  return (
    <>
      {editable && (
        <Group justify="flex-end" mb="sm">
          <Button size="sm" leftSection={<IconPlus size={16} />} onClick={onAdd}>
            Add {noun}
          </Button>
        </Group>
      )}
      {items.length === 0 ? (
        <EmptyState title={`No ${noun}s yet`}>{emptyHint}</EmptyState>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.label}>{c.label}</Table.Th>
              ))}
              <Table.Th w={90} aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                {columns.map((c) => (
                  <Table.Td key={c.label}>{c.render(item)}</Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${editable ? 'Edit' : 'View'} ${item.name}`}
                      onClick={() => onEdit(item)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    {editable && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${item.name}`}
                        onClick={() => onDelete(item)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
