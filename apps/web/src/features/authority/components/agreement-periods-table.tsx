import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { BindingAgreementDto } from '@turbine/domain';
import { useCreatePeriodMutation } from '../api/binding-agreements-api.ts';
import { usePeriodActions } from '../hooks/use-period-actions.ts';
import { authorityPaths } from '../lib/authority-paths.ts';
import { PublishProblemsAlert } from './publish-problems.tsx';
import { VersionRowsTable } from './version-rows-table.tsx';

/** The periods (versions) of an agreement with their §4 status and actions. */
export function AgreementPeriodsTable({
  companyId,
  agreement,
  canEdit,
}: {
  companyId: number;
  agreement: BindingAgreementDto;
  canEdit: boolean;
}) {
  const navigate = useNavigate();
  const actions = usePeriodActions(companyId, agreement.id);
  const [createPeriod, createState] = useCreatePeriodMutation();
  const periods = [...agreement.periods].sort((a, b) => b.version - a.version);
  const addPeriod = async () => {
    const result = await createPeriod({
      companyId,
      agreementId: agreement.id,
      body: { visibility: 1 },
    });
    if (!result.error) void navigate(authorityPaths.agreementPeriod(agreement.id, result.data.id));
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={3}>Periods</Title>
        {canEdit && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={createState.isLoading}
            onClick={() => void addPeriod()}
          >
            New empty period
          </Button>
        )}
      </Group>
      {actions.problems && (
        <PublishProblemsAlert errors={actions.problems.errors} onClose={actions.clearProblems} />
      )}
      {periods.length === 0 ? (
        <Text c="dimmed">This agreement has no periods.</Text>
      ) : (
        <VersionRowsTable
          label="Periods"
          noun="period"
          minWidth={760}
          versions={periods}
          canEdit={canEdit}
          name={(p) => (
            <Anchor
              component={Link}
              to={authorityPaths.agreementPeriod(agreement.id, p.id)}
              fw={500}
            >
              Period {p.version}
            </Anchor>
          )}
          busy={actions.busyAction}
          onAction={(id, a) => void actions.run(id, a)}
        />
      )}
    </Paper>
  );
}
