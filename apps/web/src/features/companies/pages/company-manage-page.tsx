import { Button, Group, Tabs } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CompanyType, hasCompanyPermission, Permission } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useGetCompanyQuery } from '../api/companies-api.ts';
import { CompanyDetailsTab } from '../components/company-details-tab.tsx';
import { CompanySecuritySettings } from '../components/company-security-settings.tsx';
import { CompanyIntegrationsTab } from '../components/company-integrations-tab.tsx';
import { CompanyUsersTab } from '../components/company-users-tab.tsx';
import { InvitationsTab } from '../components/invitations-tab.tsx';
import { RolesTab } from '../components/roles-tab.tsx';
import { SupportVisitsTab } from '../components/support-visits-tab.tsx';
import { NoCompany } from '../components/no-company.tsx';
import { CompanyDocumentsTab, DocumentTemplatesTab } from '../../documents/index.ts';
import { CompanyEventsTab, EmailTemplatesTab } from '../../automation/index.ts';

const tabs = [
  { value: 'details', label: 'Company Details', permission: null },
  { value: 'users', label: 'Company Users', permission: Permission.ManageCompanyUsers },
  {
    value: 'roles',
    label: 'Roles & Permissions',
    permission: Permission.ManageRolesAndPermissions,
  },
  { value: 'invitations', label: 'Invitations', permission: Permission.ManageInvitations },
  { value: 'documents', label: 'Company Documents', permission: null },
  // §2 Company Integrations: the Microsoft organisation (decision 144).
  {
    value: 'integrations',
    label: 'Company Integrations',
    permission: Permission.ManageCompanyDetails,
  },
  // Underwriting companies' document templates (decision 147).
  { value: 'templates', label: 'Document Templates', permission: Permission.ManageDocuments },
  // Underwriting companies' automation (issue 13): email templates and company events.
  { value: 'email-templates', label: 'Email Templates', permission: Permission.ManageDocuments },
  { value: 'events', label: 'Company Events', permission: Permission.ManageCompanyEvents },
  // Who of the platform's support team opened the company, when, and what they changed (decision 136).
  { value: 'support', label: 'Support history', permission: Permission.ManageCompanyDetails },
] as const;

/** Tabs of the underwriting companies only (their templates and automation work on their risks). */
const underwriterOnly = new Set<string>(['templates', 'email-templates', 'events']);

/** Manage company (§2): details, users, roles & permissions and invitations, each by permission (§6). */
export function CompanyManagePage() {
  const { user } = useAuth();
  const { currentCompanyId } = useCompany();
  const [params, setParams] = useSearchParams();
  const company = useGetCompanyQuery(currentCompanyId ?? 0, { skip: currentCompanyId == null });

  if (!user) return null;
  if (currentCompanyId == null) return <NoCompany />;
  if (company.isLoading) return <FullPageLoader />;
  if (company.isError || !company.data) {
    return (
      <ErrorPanel error={company.error} itemName="company" onRetry={() => void company.refetch()} />
    );
  }

  const id = company.data.id;
  const visible = tabs.filter(
    (t) =>
      (t.permission === null || hasCompanyPermission(user, id, t.permission)) &&
      (!underwriterOnly.has(t.value) || company.data.refCompanyTypeId === CompanyType.Underwriter),
  );
  const requested = params.get('tab');
  const active = visible.find((t) => t.value === requested)?.value ?? 'details';
  const canEdit = hasCompanyPermission(user, id, Permission.ManageCompanyDetails);

  return (
    <PageContainer
      title={company.data.name}
      description="Manage the company, its users, roles, invitations and documents."
      size="xl"
      actions={
        // Company settings pages of the risks capability (decision 091).
        <Group gap="xs">
          {company.data.refCompanyTypeId === CompanyType.Underwriter &&
            hasCompanyPermission(user, id, Permission.ManageCompanyStatuses) && (
              <Button component={Link} to="/company/workflow" variant="default">
                Workflow Configuration
              </Button>
            )}
          {company.data.refCompanyTypeId === CompanyType.Underwriter &&
            hasCompanyPermission(user, id, Permission.ManageRisks) &&
            hasCompanyPermission(user, id, Permission.ManageBindingAgreements) && (
              <Button component={Link} to={`/companies/${id}/import-policy-data`} variant="default">
                Import Policy Data
              </Button>
            )}
          {hasCompanyPermission(user, id, Permission.ManageCompanyTags) && (
            <Button component={Link} to="/company/tags" variant="default">
              Company Tags
            </Button>
          )}
          {hasCompanyPermission(user, id, Permission.ManageCompanyDetails) && (
            <Button component={Link} to="/company/webhooks" variant="default">
              Webhooks
            </Button>
          )}
          {hasCompanyPermission(user, id, Permission.ExecuteCompanyReports) && (
            <Button component={Link} to={`/companies/${id}/reports`} variant="default">
              Company Reports
            </Button>
          )}
        </Group>
      }
    >
      <Tabs
        value={active}
        onChange={(v) => setParams(v && v !== 'details' ? { tab: v } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {visible.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details">
          <CompanyDetailsTab company={company.data} canEdit={canEdit} />
          <CompanySecuritySettings company={company.data} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <CompanyUsersTab companyId={id} currentUserId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <RolesTab companyId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <InvitationsTab companyId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <CompanyDocumentsTab companyId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="integrations">
          <CompanyIntegrationsTab companyId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <DocumentTemplatesTab companyId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="email-templates">
          <EmailTemplatesTab companyId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="events">
          <CompanyEventsTab companyId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="support">
          <SupportVisitsTab companyId={id} />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
