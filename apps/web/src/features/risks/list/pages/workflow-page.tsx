import { Messages } from '@turbine/domain';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { PageContainer } from '../../../../components/page-container.tsx';
import { WorkflowPanel } from '../components/workflow-panel.tsx';
import { useRisksAccess } from '../hooks/use-risks-access.ts';

/** §2 Workflow Configuration: underwriting companies with ManageCompanyStatuses. */
export function WorkflowPage() {
  const access = useRisksAccess();
  if (access.companyId === null || !access.canManageStatuses) {
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  }
  return (
    <PageContainer
      title="Workflow Configuration"
      description="Your team's underwriting statuses: the steps a risk moves through while you work on it, shown on the risks list."
    >
      <WorkflowPanel companyId={access.companyId} />
    </PageContainer>
  );
}
