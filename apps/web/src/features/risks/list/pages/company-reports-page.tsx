import { useParams } from 'react-router';
import { hasCompanyPermission, Messages, Permission } from '@turbine/domain';
import { useAuth } from '../../../../app/auth-context.tsx';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { PageContainer } from '../../../../components/page-container.tsx';
import { BoundPolicyReportPanel } from '../components/bound-policy-report-panel.tsx';

/** §2 Company Reports: the bound-policy report panel keyed by the route's company id (ExecuteCompanyReports). */
export function CompanyReportsPage() {
  const { user } = useAuth();
  const { companyId: param } = useParams();
  const companyId = /^\d{1,9}$/.test(param ?? '') ? Number(param) : null;
  if (companyId === null || companyId === 0)
    return <ErrorPanel kind="notFound" itemName="company" />;
  if (!user || !hasCompanyPermission(user, companyId, Permission.ExecuteCompanyReports)) {
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  }
  const company = user.roles.find((r) => r.companyId === companyId)?.company.name;
  return (
    <PageContainer
      title="Company Reports"
      description={company ? `Reports of ${company}.` : undefined}
    >
      <BoundPolicyReportPanel companyId={companyId} />
    </PageContainer>
  );
}
