import { Anchor, Card, Center, Grid, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Messages, type ClaimDto } from '@turbine/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useGetClaimQuery } from '../api/claims-api.ts';
import { ClaimConversation } from '../components/claim-conversation.tsx';
import { AppointFirmCard, ClaimDecisionCard } from '../components/claim-decision-card.tsx';
import { ClaimDetailsCard, ClaimTotalsCard } from '../components/claim-details-card.tsx';
import { DocumentsTab } from '../components/claim-documents.tsx';
import { MovementsTab, TasksTab } from '../components/claim-records.tsx';
import { ClaimWorkCard } from '../components/claim-work-card.tsx';
import { useClaimsAccess } from '../hooks/use-claims-access.ts';

/** One incident or claim: its details, money, the handlers' actions and its records. */
export function ClaimPage() {
  const access = useClaimsAccess();
  const claimId = Number(useParams().claimId);
  const valid = Number.isInteger(claimId) && claimId > 0;
  const query = useGetClaimQuery(
    { companyId: access.companyId ?? 0, claimId },
    { skip: !valid || access.companyId === null || !access.canView },
  );
  if (access.companyId === null || !access.canView)
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  if (!valid) return <ErrorPanel kind="notFound" itemName="incident" />;
  if (query.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading incident" />
      </Center>
    );
  if (query.error || !query.data)
    return (
      <ErrorPanel error={query.error} itemName="incident" onRetry={() => void query.refetch()} />
    );
  const claim = query.data;
  const companyId = access.companyId;
  return (
    <PageContainer
      title={claim.reference}
      size="xl"
      description={
        <Anchor component={Link} to="/incidents" size="sm">
          All incidents
        </Anchor>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <ClaimDetailsCard claim={claim} />
            {claim.viewerRole !== 'client' && (
              <Card withBorder radius="md" padding="lg">
                <ClaimRecordTabs companyId={companyId} claim={claim} canManage={access.canManage} />
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack>
            <ClaimTotalsCard claim={claim} />
            {access.canManage && claim.can.decide && (
              <ClaimDecisionCard companyId={companyId} claim={claim} />
            )}
            {access.canManage && claim.can.work && (
              <ClaimWorkCard key={claim.status} companyId={companyId} claim={claim} />
            )}
            {access.canManage && claim.can.appoint && (
              <AppointFirmCard companyId={companyId} claim={claim} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}

function ClaimRecordTabs({
  companyId,
  claim,
  canManage,
}: {
  companyId: number;
  claim: ClaimDto;
  canManage: boolean;
}) {
  const ref = { companyId, claimId: claim.id };
  const role = claim.viewerRole;
  const handler = role === 'underwriter' || role === 'legal';
  const tabs: ({ value: string; label: string; render: () => ReactNode } | false)[] = [
    {
      value: 'messages',
      label: 'Messages',
      render: () => (
        <ClaimConversation {...ref} kind="message" canPost={canManage && claim.can.message} />
      ),
    },
    role !== 'broker' && {
      value: 'notes',
      label: 'Notes',
      render: () => (
        <ClaimConversation {...ref} kind="note" canPost={canManage && claim.can.note} />
      ),
    },
    {
      value: 'movements',
      label: 'Reserves and payments',
      render: () => <MovementsTab {...ref} currency={claim.currency} />,
    },
    role !== 'broker' && {
      value: 'tasks',
      label: 'Tasks',
      render: () => <TasksTab {...ref} canEdit={canManage && claim.can.work} />,
    },
    {
      value: 'documents',
      label: 'Documents',
      render: () => (
        <DocumentsTab
          {...ref}
          canUpload={canManage && (handler || role === 'broker')}
          canUploadPrivate={handler}
          canDelete={canManage && handler}
        />
      ),
    },
    {
      value: 'timeline',
      label: 'Timeline',
      render: () => <ClaimConversation {...ref} kind="update" canPost={false} />,
    },
  ];
  const shown = tabs.filter((t): t is Exclude<typeof t, false> => Boolean(t));
  return (
    <Tabs defaultValue="messages" keepMounted={false}>
      <Title order={3} mb="sm">
        Claim file
      </Title>
      <Tabs.List mb="md" aria-label="Claim file">
        {shown.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {t.render()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
