import { ProductRole, type RiskActionBody } from '@turbine/domain';
import { AppError } from '../../../platform/errors.ts';
import { recordEvent } from '../../../platform/events/events.ts';
import { afsAuthorisationProblem } from '../../companies/index.ts';
import type { ActionRun } from '../lifecycle/action-run.ts';
import type { LoadedPackage, LoadedRisk } from '../risk-snapshot.ts';
import { todayOf } from './rate-submission.ts';

/**
 * The AFS check at bind (issue 21, decision 219), once per package (on its main risk): the brokerage's
 * authorisation must be current on the bind day in the package's zone. The underwriter may bind anyway
 * with a reason, which is audited on the transaction; a broker never can.
 */
export async function checkAfsAuthorisation(
  run: ActionRun,
  loaded: LoadedPackage,
  r: LoadedRisk,
  body: RiskActionBody,
): Promise<void> {
  if (r.risk.productRole !== ProductRole.Main) return;
  const problem = await afsAuthorisationProblem(
    run.tx,
    loaded.pkg.brokerCompanyId,
    todayOf(run, loaded),
  );
  if (problem === null) return;
  const reason = body.afsOverrideReason ?? null;
  if (run.viewer.role !== 'underwriter' || reason === null)
    throw new AppError('AFS_NOT_CURRENT', {
      message:
        run.viewer.role === 'underwriter'
          ? `${problem} Give a reason to bind anyway.`
          : `${problem} You cannot bind until it is current; the underwriter may bind with a reason.`,
      ...(run.viewer.role === 'underwriter'
        ? {
            errors: {
              afsOverrideReason: [
                'Give the reason for binding without a current AFS authorisation.',
              ],
            },
          }
        : {}),
    });
  await recordEvent(run.tx, {
    entityType: 'riskTransaction',
    entityId: r.current.id,
    action: 'afs_override',
    actorUserId: run.user.user.id,
    companyId: run.scope.id,
    after: { problem, reason, riskPackageId: loaded.pkg.id },
  });
}
