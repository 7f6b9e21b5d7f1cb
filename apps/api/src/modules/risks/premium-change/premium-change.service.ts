import Decimal from 'decimal.js';
import {
  todayInZone,
  type PremiumChangeDto,
  type PremiumChangeSideDto,
  type PremiumChangeStepDto,
  type TransactionType as TransactionTypeId,
} from '@turbine/domain';
import {
  explainPremiumChange,
  RatingError,
  type PremiumChangeExplanation,
  type RatingCase,
  type RatingResult,
} from '@turbine/rating';
import type { AppContext } from '../../../platform/context.ts';
import type { Executor } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { loadVersionParts, ratingCaseOf } from '../../products/index.ts';
import { nowSeconds, viewerFor } from '../lifecycle/action-run.ts';
import { restricted, visibleRuleMessages } from '../risk-transaction.presenter.ts';
import { riskPackageFor, UNDERWRITER_ONLY } from '../risk-scope.ts';
import { loadPackage, riskIn, type LoadedRisk } from '../risk-snapshot.ts';
import type { RiskViewer } from '../risk-snapshot.ts';
import type { TransactionRow, VersionRow } from '../risks.repository.ts';
import { versionById } from '../catalogue.repository.ts';
import { engineType } from '../rules/risk-rating.ts';
import {
  breakdownLines,
  brokerSteps,
  extraStep,
  presentStep,
  type StepTitles,
} from './premium-change.presenter.ts';

type Ids = { riskPackageId: number; riskId: number };

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', { errors: { [field]: [message] } });

/** The engine's case of a stored transaction on a version: its answers, dates, overrides and commission. */
async function caseOfTransaction(
  db: Executor,
  version: VersionRow,
  t: TransactionRow,
  today: string,
): Promise<RatingCase> {
  const overrides = t.overrides as Record<string, string>;
  return ratingCaseOf(
    version,
    await loadVersionParts(db, version.id),
    t.proposal as Record<string, unknown>,
    {
      transactionType: engineType[t.type as TransactionTypeId],
      inceptionDate: t.inceptionDate,
      expiryDate: t.expiryDate,
      effectiveDate: t.effectiveDate,
      today,
      ...(Object.keys(overrides).length ? { overrides } : {}),
      ...(t.brokerCommissionPercent !== null
        ? { brokerCommissionPercent: new Decimal(t.brokerCommissionPercent).toString() }
        : {}),
    },
    today,
  );
}

/** The day a transaction was rated, in the risk's zone: TODAY() as it was then. */
const ratedDay = (t: TransactionRow, timeZone: string) =>
  todayInZone(Math.floor((t.ratedAt ?? t.updatedAt).getTime() / 1000), timeZone);

function explain(from: RatingCase, to: RatingCase): PremiumChangeExplanation {
  try {
    return explainPremiumChange(from, to);
  } catch (error) {
    if (error instanceof RatingError) throw invalid('rating', error.message);
    throw error;
  }
}

function titlesOf(versions: VersionRow[], cases: RatingCase[]): StepTitles {
  return {
    field: (name) => {
      for (const v of versions) {
        const props = (
          v.formSchema as {
            properties?: Record<string, { title?: unknown; 'x-turbine'?: { label?: unknown } }>;
          }
        ).properties;
        // The designer writes a field's label under x-turbine (decision 022); a plain JSON Schema title otherwise.
        const label = props?.[name]?.['x-turbine']?.label;
        if (typeof label === 'string' && label) return label;
        const title = props?.[name]?.title;
        if (typeof title === 'string' && title) return title;
      }
      return undefined;
    },
    formula: (name) =>
      cases.flatMap((c) => c.version.propertyFormulas).find((p) => p.name === name)?.title,
  };
}

function side(
  label: string,
  t: TransactionRow | null,
  v: VersionRow,
  rating: RatingResult,
  total: string,
  viewer: RiskViewer,
): PremiumChangeSideDto {
  return {
    label,
    transactionId: t?.id ?? null,
    versionId: v.id,
    versionNumber: v.versionNumber,
    effectiveDate: t?.effectiveDate ?? '',
    total,
    decision: rating.decision,
    lines: breakdownLines(rating.premium),
    ruleMessages: visibleRuleMessages(rating, v, viewer),
  };
}

/** Running totals from the first figure, so a broker's merged step and the rest read in sequence. */
function withRunningTotals(start: string, steps: PremiumChangeStepDto[]): PremiumChangeStepDto[] {
  let running = new Decimal(start);
  return steps.map((s) => {
    running = running.plus(s.amount);
    return { ...s, totalAfter: s.unrated ? null : running.toFixed(2) };
  });
}

/** For a broker: a rule by its message when the version shows it to them, else null (hidden). */
function ruleVisibility(viewer: RiskViewer, pairs: { v: VersionRow; rating: RatingResult }[]) {
  return (name: string): string | null => {
    if (!restricted(viewer)) return name;
    for (const { v, rating } of pairs) {
      const shown = visibleRuleMessages(rating, v, viewer).find((m) => m.name === name);
      if (shown) return shown.message;
    }
    return null;
  };
}

/** A transaction of this risk, or of the same product's risk in the package this one renews. */
async function candidateTransactions(
  ctx: AppContext,
  scope: CompanyScope,
  pkg: { renewalOfId: number | null },
  r: LoadedRisk,
): Promise<{ t: TransactionRow; r: LoadedRisk; label: string }[]> {
  const own = r.transactions.map((t) => ({ t, r, label: `Transaction ${t.sequence}` }));
  if (pkg.renewalOfId === null) return own;
  const previous = await riskPackageFor(ctx.db, scope, pkg.renewalOfId).catch(() => null);
  if (!previous) return own;
  const loaded = await loadPackage(ctx.db, previous.pkg);
  const expiring = loaded.risks.find((x) => x.risk.productId === r.risk.productId);
  return [
    ...(expiring?.transactions ?? []).map((t) => ({
      t,
      r: expiring!,
      label: `Expiring policy, transaction ${t.sequence}`,
    })),
    ...own,
  ];
}

/**
 * GET .../risks/{riskId}/premium-change?from=&to= (decision 215): why the written premium of `to` differs
 * from `from`'s — two rated transactions of the risk or of the policy it renews. The engine's waterfall
 * (re-rating each side from what it stored) is framed by the stored figures: a step when re-rating a side
 * today gives another total than it stored (the tax table or a company dataset changed since), and one for
 * the underwriter's discount or manual premium; so the steps add up to exactly the stored difference.
 */
export async function explainTransactionChange(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ids: Ids,
  q: { from: number; to: number },
): Promise<PremiumChangeDto> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, ids.riskPackageId);
  const viewer = viewerFor(actor, scope, viewerRole);
  const r = riskIn(await loadPackage(ctx.db, pkg), ids.riskId);
  const candidates = await candidateTransactions(ctx, scope, pkg, r);
  const pick = (field: 'from' | 'to') => {
    const found = candidates.find((c) => c.t.id === q[field]);
    if (!found) throw invalid(field, 'Choose a transaction of this policy.');
    if (found.t.rating === null || found.t.calculatedPremium === null)
      throw invalid(field, 'This transaction has not been rated.');
    return found;
  };
  const a = pick('from');
  const b = pick('to');
  const caseA = await caseOfTransaction(ctx.db, a.r.version, a.t, ratedDay(a.t, pkg.timeZone));
  const caseB = await caseOfTransaction(ctx.db, b.r.version, b.t, ratedDay(b.t, pkg.timeZone));
  const result = explain(caseA, caseB);
  const titles = titlesOf([b.r.version, a.r.version], [caseB, caseA]);
  const storedA = a.t.calculatedPremium!;
  const storedB = b.t.calculatedPremium!;
  const writtenA = a.t.totalPremium ?? storedA;
  const writtenB = b.t.totalPremium ?? storedB;
  const steps: PremiumChangeStepDto[] = [];
  const adjustmentA = new Decimal(writtenA).minus(storedA);
  if (!adjustmentA.isZero())
    steps.push(
      extraStep(
        'adjustment',
        'adjustmentFrom',
        `${a.label}: discount or manual premium removed`,
        writtenA,
        storedA,
        storedA,
      ),
    );
  if (result.from.premium.total !== storedA)
    steps.push(
      extraStep(
        'stored',
        'storedFrom',
        `${a.label} re-rated today (rates changed since)`,
        storedA,
        result.from.premium.total,
        result.from.premium.total,
      ),
    );
  steps.push(...result.steps.map((s) => presentStep(s, titles)));
  if (result.to.premium.total !== storedB)
    steps.push(
      extraStep(
        'stored',
        'storedTo',
        `${b.label} as stored when rated`,
        result.to.premium.total,
        storedB,
        storedB,
      ),
    );
  if (!new Decimal(writtenB).equals(storedB))
    steps.push(
      extraStep(
        'adjustment',
        'adjustmentTo',
        `${b.label}: discount or manual premium`,
        storedB,
        writtenB,
        writtenB,
      ),
    );
  const visibleRule = ruleVisibility(viewer, [
    { v: b.r.version, rating: result.to },
    { v: a.r.version, rating: result.from },
  ]);
  const shown = restricted(viewer) ? brokerSteps(steps, visibleRule) : steps;
  return {
    from: side(a.label, a.t, a.r.version, result.from, new Decimal(writtenA).toFixed(2), viewer),
    to: side(b.label, b.t, b.r.version, result.to, new Decimal(writtenB).toFixed(2), viewer),
    difference: new Decimal(writtenB).minus(writtenA).toFixed(2),
    steps: withRunningTotals(new Decimal(writtenA).toFixed(2), shown),
  };
}

/** The latest transaction of a risk that has a rating. */
function latestRated(r: LoadedRisk): TransactionRow | undefined {
  return [...r.transactions].reverse().find((t) => t.rating !== null);
}

/**
 * GET .../risks/{riskId}/premium-change/version?versionId= (decision 215): the risk's latest rated
 * transaction re-rated on its pinned version and on another version of the product (a draft), side by
 * side with the waterfall. The underwriting company only: a draft is its own work.
 */
export async function explainVersionChange(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  ids: Ids,
  q: { versionId: number },
): Promise<PremiumChangeDto> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, ids.riskPackageId);
  if (viewerRole !== 'underwriter') throw new AppError('FORBIDDEN', { message: UNDERWRITER_ONLY });
  const r = riskIn(await loadPackage(ctx.db, pkg), ids.riskId);
  const other = await versionById(ctx.db, q.versionId);
  if (!other || other.companyId !== scope.id || other.productId !== r.risk.productId)
    throw invalid('versionId', 'Choose a version of this product.');
  const t = latestRated(r);
  if (!t) throw invalid('versionId', 'This risk has not been rated yet.');
  const today = todayInZone(nowSeconds(), pkg.timeZone);
  const caseA = await caseOfTransaction(ctx.db, r.version, t, today);
  const caseB = await caseOfTransaction(ctx.db, other, t, today);
  const result = explain(caseA, caseB);
  const viewer = viewerFor(actor, scope, viewerRole);
  const titles = titlesOf([other, r.version], [caseB, caseA]);
  const label = (v: VersionRow) => `Version ${v.versionNumber} (${v.status})`;
  return {
    from: side(label(r.version), t, r.version, result.from, result.from.premium.total, viewer),
    to: side(label(other), t, other, result.to, result.to.premium.total, viewer),
    difference: result.difference,
    steps: withRunningTotals(
      result.from.premium.total,
      result.steps.map((s) => presentStep(s, titles)),
    ),
  };
}
