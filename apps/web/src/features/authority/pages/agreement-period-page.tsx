import { Anchor, Center, Group, Loader, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Permission } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useGetAgreementQuery, useGetPeriodQuery } from '../api/binding-agreements-api.ts';
import { AuthorisedUnderwritersTab } from '../components/authorised-underwriters-tab.tsx';
import { AuthorityPage } from '../components/authority-page.tsx';
import { PeriodHeader } from '../components/period-header.tsx';
import { QuotaSharesTab } from '../components/quota-shares-tab.tsx';
import { ReadOnlyNotice } from '../components/read-only-notice.tsx';
import { SectionGroupsTab } from '../components/section-groups-tab.tsx';
import { SectionRiskCodesTab } from '../components/section-risk-codes-tab.tsx';
import { SectionsTab } from '../components/sections-tab.tsx';
import { DirtyFormsProvider } from '../hooks/dirty-forms.tsx';
import { authorityPaths } from '../lib/authority-paths.ts';

const tabs = [
  { value: 'underwriters', label: 'Authorised Underwriters' },
  { value: 'sections', label: 'Sections' },
  { value: 'quota-shares', label: 'Quota Share Syndicates' },
  { value: 'groups', label: 'Section Groups' },
  { value: 'risk-codes', label: 'Risk Codes' },
] as const;

/** The period editor: authorised underwriters, sections, quota shares, groups and risk codes. */
export function AgreementPeriodPage() {
  const params = useParams();
  return (
    <AuthorityPage
      section="bindingAgreements"
      title="Binding agreement period"
      managePermission={Permission.ManageBindingAgreements}
    >
      {({ companyId, canEdit }) => (
        <PeriodEditor
          args={{
            companyId,
            agreementId: Number(params.agreementId),
            periodId: Number(params.periodId),
          }}
          canEdit={canEdit}
        />
      )}
    </AuthorityPage>
  );
}

function PeriodEditor({
  args,
  canEdit,
}: {
  args: { companyId: number; agreementId: number; periodId: number };
  canEdit: boolean;
}) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const agreement = useGetAgreementQuery({ companyId: args.companyId, id: args.agreementId });
  const period = useGetPeriodQuery(args);
  if (agreement.isLoading || period.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading period" />
      </Center>
    );
  }
  const failed = agreement.isError ? agreement : period;
  if (failed.isError || !agreement.data || !period.data) {
    return (
      <ErrorPanel
        error={failed.error}
        itemName="binding agreement period"
        onRetry={() => void failed.refetch()}
      />
    );
  }
  const p = period.data;
  // §4: a locked version (or one a risk uses) is changed only through a new copied draft.
  const locked = p.status === 'locked' || p.inUse;
  const editable = canEdit && !locked;
  const tab = tabs.find((t) => t.value === search.get('tab'))?.value ?? 'underwriters';

  return (
    <DirtyFormsProvider>
      <Anchor
        component={Link}
        to={authorityPaths.bindingAgreement(args.agreementId)}
        size="sm"
        mb="md"
        display="inline-block"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} /> {agreement.data.name}
        </Group>
      </Anchor>
      <ReadOnlyNotice canEdit={canEdit} locked={locked} />
      <PeriodHeader
        key={`${p.id}-${p.visibility}`}
        args={args}
        period={p}
        canEdit={canEdit}
        editable={editable}
        onDeleted={() => void navigate(authorityPaths.bindingAgreement(args.agreementId))}
      />
      <Tabs
        value={tab}
        onChange={(v) => setSearch(v && v !== 'underwriters' ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="underwriters">
          <AuthorisedUnderwritersTab
            period={args}
            underwriters={p.authorisedUnderwriters}
            editable={editable}
          />
        </Tabs.Panel>
        <Tabs.Panel value="sections">
          <SectionsTab
            period={args}
            sections={p.sections}
            currency={agreement.data.currencyType}
            editable={editable}
          />
        </Tabs.Panel>
        <Tabs.Panel value="quota-shares">
          <QuotaSharesTab period={args} sections={p.sections} editable={editable} />
        </Tabs.Panel>
        <Tabs.Panel value="groups">
          <SectionGroupsTab
            period={args}
            groups={p.sectionGroups}
            sections={p.sections}
            editable={editable}
          />
        </Tabs.Panel>
        <Tabs.Panel value="risk-codes">
          <SectionRiskCodesTab period={args} sections={p.sections} editable={editable} />
        </Tabs.Panel>
      </Tabs>
    </DirtyFormsProvider>
  );
}
