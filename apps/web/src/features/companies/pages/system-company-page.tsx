import { Badge, Group, Tabs, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CompanyType, companyTypeLabels, isSystemUser } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useAppDispatch } from '../../../app/hooks.ts';
import { setSupporting } from '../../../app/session-slice.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useGetCompanyQuery } from '../api/companies-api.ts';
import { useGetSupportQuery } from '../api/support-api.ts';
import { CompanyDetailsTab } from '../components/company-details-tab.tsx';
import { CompanyStatusButton } from '../components/company-status-button.tsx';
import { CompanyUsersTab } from '../components/company-users-tab.tsx';
import { InvitationsTab } from '../components/invitations-tab.tsx';
import { RolesTab } from '../components/roles-tab.tsx';
import { SupportControls } from '../components/support-controls.tsx';
import { SupportVisitsTab } from '../components/support-visits-tab.tsx';

const tabs = [
  { value: 'users', label: 'Users' },
  { value: 'roles', label: 'Roles & Permissions' },
  { value: 'details', label: 'Company Details' },
  { value: 'invitations', label: 'Invitations' },
  { value: 'support', label: 'Support history' },
] as const;

/** One company as the operator sees it (decision 136): its users and roles, status and support mode. */
export function SystemCompanyPage() {
  const { user } = useAuth();
  const id = Number(useParams().companyId);
  const system = user != null && isSystemUser(user);
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const company = useGetCompanyQuery(id, { skip: !system || !id });
  const supportable = company.data != null && company.data.refCompanyTypeId !== CompanyType.System;
  const support = useGetSupportQuery(id, { skip: !supportable });
  const open = support.data?.data ?? null;

  // The header takes the support style while the visit is open (§2).
  useEffect(() => {
    dispatch(
      setSupporting(
        open && company.data
          ? { companyId: id, name: company.data.name, acting: open.acting }
          : null,
      ),
    );
  }, [dispatch, open, company.data, id]);
  useEffect(() => () => void dispatch(setSupporting(null)), [dispatch]);

  if (!system) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  if (company.isLoading) return <FullPageLoader />;
  if (company.isError || !company.data)
    return (
      <ErrorPanel error={company.error} itemName="company" onRetry={() => void company.refetch()} />
    );
  const c = company.data;
  const readOnly = supportable && !open?.acting;
  const active = tabs.find((t) => t.value === params.get('tab'))?.value ?? 'users';
  return (
    <PageContainer
      title={c.name}
      description={`${companyTypeLabels[c.refCompanyTypeId]}${c.createdByCompany ? ` · created by ${c.createdByCompany.name}` : ''}${c.handle ? ` · ${c.handle}` : ''}`}
      size="xl"
      actions={
        supportable ? (
          <Group gap="xs">
            <CompanyStatusButton company={c} />
            {!open && <SupportControls companyId={id} support={null} />}
          </Group>
        ) : undefined
      }
    >
      <Group gap="xs" mb="md">
        <Badge color={c.isActive ? 'green' : 'gray'} variant="light">
          {c.isActive ? 'Active' : 'Inactive'}
        </Badge>
        <Badge color={c.hasAdmin ? 'blue' : 'orange'} variant="light">
          {c.hasAdmin ? 'Has an administrator' : 'No administrator yet'}
        </Badge>
      </Group>
      {open && <SupportControls companyId={id} support={open} />}
      {readOnly && !open && (
        <Text size="sm" c="dimmed" mb="md">
          You are viewing this company read-only. Open it in support mode and choose to act to
          change anything.
        </Text>
      )}
      <Tabs
        value={active}
        onChange={(v) => setParams(v && v !== 'users' ? { tab: v } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Read-only support: every control of the company's tabs is disabled (the API refuses writes too). */}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <Tabs.Panel value="users">
            <CompanyUsersTab companyId={id} currentUserId={user.id} />
          </Tabs.Panel>
          <Tabs.Panel value="roles">
            <RolesTab companyId={id} />
          </Tabs.Panel>
          <Tabs.Panel value="details">
            <CompanyDetailsTab company={c} canEdit={!readOnly} />
          </Tabs.Panel>
          <Tabs.Panel value="invitations">
            <InvitationsTab companyId={id} />
          </Tabs.Panel>
        </fieldset>
        <Tabs.Panel value="support">
          <SupportVisitsTab companyId={id} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
