import { Suspense } from 'react';
import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Permission, type BindingAgreementDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { BinderUtilisationCard } from '../../insight/index.ts';
import { useDeleteAgreementMutation, useGetAgreementQuery } from '../api/binding-agreements-api.ts';
import { AgreementForm } from '../components/agreement-form.tsx';
import { AgreementPeriodsTable } from '../components/agreement-periods-table.tsx';
import { AuthorityPage } from '../components/authority-page.tsx';
import { ReadOnlyNotice } from '../components/read-only-notice.tsx';
import { authorityPaths } from '../lib/authority-paths.ts';

/** One binding agreement: its §3 fields and its periods. */
export function BindingAgreementPage() {
  const { agreementId = 'new' } = useParams();
  const isNew = agreementId === 'new';
  return (
    <AuthorityPage
      section="bindingAgreements"
      title={isNew ? 'New binding agreement' : 'Binding agreement'}
      managePermission={Permission.ManageBindingAgreements}
    >
      {({ companyId, canEdit }) => (
        <AgreementLoader
          companyId={companyId}
          id={isNew ? null : Number(agreementId)}
          canEdit={canEdit}
        />
      )}
    </AuthorityPage>
  );
}

function AgreementLoader({
  companyId,
  id,
  canEdit,
}: {
  companyId: number;
  id: number | null;
  canEdit: boolean;
}) {
  const query = useGetAgreementQuery({ companyId, id: id ?? 0 }, { skip: id === null });
  if (query.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading binding agreement" />
      </Center>
    );
  }
  if (query.isError)
    return (
      <ErrorPanel
        error={query.error}
        itemName="binding agreement"
        onRetry={() => void query.refetch()}
      />
    );
  const agreement = id === null ? null : (query.data ?? null);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Anchor component={Link} to={authorityPaths.bindingAgreements} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> All binding agreements
          </Group>
        </Anchor>
        {agreement && canEdit && (
          <DeleteAgreementButton companyId={companyId} agreement={agreement} />
        )}
      </Group>
      <div>
        <ReadOnlyNotice canEdit={canEdit} />
        <AgreementForm
          key={agreement?.updatedAt ?? 'new'}
          companyId={companyId}
          agreement={agreement}
          canEdit={canEdit}
        />
      </div>
      {agreement && (
        <AgreementPeriodsTable companyId={companyId} agreement={agreement} canEdit={canEdit} />
      )}
      {agreement && (
        <Suspense fallback={<Loader aria-label="Loading the utilisation" />}>
          <BinderUtilisationCard companyId={companyId} agreementId={agreement.id} />
        </Suspense>
      )}
    </Stack>
  );
}

function DeleteAgreementButton({
  companyId,
  agreement,
}: {
  companyId: number;
  agreement: BindingAgreementDto;
}) {
  const navigate = useNavigate();
  const [remove, state] = useDeleteAgreementMutation();
  // Only while every period is a draft; otherwise the server answers 409 (toasted).
  const confirm = () =>
    modals.openConfirmModal({
      title: `Delete ${agreement.name}`,
      children: <Text>Delete the agreement and all its draft periods? This cannot be undone.</Text>,
      labels: { confirm: 'Delete agreement', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove({ companyId, id: agreement.id }).then((r) => {
          if (!r.error) void navigate(authorityPaths.bindingAgreements);
        }),
    });
  return (
    <Button variant="subtle" color="red" loading={state.isLoading} onClick={confirm}>
      Delete agreement
    </Button>
  );
}
