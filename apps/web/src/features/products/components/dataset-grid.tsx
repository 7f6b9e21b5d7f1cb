import { ActionIcon, Button, Group, ScrollArea, Table, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';

export interface Grid {
  columns: string[];
  rows: string[][];
}

/** Cells are edited as text; the engine compares numeric text by value (decision 060). */
export function DatasetGrid({
  grid,
  onChange,
  readOnly,
}: {
  grid: Grid;
  onChange: (g: Grid) => void;
  readOnly: boolean;
}) {
  const setColumn = (i: number, name: string) =>
    onChange({ ...grid, columns: grid.columns.map((c, j) => (j === i ? name : c)) });
  const setCell = (r: number, c: number, v: string) =>
    onChange({
      ...grid,
      rows: grid.rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? v : cell)) : row)),
    });
  const addColumn = () =>
    onChange({ columns: [...grid.columns, ''], rows: grid.rows.map((r) => [...r, '']) });
  const removeColumn = (i: number) =>
    onChange({
      columns: grid.columns.filter((_, j) => j !== i),
      rows: grid.rows.map((r) => r.filter((_, j) => j !== i)),
    });
  const addRow = () => onChange({ ...grid, rows: [...grid.rows, grid.columns.map(() => '')] });
  const removeRow = (i: number) => onChange({ ...grid, rows: grid.rows.filter((_, j) => j !== i) });

  return (
    <>
      <ScrollArea.Autosize mah={420}>
        <Table withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              {grid.columns.map((c, i) => (
                <Table.Th key={i} miw={140}>
                  <Group gap={2} wrap="nowrap">
                    <TextInput
                      size="xs"
                      aria-label={`Column ${i + 1} name`}
                      value={c}
                      readOnly={readOnly}
                      onChange={(e) => setColumn(i, e.currentTarget.value)}
                    />
                    {!readOnly && (
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove column ${i + 1}`}
                        onClick={() => removeColumn(i)}
                      >
                        <IconX size={14} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Th>
              ))}
              <Table.Th w={40} aria-label="Row actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.rows.map((row, r) => (
              <Table.Tr key={r}>
                {row.map((cell, c) => (
                  <Table.Td key={c}>
                    <TextInput
                      size="xs"
                      aria-label={`Row ${r + 1} ${grid.columns[c] ?? ''}`}
                      value={cell}
                      readOnly={readOnly}
                      onChange={(e) => setCell(r, c, e.currentTarget.value)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove row ${r + 1}`}
                      onClick={() => removeRow(r)}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {!readOnly && (
        <Group mt="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={addColumn}
          >
            Add column
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={addRow}
            disabled={grid.columns.length === 0}
          >
            Add row
          </Button>
        </Group>
      )}
    </>
  );
}
