import { todayInZone, type RiskTransactionDto } from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import type { AppContext } from '../../../platform/context.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { nowSeconds, viewerFor } from '../lifecycle/action-run.ts';
import { visibleRuleMessages } from '../risk-transaction.presenter.ts';
import { assertCanChange, riskPackageFor } from '../risk-scope.ts';
import { loadPackage, riskIn } from '../risk-snapshot.ts';
import { rateTransaction } from '../rules/risk-rating.ts';

/** The rating preview of POST .../rate: what the viewer may see of the engine's answer, nothing stored. */
export interface RatePreviewDto {
  decision: 'quote' | 'refer' | 'decline';
  premium: RatingResult['premium'];
  quoteLines: RiskTransactionDto['quoteLines'];
  ruleMessages: RiskTransactionDto['ruleMessages'];
  missingRequired: string[];
}

/** POST .../risks/{riskId}/rate: rates the saved (or given) answers on the pinned version; changes nothing. */
export async function previewRating(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ids: { riskPackageId: number; riskId: number },
  body: { proposal?: Record<string, unknown> },
): Promise<RatePreviewDto> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, ids.riskPackageId);
  assertCanChange(viewerRole);
  const r = riskIn(await loadPackage(ctx.db, pkg), ids.riskId);
  const rating = await rateTransaction(
    ctx.db,
    r,
    r.current,
    todayInZone(nowSeconds(), pkg.timeZone),
    body.proposal ? { proposal: body.proposal } : {},
  );
  const viewer = viewerFor(actor, scope, viewerRole);
  return {
    decision: rating.decision,
    premium: rating.premium,
    quoteLines: rating.properties
      .filter((p) => p.showOnQuoteSummary || p.showOnPremiumSummary)
      .map((p) => ({
        name: p.name,
        title: p.title,
        dataType: p.dataType,
        value: p.value === null || typeof p.value !== 'object' ? p.value : JSON.stringify(p.value),
        overridden: p.overridden,
        showOnPremiumSummary: p.showOnPremiumSummary,
        showOnQuoteSummary: p.showOnQuoteSummary,
      })),
    ruleMessages: visibleRuleMessages(rating, r.version, viewer),
    missingRequired: [...rating.missingRequired],
  };
}
