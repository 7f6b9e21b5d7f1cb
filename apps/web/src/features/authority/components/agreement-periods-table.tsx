import { Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { BindingAgreementDto } from '@turbine/domain';
import { formatInstant } from '../../../components/format-instant.ts';
import { useCreatePeriodMutation } from '../api/binding-agreements-api.ts';
import { usePeriodActions } from '../hooks/use-period-actions.ts';
import { visibilityLabel } from '../lib/authority-labels.ts';
import { authorityPaths } from '../lib/authority-paths.ts';
import { PublishProblemsAlert } from './publish-problems.tsx';
import { VersionActions } from './version-actions.tsx';
import { VersionStatusBadge } from './version-status-badge.tsx';

/** The periods (versions) of an agreement with their §4 status and actions. */
export function AgreementPeriodsTable({ companyId, agreement, canEdit }: { companyId: number; agreement: BindingAgreementDto; canEdit: boolean }) {
  const navigate = useNavigate();
  const actions = usePeriodActions(companyId, agreement.id);
  const [createPeriod, createState] = useCreatePeriodMutation();
  const periods = [...agreement.periods].sort((a, b) => b.version - a.version);
  const addPeriod = async () => {
    const result = await createPeriod({ companyId, agreementId: agreement.id, body: { visibility: 1 } });
    if (!result.error) void navigate(authorityPaths.agreementPeriod(agreement.id, result.data.id));
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={3}>Periods</Title>
        {canEdit && (
          <Button variant="light" leftSection={<IconPlus size={16} />} loading={createState.isLoading} onClick={() => void addPeriod()}>
            New empty period
          </Button>
        )}
      </Group>
      {actions.problems && <PublishProblemsAlert errors={actions.problems.errors} onClose={actions.clearProblems} />}
      {periods.length === 0 ? (
        <Text c="dimmed">This agreement has no periods.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" aria-label="Periods">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Period</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Visibility</Table.Th>
                <Table.Th>Updated</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periods.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={authorityPaths.agreementPeriod(agreement.id, p.id)} fw={500}>
                      Period {p.version}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <VersionStatusBadge status={p.status} />
                  </Table.Td>
                  <Table.Td>{visibilityLabel(p.visibility)}</Table.Td>
                  <Table.Td>{formatInstant(p.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <VersionActions version={p} noun="period" canEdit={canEdit} busy={actions.busyAction(p.id)} onAction={(a) => void actions.run(p.id, a)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
