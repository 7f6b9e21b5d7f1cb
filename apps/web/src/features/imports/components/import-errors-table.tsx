import { Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ImportRowErrorDto } from '@turbine/domain';
import { errorsCsv, saveText } from '../lib/errors-csv.ts';

const SHOWN = 200;

/** The row errors of a file: filter by column or text, download all as CSV. */
export function ImportErrorsTable({
  errors,
  fileName,
}: {
  errors: readonly ImportRowErrorDto[];
  fileName: string;
}) {
  const [column, setColumn] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const columns = useMemo(
    () => [...new Set(errors.map((e) => e.column || '(row)'))].sort(),
    [errors],
  );
  const shown = errors.filter(
    (e) =>
      (!column || (e.column || '(row)') === column) &&
      (!search || `${e.row} ${e.value} ${e.message}`.toLowerCase().includes(search.toLowerCase())),
  );
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="xs">
        <Group align="flex-end">
          <Select
            label="Column"
            placeholder="All columns"
            data={columns}
            value={column}
            onChange={setColumn}
            clearable
            w={220}
          />
          <TextInput
            label="Search"
            placeholder="Row, value or message"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maxLength={100}
            w={260}
          />
        </Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() =>
            saveText(errorsCsv(errors), `${fileName.replace(/\.csv$/i, '')}-errors.csv`)
          }
        >
          Download errors (CSV)
        </Button>
      </Group>
      <Table striped withTableBorder aria-label="Row errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Row</Table.Th>
            <Table.Th w={200}>Column</Table.Th>
            <Table.Th w={200}>Value</Table.Th>
            <Table.Th>Message</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.slice(0, SHOWN).map((e, i) => (
            <Table.Tr key={`${e.row}-${e.column}-${i}`}>
              <Table.Td>{e.row}</Table.Td>
              <Table.Td>{e.column || '—'}</Table.Td>
              {/* Shown as text: a cell like =SUM(A1) is never evaluated. */}
              <Table.Td style={{ wordBreak: 'break-all' }}>{e.value}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {shown.length > SHOWN && (
        <Text size="sm" c="dimmed" mt="xs">
          The first {SHOWN} of {shown.length.toLocaleString('en-AU')} errors are shown; download the
          CSV for all.
        </Text>
      )}
    </>
  );
}
