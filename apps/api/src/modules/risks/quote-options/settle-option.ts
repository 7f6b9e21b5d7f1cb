import type { RiskActionBody } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { recordActivity } from '../activities.repository.ts';
import { applyEffects } from '../lifecycle/apply-effects.ts';
import type { ActionRun } from '../lifecycle/action-run.ts';
import {
  runLifecycleAction,
  type ActionAnswer,
  type LifecycleStep,
  type RiskIds,
} from '../lifecycle/run-action.ts';
import { riskIn, withRows, type LoadedPackage, type LoadedRisk } from '../risk-snapshot.ts';
import { updateTransaction } from '../risks.repository.ts';
import { bindStep } from '../use-cases/bind-risk.ts';
import { attachRuleEndorsements, todayOf } from '../use-cases/rate-submission.ts';
import { optionOfPackage, settleOptions, type QuoteOptionRow } from './quote-options.repository.ts';
import { assertOptionLive, rateOption } from './rate-option.ts';

type OptionIds = RiskIds & { optionId: number };

/** The option the route names, live on the named risk's quote (404 when it is not this package's). */
async function liveOption(run: ActionRun, r: LoadedRisk, ids: OptionIds): Promise<QuoteOptionRow> {
  const option = await optionOfPackage(run.tx, ids.riskPackageId, ids.optionId);
  if (!option) throw new AppError('NOT_FOUND');
  assertOptionLive(r, option);
  return option;
}

const note = (run: ActionRun, loaded: LoadedPackage, r: LoadedRisk, body: string, data: object) =>
  recordActivity(run.tx, {
    riskPackageId: loaded.pkg.id,
    riskId: r.risk.id,
    kind: 'status',
    actorUserId: run.by.userId,
    actorCompanyId: run.by.companyId,
    body,
    data: { action: 'quoteOption', ...data },
  });

/**
 * Bind one option (decision 218): the option must quote on its own rating; its answers become the
 * transaction's, it is re-rated (a premium that moved since is refused as stale), and the quote is bound
 * as by the bind verb — declaration, AFS check, cascade to the add-ons. The other options lapse. Of two
 * binds of different options, the package lock lets one through; the other finds its option lapsed.
 */
const bindOptionStep = (ids: OptionIds, body: RiskActionBody): LifecycleStep => {
  const plain = bindStep(body);
  let option: QuoteOptionRow | null = null;
  return {
    action: 'bind',
    command: plain.command,
    async check(run, loaded, r) {
      if (r.risk.id === ids.riskId) {
        option = await liveOption(run, r, ids);
        if (option.decision === 'decline') throw new AppError('QUOTE_OPTION_DECLINED');
        if (option.decision === 'refer') throw new AppError('QUOTE_OPTION_NEEDS_REFERRAL');
      }
      await plain.check?.(run, loaded, r);
    },
    async apply(run, loaded, r, outcome, command) {
      if (r.risk.id !== ids.riskId || option === null)
        return plain.apply(run, loaded, r, outcome, command);
      const rated = await rateOption(
        run.tx,
        loaded,
        r,
        todayOf(run, loaded),
        option.values as Record<string, unknown>,
      );
      if (rated.decision !== 'quote' || rated.columns.totalPremium !== option.totalPremium)
        throw new AppError('QUOTE_OPTIONS_STALE');
      const transaction = await updateTransaction(run.tx, r.current.id, {
        ...rated.columns,
        proposal: rated.proposal,
      });
      await attachRuleEndorsements(run.tx, r.current.id, [...rated.rating.rules]);
      await settleOptions(run.tx, r.current.id, option.id, 'bound');
      await note(run, loaded, r, `Quote option ${option.position} bound.`, { optionId: option.id });
      const next = withRows(loaded, { transaction });
      return plain.apply(run, next, riskIn(next, r.risk.id), outcome, command);
    },
  };
};

/**
 * Choose an option that refers (decision 218): the quote is reopened with the option's answers, so its
 * submission goes through the referral (and any approval) this option needs, not the quote's. The other
 * options lapse.
 */
const chooseOptionStep = (ids: OptionIds): LifecycleStep => {
  let option: QuoteOptionRow | null = null;
  return {
    action: 'reopen',
    command: async () => ({ action: 'reopen' }),
    async check(run, _loaded, r) {
      if (r.risk.id !== ids.riskId) return;
      option = await liveOption(run, r, ids);
      if (option.decision === 'decline') throw new AppError('QUOTE_OPTION_DECLINED');
      if (option.decision === 'quote') throw new AppError('QUOTE_OPTION_QUOTES');
    },
    async apply(run, loaded, r, outcome, command) {
      const reopened = await applyEffects(run, loaded, r, outcome, command);
      if (r.risk.id !== ids.riskId || option === null) return reopened;
      const fresh = riskIn(reopened, r.risk.id);
      const transaction = await updateTransaction(run.tx, fresh.current.id, {
        proposal: {
          ...(option.baseProposal as Record<string, unknown>),
          ...(option.values as Record<string, unknown>),
        },
      });
      await settleOptions(run.tx, option.riskTransactionId, option.id, 'chosen');
      await note(run, reopened, r, `Quote option ${option.position} chosen for referral.`, {
        optionId: option.id,
      });
      return withRows(reopened, { transaction });
    },
  };
};

/** POST .../quote-options/{optionId}/bind. */
export const bindQuoteOption = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: OptionIds,
  body: RiskActionBody,
): Promise<ActionAnswer> => runLifecycleAction(ctx, user, scope, ids, bindOptionStep(ids, body));

/** POST .../quote-options/{optionId}/choose. */
export const chooseQuoteOption = (
  ctx: AppContext,
  user: Actor,
  scope: CompanyScope,
  ids: OptionIds,
): Promise<ActionAnswer> => runLifecycleAction(ctx, user, scope, ids, chooseOptionStep(ids));
