import type { RiskPackageDto } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import { viewerFor } from '../lifecycle/action-run.ts';
import { presentRiskPackage } from '../risk-presenter.ts';
import { riskPackageFor } from '../risk-scope.ts';
import { viewedSince } from '../risks.repository.ts';

const VIEW_THROTTLE_MS = 10 * 60 * 1000;

/** A package as the acting company sees it; records a 'view' at most once per user and package per 10 minutes. */
export async function getRiskPackage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<RiskPackageDto> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  if (
    !(await viewedSince(ctx.db, pkg.id, actor.user.id, new Date(Date.now() - VIEW_THROTTLE_MS)))
  ) {
    await recordActivity(ctx.db, {
      riskPackageId: pkg.id,
      kind: 'view',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      visibleToBroker: viewerRole !== 'underwriter',
    });
  }
  return presentRiskPackage(ctx.db, pkg, viewerFor(actor, scope, viewerRole));
}
