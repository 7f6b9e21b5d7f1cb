import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { CurrencyCode } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { formatMoney } from '../../../components/format-money.ts';
import { formatCalendarDate } from '../../../components/format-calendar-date.ts';
import {
  useAddClaimTaskMutation,
  useListClaimMovementsQuery,
  useListClaimTasksQuery,
  useSetClaimTaskDoneMutation,
  type ClaimRef,
} from '../api/claims-api.ts';

/** Every reserve and payment, with who recorded it and when. */
export function MovementsTab({ currency, ...ref }: ClaimRef & { currency: string }) {
  const { data, error, isLoading } = useListClaimMovementsQuery(ref);
  const m = (v: string) => formatMoney(v, currency as CurrencyCode);
  if (isLoading) return <Loader size="sm" aria-label="Loading movements" />;
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (!data?.length) return <Text c="dimmed">No reserves or payments yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table fz="sm" striped aria-label="Movements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Head</Table.Th>
            <Table.Th>Movement</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Reserve change</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((mv) => (
            <Table.Tr key={mv.id}>
              <Table.Td>{formatInstant(mv.createdAt)}</Table.Td>
              <Table.Td tt="capitalize">{mv.head}</Table.Td>
              <Table.Td>
                {mv.kind === 'reserve' ? `Reserve set to ${m(mv.amount)}` : `Payment`}
                {mv.note && (
                  <Text size="xs" c="dimmed">
                    {mv.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{m(mv.paidDelta)}</Table.Td>
              <Table.Td ta="right">{m(mv.reserveDelta)}</Table.Td>
              <Table.Td>{mv.by?.name ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The handlers' tasks with due dates; overdue open tasks in red. */
export function TasksTab({ canEdit, ...ref }: ClaimRef & { canEdit: boolean }) {
  const { data, error, isLoading } = useListClaimTasksQuery(ref);
  const [add, adding] = useAddClaimTaskMutation();
  const [setDone] = useSetClaimTaskDoneMutation();
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const errors = fieldErrors(adding.error);
  const today = new Date().toLocaleDateString('en-CA');
  return (
    <Stack gap="sm">
      {isLoading && <Loader size="sm" aria-label="Loading tasks" />}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {data && data.length === 0 && <Text c="dimmed">No tasks yet.</Text>}
      {data?.map((t) => (
        <Group key={t.id} justify="space-between" wrap="nowrap">
          <Checkbox
            label={t.title}
            checked={t.doneAt !== null}
            disabled={!canEdit}
            onChange={(e) => void setDone({ ...ref, taskId: t.id, done: e.currentTarget.checked })}
            styles={{ label: { textDecoration: t.doneAt ? 'line-through' : undefined } }}
          />
          <Text size="sm" c={!t.doneAt && t.dueDate < today ? 'red' : 'dimmed'}>
            Due {formatCalendarDate(t.dueDate)}
          </Text>
        </Group>
      ))}
      {canEdit && (
        <Group align="flex-start">
          <TextInput
            label="New task"
            maxLength={300}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            style={{ flex: 1 }}
          />
          <TextInput
            type="date"
            label="Due"
            value={dueDate}
            onChange={(e) => setDueDate(e.currentTarget.value)}
            error={errors.dueDate}
          />
          <Button
            mt={25}
            loading={adding.isLoading}
            disabled={!title.trim() || !dueDate}
            onClick={() =>
              void add({ ...ref, title: title.trim(), dueDate })
                .unwrap()
                .then(() => setTitle(''))
                .catch(() => undefined)
            }
          >
            Add task
          </Button>
        </Group>
      )}
    </Stack>
  );
}
