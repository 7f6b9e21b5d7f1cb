import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { VersionStatus, type RiskDto, type RiskEndorsementDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../../app/api-error.ts';
import { formatInstant } from '../../../../components/format-instant.ts';
import {
  useAddRiskEndorsementMutation,
  useListCompanyEndorsementsQuery,
  useListRiskEndorsementsQuery,
  useRemoveRiskEndorsementMutation,
} from '../api/risk-panel-api.ts';
import { isOpen, riskLabel } from '../lib/risk-label.ts';

interface EndorsementsTabProps {
  companyId: number;
  riskPackageId: number;
  risks: RiskDto[];
  /** The underwriting company with ManageRisks may add and remove. */
  canEdit: boolean;
}

/** §2 Endorsements: per risk (main, then add-ons) the endorsements of its current transaction. */
export function EndorsementsTab({
  companyId,
  riskPackageId,
  risks,
  canEdit,
}: EndorsementsTabProps) {
  return (
    <Stack gap="xl">
      {risks.map((risk) => (
        <RiskEndorsements
          key={risk.id}
          companyId={companyId}
          riskPackageId={riskPackageId}
          risk={risk}
          canEdit={canEdit}
        />
      ))}
    </Stack>
  );
}

function RiskEndorsements({
  companyId,
  riskPackageId,
  risk,
  canEdit,
}: {
  companyId: number;
  riskPackageId: number;
  risk: RiskDto;
  canEdit: boolean;
}) {
  const args = { companyId, riskPackageId, riskId: risk.id };
  const { data, error, isLoading } = useListRiskEndorsementsQuery(args);
  const [remove, removeState] = useRemoveRiskEndorsementMutation();
  const editable = canEdit && isOpen(risk.current);
  const label = riskLabel(risk);

  const confirmRemove = (e: RiskEndorsementDto) =>
    modals.openConfirmModal({
      title: `Remove ${e.name}`,
      children: (
        <Text>
          Remove the endorsement {e.name} from {label}?
        </Text>
      ),
      labels: { confirm: 'Remove endorsement', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove({ ...args, id: e.id }),
    });

  return (
    <Stack gap="sm" component="section" aria-label={`Endorsements of ${label}`}>
      <Title order={5}>{label}</Title>
      {isLoading && <Loader size="sm" aria-label={`Loading endorsements of ${label}`} />}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {removeState.error && <Alert color="red">{errorMessage(removeState.error)}</Alert>}
      {data?.length === 0 && <Text c="dimmed">No endorsements on this transaction.</Text>}
      {data?.map((e) => (
        <Stack key={e.id} gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs">
              <Text fw={600}>{e.name}</Text>
              <Badge variant="light" color={e.source === 'rule' ? 'blue' : 'grape'}>
                {e.source === 'rule' ? (e.ruleName ?? 'Rule') : 'Added by underwriter'}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatInstant(e.createdAt)}
              </Text>
            </Group>
            {editable && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${e.name}`}
                onClick={() => confirmRemove(e)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
          <Paper withBorder p="sm" radius="sm">
            {/* The server sanitises endorsement content (decision 090); it is rendered as the rich text it is. */}
            <Typography>
              <div dangerouslySetInnerHTML={{ __html: e.content }} />
              {/* Its clauses (decision 233): sanitized when the clause was saved; pinned once bound. */}
              {e.clauses.map((c) => (
                <section key={c.clauseId} aria-label={`Clause ${c.code}`}>
                  <h4>
                    {c.name} ({c.code}, version {c.version})
                  </h4>
                  <div dangerouslySetInnerHTML={{ __html: c.content }} />
                </section>
              ))}
            </Typography>
          </Paper>
        </Stack>
      ))}
      {editable && data && (
        <AddEndorsement {...args} label={label} present={data.map((e) => e.endorsementId)} />
      )}
    </Stack>
  );
}

function AddEndorsement({
  label,
  present,
  ...args
}: {
  companyId: number;
  riskPackageId: number;
  riskId: number;
  label: string;
  present: number[];
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const list = useListCompanyEndorsementsQuery({
    companyId: args.companyId,
    search: search.trim() || undefined,
  });
  const [add, addState] = useAddRiskEndorsementMutation();
  // Only published endorsements (a live or locked version) can go on a risk; drafts are still being written.
  const options = (list.data?.data ?? [])
    .filter(
      (e) => !present.includes(e.id) && e.versions.some((v) => v.status !== VersionStatus.Draft),
    )
    .map((e) => ({ value: String(e.id), label: e.name }));

  const submit = async () => {
    if (!chosen) return;
    const result = await add({ ...args, endorsementId: Number(chosen) });
    if (!result.error) setChosen(null);
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm">
        <Select
          label={`Add an endorsement to ${label}`}
          placeholder="Search endorsements"
          searchable
          clearable
          data={options}
          value={chosen}
          onChange={setChosen}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={list.isFetching ? 'Loading…' : 'No published endorsements found'}
          style={{ flex: 1 }}
        />
        <Button
          onClick={() => void submit()}
          disabled={!chosen}
          loading={addState.isLoading}
          aria-label={`Add endorsement to ${label}`}
        >
          Add endorsement
        </Button>
      </Group>
      {addState.error && (
        <Text c="red" size="sm" role="alert">
          {errorMessage(addState.error)}
        </Text>
      )}
    </Stack>
  );
}
