import { Tabs } from '@mantine/core';
import { timelineFilters, type RiskPackageDto } from '@turbine/domain';
import type { ReactNode } from 'react';
import { AdjustmentsTab } from './adjustments-tab.tsx';
import { EndorsementsTab } from './endorsements-tab.tsx';
import { PremiumChangeTab } from './premium-change-tab.tsx';
import { RatingTab } from './rating-tab.tsx';
import { usePanelAccess } from '../hooks/use-panel-access.ts';
import { usePanelTab } from '../hooks/use-panel-tab.ts';
import { ConversationTab, FilesTab, TimelineTab } from '../../../collaboration/index.ts';
import { ClaimsTab } from '../../../claims/index.ts';
import { RiskDocumentsTab } from '../../../documents/index.ts';

const kindsWithoutNotes = timelineFilters.map((f) => f.kind).filter((k) => k !== 'note');

export interface PanelProps {
  companyId: number;
  riskPackage: RiskPackageDto;
}

interface PanelTab {
  value: string;
  label: string;
  render: () => ReactNode;
}

/** The Claims tab (decision 120): a bound policy's broker or agency may report an incident from it. */
function claimsTab(companyId: number, pkg: RiskPackageDto, canManage: boolean): PanelTab {
  const reporter = pkg.viewerRole === 'broker' || pkg.viewerRole === 'underwriter';
  return {
    value: 'claims',
    label: 'Claims',
    render: () => (
      <ClaimsTab
        companyId={companyId}
        riskPackageId={pkg.id}
        reference={pkg.reference}
        currency={pkg.currency}
        canReport={canManage && reporter && pkg.boundAt !== null}
      />
    ),
  };
}

/**
 * §2 Risk underwriter panel, in the spec's order. Notes,
 * adjustments and the rating trace belong to the underwriting company; an insurer reads the rest.
 */
export function UnderwriterPanel({ companyId, riskPackage: pkg }: PanelProps) {
  const { canManage, isUnderwriter } = usePanelAccess(companyId, pkg);
  const canEdit = canManage && isUnderwriter;
  const common = { companyId, riskPackageId: pkg.id };
  const tabs: (PanelTab | false)[] = [
    claimsTab(companyId, pkg, canManage),
    // The spec's tabs are in alphabetical order, Claims first.
    {
      value: 'documents',
      label: 'Documents',
      render: () => <RiskDocumentsTab {...common} />,
    },
    {
      value: 'endorsements',
      label: 'Endorsements',
      render: () => <EndorsementsTab {...common} risks={pkg.risks} canEdit={canEdit} />,
    },
    {
      value: 'files',
      label: 'Files',
      render: () => <FilesTab {...common} canManage={canManage} canUploadPrivate={isUnderwriter} />,
    },
    isUnderwriter && {
      value: 'adjustments',
      label: 'Manual Policy Adjustments',
      render: () => (
        <AdjustmentsTab {...common} risks={pkg.risks} currency={pkg.currency} canEdit={canEdit} />
      ),
    },
    {
      value: 'messages',
      label: 'Messages',
      render: () => <ConversationTab {...common} kind="message" canPost={canManage} />,
    },
    isUnderwriter && {
      value: 'notes',
      label: 'Notes',
      render: () => <ConversationTab {...common} kind="note" canPost={canManage} />,
    },
    {
      value: 'premium-change',
      label: 'Premium Change',
      render: () => (
        <PremiumChangeTab
          {...common}
          risks={pkg.risks}
          currency={pkg.currency}
          renewalOfId={pkg.renewalOfId}
        />
      ),
    },
    // Notes never reach an insurer, so its timeline offers no Notes filter.
    {
      value: 'timeline',
      label: 'Timeline',
      render: () => (
        <TimelineTab {...common} kinds={isUnderwriter ? undefined : kindsWithoutNotes} />
      ),
    },
    isUnderwriter && {
      value: 'formulas',
      label: 'Underwriting Formulas',
      render: () => <RatingTab {...common} risks={pkg.risks} currency={pkg.currency} />,
    },
  ];
  return (
    <PanelTabs label="Underwriter panel" tabs={tabs.filter((t): t is PanelTab => Boolean(t))} />
  );
}

/** The broker's panel: Messages, the shared Files (brokers upload shared files only) and the policy's Claims. */
export function BrokerPanel({ companyId, riskPackage: pkg }: PanelProps) {
  const { canManage } = usePanelAccess(companyId, pkg);
  const common = { companyId, riskPackageId: pkg.id };
  return (
    <PanelTabs
      label="Risk panel"
      tabs={[
        {
          value: 'messages',
          label: 'Messages',
          render: () => <ConversationTab {...common} kind="message" canPost={canManage} />,
        },
        {
          value: 'files',
          label: 'Files',
          render: () => (
            <FilesTab {...common} canManage={canManage} canUploadPrivate={false} sharedOnly />
          ),
        },
        {
          value: 'documents',
          label: 'Documents',
          render: () => <RiskDocumentsTab {...common} />,
        },
        {
          value: 'premium-change',
          label: 'Premium Change',
          render: () => (
            <PremiumChangeTab
              {...common}
              risks={pkg.risks}
              currency={pkg.currency}
              renewalOfId={pkg.renewalOfId}
            />
          ),
        },
        ...(pkg.boundAt !== null ? [claimsTab(companyId, pkg, canManage)] : []),
      ]}
    />
  );
}

function PanelTabs({ label, tabs }: { label: string; tabs: PanelTab[] }) {
  const [active, setActive] = usePanelTab(tabs.map((t) => t.value));
  return (
    <Tabs value={active} onChange={setActive} keepMounted={false}>
      <Tabs.List mb="md" aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {t.render()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
