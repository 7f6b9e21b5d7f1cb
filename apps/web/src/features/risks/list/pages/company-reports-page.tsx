import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Card, Loader, Stack, Text } from '@mantine/core';
import { CompanyType, hasCompanyPermission, Messages, Permission } from '@turbine/domain';
import { useAuth } from '../../../../app/auth-context.tsx';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { PageContainer } from '../../../../components/page-container.tsx';
import { ExtractorReportPanel } from '../../../insight/index.ts';
import { BoundPolicyReportPanel } from '../components/bound-policy-report-panel.tsx';

/** §2 Company Reports: the bound-policy report and extractor panels keyed by the route's company id (ExecuteCompanyReports). */
export function CompanyReportsPage() {
  const { user } = useAuth();
  const { companyId: param } = useParams();
  const companyId = /^\d{1,9}$/.test(param ?? '') ? Number(param) : null;
  if (companyId === null || companyId === 0)
    return <ErrorPanel kind="notFound" itemName="company" />;
  if (!user || !hasCompanyPermission(user, companyId, Permission.ExecuteCompanyReports)) {
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  }
  const role = user.roles.find((r) => r.companyId === companyId);
  const company = role?.company.name;
  const type = role?.company.refCompanyTypeId;
  // Premium and claims bordereaux (decisions 151, 227) are the agency's and the managing insurer's.
  const bordereaux = type === CompanyType.Underwriter || type === CompanyType.Insurer;
  return (
    <PageContainer
      title="Company Reports"
      description={company ? `Reports of ${company}.` : undefined}
    >
      <Stack>
        <BoundPolicyReportPanel companyId={companyId} />
        <Suspense fallback={<Loader aria-label="Loading the extractor report" />}>
          <ExtractorReportPanel companyId={companyId} />
        </Suspense>
        {bordereaux && (
          <Card withBorder>
            <Anchor component={Link} to="/company/bordereaux" fw={600}>
              Bordereaux
            </Anchor>
            <Text size="sm" c="dimmed">
              {type === CompanyType.Underwriter
                ? 'Review and submit each binding agreement’s monthly premium and claims bordereaux to its managing insurer.'
                : 'Download the premium and claims bordereaux your coverholders submitted for the agreements you manage.'}
            </Text>
          </Card>
        )}
      </Stack>
    </PageContainer>
  );
}
