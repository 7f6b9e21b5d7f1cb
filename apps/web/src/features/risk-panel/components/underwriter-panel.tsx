import { Tabs } from '@mantine/core';
import type { RiskPackageDto } from '@turbine/domain';
import { useSearchParams } from 'react-router';
import { ConversationTab } from './conversation-tab.tsx';
import { usePanelAccess } from './use-panel-access.ts';

export interface PanelProps {
  companyId: number;
  riskPackage: RiskPackageDto;
}

/** The panel's tab in the URL query (`panel=`), falling back to the first tab. */
export function usePanelTab(tabs: readonly string[]): [string, (tab: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get('panel');
  const active = current && tabs.includes(current) ? current : tabs[0]!;
  const setTab = (tab: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (tab && tab !== tabs[0]) next.set('panel', tab);
        else next.delete('panel');
        return next;
      },
      { replace: true },
    );
  return [active, setTab];
}

const underwriterTabs = ['messages', 'notes'] as const;

/** §2 Risk underwriter panel. */
export function UnderwriterPanel({ companyId, riskPackage }: PanelProps) {
  const { canManage } = usePanelAccess(companyId, riskPackage);
  const [tab, setTab] = usePanelTab(underwriterTabs);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="messages">Messages</Tabs.Tab>
        <Tabs.Tab value="notes">Notes</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="messages">
        <ConversationTab companyId={companyId} riskPackageId={riskPackage.id} kind="message" canPost={canManage} />
      </Tabs.Panel>
      <Tabs.Panel value="notes">
        <ConversationTab companyId={companyId} riskPackageId={riskPackage.id} kind="note" canPost={canManage} />
      </Tabs.Panel>
    </Tabs>
  );
}

const brokerTabs = ['messages'] as const;

/** The broker's panel: Messages and shared Files. */
export function BrokerPanel({ companyId, riskPackage }: PanelProps) {
  const { canManage } = usePanelAccess(companyId, riskPackage);
  const [tab, setTab] = usePanelTab(brokerTabs);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="messages">Messages</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="messages">
        <ConversationTab companyId={companyId} riskPackageId={riskPackage.id} kind="message" canPost={canManage} />
      </Tabs.Panel>
    </Tabs>
  );
}
