import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CompanyScope } from '../../../platform/http/guard.ts';
import { riskPackageFor } from '../risk-scope.ts';
import {
  authorisedUnderwriters,
  mainRiskPeriodOf,
} from '../rules/underwriter-authority.repository.ts';

/**
 * GET .../risks/{riskPackageId}/underwriters: who the underwriting company may refer the package to or ask
 * for approval (the web's pickers), i.e. the authorised underwriters of the main risk's period with their
 * level. Brokers and insurers get 404: authority levels are the underwriting company's own business.
 */
export async function listPackageUnderwriters(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
): Promise<{ userId: number; name: string; level: number }[]> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  if (viewerRole !== 'underwriter') throw new AppError('NOT_FOUND');
  const periodId = await mainRiskPeriodOf(ctx.db, pkg.id);
  return periodId === null ? [] : authorisedUnderwriters(ctx.db, periodId);
}
