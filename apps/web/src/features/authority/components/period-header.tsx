import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AgreementPeriodDto, AuthorityVisibility } from '@turbine/domain';
import { formatInstant } from '../../../components/format-instant.ts';
import { useSavePeriodMutation, type PeriodArgs } from '../api/binding-agreements-api.ts';
import { useReportDirty } from '../hooks/dirty-forms.tsx';
import { usePeriodActions } from '../hooks/use-period-actions.ts';
import { visibilityOptions } from '../lib/authority-labels.ts';
import { PublishProblemsAlert } from './publish-problems.tsx';
import { VersionActions } from './version-actions.tsx';
import { VersionStatusBadge } from './version-status-badge.tsx';

interface PeriodHeaderProps {
  args: PeriodArgs;
  period: AgreementPeriodDto;
  canEdit: boolean;
  editable: boolean;
  onDeleted: () => void;
}

/** A period's status, visibility (a save) and §4 actions; publishing lists what is missing. */
export function PeriodHeader({ args, period, canEdit, editable, onDeleted }: PeriodHeaderProps) {
  const actions = usePeriodActions(args.companyId, args.agreementId, { onDeleted });
  const [savePeriod, saveState] = useSavePeriodMutation();
  const [visibility, setVisibility] = useState(String(period.visibility));
  useReportDirty('period-visibility', editable && visibility !== String(period.visibility));
  const save = () =>
    void savePeriod({ ...args, body: { visibility: Number(visibility) as AuthorityVisibility } });

  return (
    <Paper withBorder p="lg" radius="md" mb="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="sm">
              <Title order={2}>Period {period.version}</Title>
              <VersionStatusBadge status={period.status} />
            </Group>
            <Text c="dimmed" size="sm" mt={4}>
              {period.savedOnce
                ? `Last saved ${formatInstant(period.updatedAt)}`
                : 'Not saved yet: save this version before publishing it.'}
            </Text>
          </div>
          <VersionActions
            version={period}
            noun="period"
            canEdit={canEdit}
            size="sm"
            busy={actions.busyAction(period.id)}
            onAction={(a) => void actions.run(period.id, a)}
          />
        </Group>
        <Group align="flex-end">
          <Select
            label="Visibility"
            data={visibilityOptions}
            value={visibility}
            onChange={(v) => v && setVisibility(v)}
            allowDeselect={false}
            disabled={!editable}
            w={280}
          />
          {editable && (
            <Button variant="light" loading={saveState.isLoading} onClick={save}>
              Save period
            </Button>
          )}
        </Group>
        {actions.problems && (
          <PublishProblemsAlert
            errors={actions.problems.errors}
            sectionNames={period.sections.map((s) => s.name)}
            onClose={actions.clearProblems}
          />
        )}
      </Stack>
    </Paper>
  );
}
