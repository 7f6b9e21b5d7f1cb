import { Anchor, Button, Center, Group, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Permission, type RiskCodeDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useDeleteRiskCodeMutation, useGetRiskCodeQuery } from '../api/syndicates-api.ts';
import { AuthorityPage } from '../components/authority-page.tsx';
import { RiskCodeEditor } from '../components/risk-code-editor.tsx';
import { useSyndicateOptions } from '../hooks/use-syndicate-options.ts';
import { authorityPaths } from '../lib/authority-paths.ts';

/** One risk code: create (`new`) or edit, with its reinsurance periods table. */
export function RiskCodePage() {
  const { riskCodeId = 'new' } = useParams();
  const isNew = riskCodeId === 'new';
  return (
    <AuthorityPage
      section="riskCodes"
      title={isNew ? 'New risk code' : 'Risk code'}
      managePermission={Permission.ManageSyndicates}
    >
      {({ companyId, canEdit }) => (
        <RiskCodeLoader
          companyId={companyId}
          id={isNew ? null : Number(riskCodeId)}
          canEdit={canEdit}
        />
      )}
    </AuthorityPage>
  );
}

function RiskCodeLoader({
  companyId,
  id,
  canEdit,
}: {
  companyId: number;
  id: number | null;
  canEdit: boolean;
}) {
  const riskCode = useGetRiskCodeQuery({ companyId, id: id ?? 0 }, { skip: id === null });
  const syndicates = useSyndicateOptions(companyId);
  const query =
    id === null
      ? syndicates.query
      : riskCode.isError
        ? riskCode
        : syndicates.query.isError
          ? syndicates.query
          : riskCode;
  if (riskCode.isLoading || syndicates.query.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading risk code" />
      </Center>
    );
  }
  if (query.isError)
    return (
      <ErrorPanel error={query.error} itemName="risk code" onRetry={() => void query.refetch()} />
    );
  const data = id === null ? null : (riskCode.data ?? null);
  return (
    <>
      <Group justify="space-between" mb="md">
        <Anchor component={Link} to={authorityPaths.riskCodes} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> All risk codes
          </Group>
        </Anchor>
        {data && canEdit && <DeleteRiskCodeButton companyId={companyId} riskCode={data} />}
      </Group>
      <RiskCodeEditor
        key={data?.updatedAt ?? 'new'}
        companyId={companyId}
        riskCode={data}
        syndicates={syndicates.options}
        canEdit={canEdit}
      />
    </>
  );
}

function DeleteRiskCodeButton({
  companyId,
  riskCode,
}: {
  companyId: number;
  riskCode: RiskCodeDto;
}) {
  const navigate = useNavigate();
  const [remove, state] = useDeleteRiskCodeMutation();
  // A risk code a section uses answers 409 'Cannot delete this item because it is in use.' (toasted).
  const confirm = () =>
    modals.openConfirmModal({
      title: `Delete the risk code ${riskCode.code}`,
      children: (
        <Text>Delete this risk code and its reinsurance periods? This cannot be undone.</Text>
      ),
      labels: { confirm: 'Delete risk code', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove({ companyId, id: riskCode.id }).then((r) => {
          if (!r.error) void navigate(authorityPaths.riskCodes);
        }),
    });
  return (
    <Button variant="subtle" color="red" loading={state.isLoading} onClick={confirm}>
      Delete risk code
    </Button>
  );
}
