import { Messages } from '@turbine/domain';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { RisksView } from '../components/risks-view.tsx';
import { useRisksAccess } from '../hooks/use-risks-access.ts';

/** §2 "Risks (list view and column view)" for broker, underwriter and insurer companies. */
export function RisksPage() {
  const access = useRisksAccess();
  if (access.companyId === null || access.companyType === null || !access.canView) {
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  }
  return (
    <RisksView
      companyId={access.companyId}
      companyType={access.companyType}
      canCreate={access.canCreate}
    />
  );
}
