import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { Messages } from '@turbine/domain';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { RiskView } from '../components/risk-view.tsx';
import { useRiskAccess } from '../hooks/use-risk-access.ts';

/** `/risks/:riskPackageId` — §2 Risk. */
export function RiskPage() {
  const { riskPackageId } = useParams();
  const { companyId, canView, canManage, canManageTags } = useRiskAccess();
  const id = Number(riskPackageId);
  if (companyId === null || !canView)
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  if (!Number.isInteger(id) || id <= 0) return <ErrorPanel kind="notFound" itemName="risk" />;
  return (
    <Container size="xl" py="xl">
      <RiskView
        key={id}
        companyId={companyId}
        riskPackageId={id}
        canManage={canManage}
        canManageTags={canManageTags}
      />
    </Container>
  );
}
