import { Divider } from '@mantine/core';
import { hasCompanyPermission, Messages, Permission } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PartnerCompanies } from '../components/partner-companies.tsx';
import { TagsTable } from '../components/tags-table.tsx';

/** §2 Company Tags (ManageCompanyTags 18, decision 171): the tags, and the companies carrying them. */
export function CompanyTagsPage() {
  const { user } = useAuth();
  const { currentCompanyId } = useCompany();
  if (
    !user ||
    currentCompanyId == null ||
    !hasCompanyPermission(user, currentCompanyId, Permission.ManageCompanyTags)
  ) {
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  }
  return (
    <PageContainer
      title="Company Tags"
      description="Your company's tags for risks and for the companies you work with."
    >
      <TagsTable companyId={currentCompanyId} />
      <Divider my="xl" />
      <PartnerCompanies companyId={currentCompanyId} />
    </PageContainer>
  );
}
