import {
  automationPayloadSchemas,
  eventPayloadType,
  type AutomationRaise,
  type EventConditions,
} from '@turbine/domain';
import { evaluateFormula, type ProposalData } from '@turbine/rating';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { AfterCommitTask } from '../../platform/db/unit-of-work.ts';
import { insertRun, listeningEvents, packageFacts } from './automation.repository.ts';
import { executeRun, scheduleRun } from './run-company-event.ts';

/**
 * Whether a payload meets a company event's conditions: every filter given holds (a product filter holds
 * when any product of the package is listed) and the expression, if any, is true. An expression that
 * cannot be evaluated is the run's error, not a silent "no".
 */
export function conditionsHold(
  c: EventConditions,
  p: {
    productIds: number[];
    productPackageId: number | null;
    brokerCompanyId: number;
    status: number;
  } & Record<string, unknown>,
): boolean {
  if (c.productIds.length && !p.productIds.some((id) => c.productIds.includes(id))) return false;
  if (c.productPackageIds.length && !c.productPackageIds.includes(p.productPackageId ?? 0))
    return false;
  if (c.brokerCompanyIds.length && !c.brokerCompanyIds.includes(p.brokerCompanyId)) return false;
  if (c.statuses.length && !c.statuses.includes(p.status)) return false;
  if (!c.expression) return true;
  const value = evaluateFormula(c.expression, { data: p as ProposalData });
  if (typeof value !== 'boolean')
    throw new Error(`Condition: the expression gives ${JSON.stringify(value)}, not true or false.`);
  return value;
}

/**
 * The outbox handler of raised company events (decision 177), in the delivery transaction: for each enabled
 * event of the package's underwriting and broker companies listening to it whose conditions hold, a run
 * is recorded (exactly once with the delivery). After that commits, a synchronous event runs at once —
 * inside the request that raised it, which waits for its outbox delivery — and a delayed one is queued.
 */
export async function raiseCompanyEvents(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  raised: AutomationRaise,
): Promise<void> {
  const type = eventPayloadType(raised.event);
  const schema = automationPayloadSchemas[type as keyof typeof automationPayloadSchemas];
  // Whose events listen, and each one's payload: a package's underwriter and broker (a risk event), or
  // the company an event happened in (invitation accepted, decision 207).
  let companyIds: number[];
  let payloadFor: (companyId: number) => Record<string, unknown>;
  if (raised.riskPackageId !== undefined) {
    const facts = await packageFacts(tx, raised.riskPackageId);
    if (!facts) return;
    companyIds = [facts.underwriterCompanyId, facts.brokerCompanyId];
    payloadFor = (companyId) => ({
      riskPackageId: facts.id,
      reference: facts.reference,
      companyId,
      brokerCompanyId: facts.brokerCompanyId,
      productPackageId: facts.productPackageId,
      productIds: facts.productIds,
      status: facts.status,
      transactionId: null,
      transactionType: facts.transactionType,
      actorUserId: raised.actorUserId,
      ...raised.extra,
    });
  } else {
    companyIds = [raised.companyId];
    payloadFor = (companyId) => ({ companyId, actorUserId: raised.actorUserId, ...raised.extra });
  }
  const listening = await listeningEvents(tx, companyIds, raised.event);
  for (const event of listening) {
    const payload = schema.parse(payloadFor(event.companyId)) as Record<string, unknown>;
    let holds: boolean;
    let error: string | null = null;
    try {
      holds = conditionsHold(event.conditions, {
        // A payload without a risk has no product, package, broker or status: such a filter never holds.
        productIds: [],
        productPackageId: null,
        brokerCompanyId: 0,
        status: 0,
        ...payload,
      });
    } catch (e) {
      holds = true;
      error = (e as Error).message;
    }
    if (!holds) continue;
    const run = await insertRun(tx, {
      companyEventId: event.id,
      companyId: event.companyId,
      event: raised.event,
      payload,
      status: error ? 'failed' : 'queued',
      error,
      ...(error ? { finishedAt: new Date() } : {}),
    });
    if (error) continue;
    after(() =>
      event.synchronous
        ? executeRun(ctx, run.id).then(() => undefined)
        : scheduleRun(ctx, run.id, event.delaySeconds),
    );
  }
}
