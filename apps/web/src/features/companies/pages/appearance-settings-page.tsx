import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { hasCompanyPermission, Permission } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';
import { useHeaderLinks } from '../../../app/header/use-header-links.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useGetCompanyQuery } from '../api/companies-api.ts';
import { AppearanceForm } from '../components/appearance-form.tsx';
import { NoCompany } from '../components/no-company.tsx';

/**
 * §2 Appearance Settings of the represented company: ManageCompanyDetails, as the API's
 * PUT /companies/{id} and /appearance/{kind} demand (decision 230).
 */
export function AppearanceSettingsPage() {
  const { user } = useAuth();
  const { currentCompanyId } = useCompany();
  const links = useHeaderLinks();
  const allowed =
    user != null &&
    currentCompanyId != null &&
    hasCompanyPermission(user, currentCompanyId, Permission.ManageCompanyDetails);
  const company = useGetCompanyQuery(currentCompanyId ?? 0, { skip: !allowed });

  if (!user) return null;
  if (currentCompanyId == null) return <NoCompany />;
  if (!allowed) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  if (company.isLoading) return <FullPageLoader />;
  if (company.isError || !company.data) {
    return (
      <ErrorPanel error={company.error} itemName="company" onRetry={() => void company.refetch()} />
    );
  }
  return (
    <PageContainer
      title="Appearance Settings"
      description={`How the header of ${company.data.name} looks: logo, header image and text colour.`}
      actions={
        <Button component={Link} to="/company/manage" variant="default">
          Manage company
        </Button>
      }
    >
      <AppearanceForm key={company.data.id} company={company.data} links={links} />
    </PageContainer>
  );
}
