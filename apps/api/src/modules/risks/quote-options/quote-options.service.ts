import {
  QuoteOptionMessages,
  TransactionStatus,
  type QuoteOptionDto,
  type QuoteOptionsBody,
  type QuoteOptionsDto,
} from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';
import type { AppContext } from '../../../platform/context.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { quoteOptionFields } from '../../products/index.ts';
import { recordActivity } from '../activities.repository.ts';
import { lockedPackage, viewerFor, type ActionRun } from '../lifecycle/action-run.ts';
import type { RiskIds } from '../lifecycle/run-action.ts';
import { visibleRuleMessages } from '../risk-transaction.presenter.ts';
import { riskPackageFor } from '../risk-scope.ts';
import { loadPackage, riskIn, type LoadedRisk, type RiskViewer } from '../risk-snapshot.ts';
import { todayOf } from '../use-cases/rate-submission.ts';
import {
  optionsOfTransaction,
  replaceOptions,
  type QuoteOptionRow,
} from './quote-options.repository.ts';
import { assertOptionable, rateOption, sameProposal } from './rate-option.ts';

/** An option as the viewer sees it; an open option of a quote that moved on reads as lapsed. */
function presentOption(r: LoadedRisk, o: QuoteOptionRow, viewer: RiskViewer): QuoteOptionDto {
  const rating = o.rating as RatingResult;
  const ruleMessages = visibleRuleMessages(rating, r.version, viewer);
  const all = (o.reasons as string[]) ?? [];
  const ruleTexts = new Set(rating.rules.map((x) => x.message));
  // A broker reads the reasons the product shows it: visible rule messages, and the section's limits
  // only where referral messages are shown.
  const reasons =
    viewer.role === 'underwriter'
      ? all
      : all.filter((m) =>
          ruleTexts.has(m)
            ? ruleMessages.some((x) => x.message === m)
            : r.version.showReferralMessages,
        );
  const live =
    o.riskTransactionId === r.current.id &&
    r.current.status === TransactionStatus.Quoted &&
    sameProposal(o.baseProposal, r.current.proposal);
  return {
    id: o.id,
    position: o.position,
    values: o.values as Record<string, unknown>,
    decision: o.decision as QuoteOptionDto['decision'],
    reasons,
    ruleMessages,
    premium: rating.premium,
    grossPremium: o.grossPremium,
    totalPremium: o.totalPremium,
    status: o.status === 'open' && !live ? 'lapsed' : (o.status as QuoteOptionDto['status']),
  };
}

/** The varying fields of the risk's form and the options of its current transaction. */
async function presentOptions(
  db: ActionRun['tx'] | AppContext['db'],
  r: LoadedRisk,
  viewer: RiskViewer,
): Promise<QuoteOptionsDto> {
  const rows = await optionsOfTransaction(db, r.current.id);
  return {
    transactionId: r.current.id,
    fields: quoteOptionFields(r.version.formSchema as Record<string, unknown>),
    options: rows.map((o) => presentOption(r, o, viewer)),
  };
}

/** GET .../risks/{riskId}/quote-options. */
export async function listQuoteOptions(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ids: RiskIds,
): Promise<QuoteOptionsDto> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, ids.riskPackageId);
  const r = riskIn(await loadPackage(ctx.db, pkg), ids.riskId);
  return presentOptions(ctx.db, r, viewerFor(actor, scope, viewerRole));
}

/** Each option names only fields the form lets vary, changes at least one, and is not a repeat. */
function assertValues(r: LoadedRisk, body: QuoteOptionsBody): void {
  const allowed = new Set(
    quoteOptionFields(r.version.formSchema as Record<string, unknown>).map((f) => f.name),
  );
  const errors: Record<string, string[]> = {};
  const seen: string[] = [];
  body.options.forEach((o, i) => {
    for (const field of Object.keys(o.values))
      if (!allowed.has(field))
        errors[`options.${i}.values.${field}`] = [QuoteOptionMessages.mayNotVary];
    if (Object.keys(o.values).length === 0)
      errors[`options.${i}.values`] = [QuoteOptionMessages.noValues];
    const key = JSON.stringify(Object.entries(o.values).sort(([a], [b]) => (a < b ? -1 : 1)));
    if (seen.includes(key)) errors[`options.${i}`] = [QuoteOptionMessages.duplicate];
    seen.push(key);
  });
  if (Object.keys(errors).length) throw new AppError('VALIDATION', { errors });
}

/**
 * POST .../risks/{riskId}/quote-options (decision 218): on a quoted transaction of new business or a
 * renewal, each option is rated on the pinned version and decided as a submission would be; the set
 * replaces the transaction's earlier options. Nothing of the quote itself changes. A form error of an
 * option comes back under `options.{i}.values.{field}`.
 */
export async function requestQuoteOptions(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ids: RiskIds,
  body: QuoteOptionsBody,
): Promise<QuoteOptionsDto> {
  return inTransaction(ctx, async (tx) => {
    const { run, loaded } = await lockedPackage(tx, actor, scope, ids.riskPackageId);
    const r = riskIn(loaded, ids.riskId);
    assertOptionable(r);
    assertValues(r, body);
    const earlier = await optionsOfTransaction(tx, r.current.id);
    if (earlier.some((o) => o.status === 'bound' || o.status === 'chosen'))
      throw new AppError('QUOTE_OPTION_CHOSEN');
    const today = todayOf(run, loaded);
    const rows = [];
    for (const [i, o] of body.options.entries()) {
      const rated = await rateOption(tx, loaded, r, today, o.values).catch((error: unknown) => {
        if (error instanceof AppError && error.errors)
          throw new AppError(error.code, {
            errors: Object.fromEntries(
              Object.entries(error.errors).map(([k, v]) => [
                `options.${i}.values.${k.replace(/^proposal\./, '')}`,
                v,
              ]),
            ),
          });
        throw error;
      });
      rows.push({
        riskTransactionId: r.current.id,
        riskPackageId: loaded.pkg.id,
        position: i + 1,
        values: o.values,
        baseProposal: r.current.proposal,
        rating: rated.rating as unknown as Record<string, unknown>,
        decision: rated.decision,
        reasons: rated.reasons,
        grossPremium: rated.columns.grossPremium as string,
        totalPremium: rated.columns.totalPremium as string,
        createdByUserId: actor.user.id,
      });
    }
    await replaceOptions(tx, r.current.id, rows);
    await recordActivity(tx, {
      riskPackageId: loaded.pkg.id,
      riskId: r.risk.id,
      kind: 'status',
      actorUserId: actor.user.id,
      actorCompanyId: scope.id,
      body: `${rows.length} quote options rated.`,
      data: { action: 'quoteOptions', count: rows.length },
    });
    return presentOptions(tx, r, run.viewer);
  });
}
