import { useCallback, useState } from 'react';
import { Card, Center, Grid, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { ProductRole, TransactionStatus, type RiskPackageDto } from '@turbine/domain';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import { BrokerPanel, UnderwriterPanel } from '../../panel/components/underwriter-panel.tsx';
import { useGetRiskPackageQuery, useSaveProposalMutation } from '../api/risk-api.ts';
import { CoverDetailsCard } from './cover-details-card.tsx';
import { BrokerCard, InsuredCard } from './insured-card.tsx';
import { PremiumCards } from './premium-cards.tsx';
import { QuoteOptionsCard } from './quote-options-card.tsx';
import { ProposalCard, type SaveProposal } from './proposal-card.tsx';
import { RiskHeader } from './risk-header.tsx';
import { ProposalRefusalsProvider } from './proposal-refusals.tsx';
import { RiskNotices } from './risk-notices.tsx';
import { CancellationCard, DeclarationCard, TermDetailsCard } from './term-cards.tsx';
import { InterestedPartiesCard, SendToClientCard } from '../../../collaboration/index.ts';

/** Which risks have unsaved proposal answers, for the leave-page prompt. */
function useDirtyRisks() {
  const [dirty, setDirty] = useState<Record<number, boolean>>({});
  const onDirtyChange = useCallback(
    (riskId: number, value: boolean) =>
      setDirty((d) => (d[riskId] === value ? d : { ...d, [riskId]: value })),
    [],
  );
  return { anyDirty: Object.values(dirty).some(Boolean), onDirtyChange };
}

/** `/risks/{id}` (§2 Risk): loads the package and lays out its cards with the side panel. */
export function RiskView({
  companyId,
  riskPackageId,
  canManage,
  canManageTags = false,
}: {
  companyId: number;
  riskPackageId: number;
  canManage: boolean;
  canManageTags?: boolean;
}) {
  const query = useGetRiskPackageQuery({ companyId, riskPackageId });
  const { anyDirty, onDirtyChange } = useDirtyRisks();
  const { prompt } = useUnsavedChanges({ when: anyDirty });
  if (query.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the risk" />
      </Center>
    );
  }
  if (query.isError || !query.data)
    return <ErrorPanel error={query.error} itemName="risk" onRetry={() => void query.refetch()} />;
  return (
    <>
      <RiskContent
        companyId={companyId}
        pkg={query.data}
        canManage={canManage}
        canManageTags={canManageTags}
        onDirtyChange={onDirtyChange}
      />
      {prompt}
    </>
  );
}

function RiskContent({
  companyId,
  pkg,
  canManage,
  canManageTags,
  onDirtyChange,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  canManage: boolean;
  canManageTags: boolean;
  onDirtyChange: (riskId: number, dirty: boolean) => void;
}) {
  const [saveProposal] = useSaveProposalMutation();
  const main = pkg.risks.find((r) => r.productRole === ProductRole.Main) ?? pkg.risks[0];
  if (!main) return <ErrorPanel kind="notFound" itemName="risk" />;
  const save: SaveProposal = async (riskId, body) => {
    const result = await saveProposal({ companyId, riskPackageId: pkg.id, riskId, body });
    return 'error' in result ? { error: result.error } : {};
  };
  const underwriting = pkg.viewerRole === 'underwriter' || pkg.viewerRole === 'insurer';
  const manages = canManage && pkg.viewerRole !== 'insurer';
  const canEditInsured =
    manages &&
    main.current.status === TransactionStatus.Initiated &&
    main.current.availableActions.includes('edit');
  return (
    <ProposalRefusalsProvider>
      <RiskHeader
        companyId={companyId}
        pkg={pkg}
        main={main}
        canManage={manages}
        canManageTags={canManageTags}
      />
      <RiskNotices pkg={pkg} companyId={companyId} canManage={manages} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <CoverDetailsCard companyId={companyId} pkg={pkg} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <InsuredCard companyId={companyId} pkg={pkg} canEdit={canEditInsured} />
              <BrokerCard pkg={pkg} />
            </SimpleGrid>
            <TermDetailsCard pkg={pkg} main={main} />
            {pkg.risks.map((risk) => (
              <ProposalCard
                key={`${risk.id}-${risk.current.id}`}
                pkg={pkg}
                risk={risk}
                readOnly={pkg.proposalDone || !risk.current.availableActions.includes('edit')}
                onSave={save}
                onDirtyChange={onDirtyChange}
              />
            ))}
            <PremiumCards pkg={pkg} />
            {main.current.status === TransactionStatus.Quoted && (
              <QuoteOptionsCard
                pkg={pkg}
                riskRef={{ companyId, riskPackageId: pkg.id, riskId: main.id }}
                canManage={manages}
              />
            )}
            <DeclarationCard companyId={companyId} pkg={pkg} canConfirm={manages} />
            <InterestedPartiesCard companyId={companyId} pkg={pkg} canEdit={manages} />
            {pkg.viewerRole === 'broker' &&
              manages &&
              (main.current.status === TransactionStatus.Initiated || pkg.clientAccess?.active) && (
                <SendToClientCard companyId={companyId} pkg={pkg} main={main} />
              )}
            {pkg.risks.map((risk) => (
              <CancellationCard key={risk.id} pkg={pkg} risk={risk} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="aside"
            aria-label={underwriting ? 'Underwriter panel' : 'Messages'}
            style={{ position: 'sticky', top: 76 }}
          >
            <Title order={2} size="h3" mb="sm">
              {underwriting ? 'Underwriter panel' : 'Messages'}
            </Title>
            {underwriting ? (
              <UnderwriterPanel companyId={companyId} riskPackage={pkg} />
            ) : (
              <BrokerPanel companyId={companyId} riskPackage={pkg} />
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </ProposalRefusalsProvider>
  );
}
