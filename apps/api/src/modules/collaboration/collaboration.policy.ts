import type { RiskViewerRole } from '@turbine/domain';
import { AppError } from '../../platform/errors.ts';
import { assertCanChange, type RiskPackageRow } from '../risks/index.ts';

/** §4: while the client edits the proposal the risk is read-only to the broker. */
export function assertBrokerMayEdit(pkg: RiskPackageRow, role: RiskViewerRole): void {
  assertCanChange(role);
  if (role === 'broker' && pkg.clientAccess) throw new AppError('CLIENT_EDITING');
}
