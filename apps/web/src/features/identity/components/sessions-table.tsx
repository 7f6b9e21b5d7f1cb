import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { UserSessionDto } from '@turbine/domain';
import { formatInstant } from '../../../components/format-instant.ts';

/** The user's sessions, the current one first and marked; "End" for every other one. */
export function SessionsTable({
  sessions,
  ending,
  onEnd,
}: {
  sessions: UserSessionDto[];
  /** The session being ended, whose button shows it. */
  ending: string | null;
  onEnd(session: UserSessionDto): void;
}) {
  const ordered = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastActivityAt - a.lastActivityAt,
  );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label="Sessions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Device</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Last seen</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6}>
                    <Text fw={500}>{s.device}</Text>
                    {s.current && (
                      <Badge size="sm" variant="light">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    Signed in {formatInstant(s.createdAt)}
                    {s.remember ? ' · remembered' : ''}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{s.ipAddress ?? '—'}</Table.Td>
              <Table.Td>{s.current ? 'Now' : formatInstant(s.lastActivityAt)}</Table.Td>
              <Table.Td ta="right">
                {!s.current && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={ending === s.id}
                    aria-label={`End session on ${s.device}`}
                    onClick={() => onEnd(s)}
                  >
                    End
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
