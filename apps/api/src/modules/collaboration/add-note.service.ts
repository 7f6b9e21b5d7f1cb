import type { RiskActivityDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  findActivities,
  recordActivity,
  riskPackageFor,
  UNDERWRITER_ONLY,
} from '../risks/index.ts';
import { presentActivity } from './collaboration.presenter.ts';

/** §2 Notes: the underwriting company's own notes on a risk (403 for anyone else); never shown to brokers. */
export async function postNote(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
  body: string,
): Promise<RiskActivityDto> {
  return inTransaction(ctx, async (tx) => {
    const { pkg, viewerRole } = await riskPackageFor(tx, scope, riskPackageId, { forUpdate: true });
    if (viewerRole !== 'underwriter')
      throw new AppError('FORBIDDEN', { message: UNDERWRITER_ONLY });
    const id = await recordActivity(tx, {
      riskPackageId: pkg.id,
      kind: 'note',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: false,
      body,
    });
    const [entry] = await findActivities(tx, { id, limit: 1 });
    return presentActivity(entry!);
  });
}
