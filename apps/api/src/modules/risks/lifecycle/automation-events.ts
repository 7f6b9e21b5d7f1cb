import {
  AUTOMATION_EVENT_TOPIC,
  TransactionStatus,
  TransactionType,
  type AutomationEventId,
  type AutomationRaise,
  type LifecycleAction,
} from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db/client.ts';
import type { AfterCommitTask } from '../../../platform/db/unit-of-work.ts';
import { mainOf, type LoadedPackage } from '../risk-snapshot.ts';
import type { mainStateOf } from './documents-due.ts';

/** The company event of a main transaction's new status (a bind by the transaction's type). */
function eventOfStatus(status: number, type: number): AutomationEventId | null {
  switch (status) {
    case TransactionStatus.Submitted:
      return 'risk.submitted';
    case TransactionStatus.Quoted:
      return 'risk.quoted';
    case TransactionStatus.Referred:
      return 'risk.referred';
    case TransactionStatus.Declined:
      return 'risk.declined';
    case TransactionStatus.NotTakenUp:
      return 'risk.not_taken_up';
    case TransactionStatus.Bound:
      return type === TransactionType.Adjustment
        ? 'risk.amended'
        : type === TransactionType.Cancellation
          ? 'risk.cancelled'
          : type === TransactionType.Renewal
            ? 'risk.renewed'
            : 'risk.bound';
    default:
      return null;
  }
}

/**
 * Raises the company events of a lifecycle action (issue 13, decision 175) in its transaction: one outbox
 * row per event, which the automation module delivers after commit. Risks knows nothing of company events.
 * A submit raises `risk.submitted` even when the engine quoted, referred or declined at once.
 */
export async function raiseLifecycleEvents(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  action: LifecycleAction,
  before: ReturnType<typeof mainStateOf>,
  loaded: LoadedPackage,
  actorUserId: number | null,
): Promise<void> {
  const main = mainOf(loaded).current;
  const events: AutomationRaise[] = [];
  const raise = (event: AutomationEventId, extra?: Record<string, unknown>) =>
    events.push({ event, riskPackageId: loaded.pkg.id, actorUserId, ...(extra ? { extra } : {}) });
  if (action === 'submit') raise('risk.submitted');
  if (action === 'requestApproval') raise('risk.approval_requested');
  if (action === 'approve' || action === 'deny')
    raise('risk.approval_decided', { approved: action === 'approve' });
  const changed = main.id !== before.transactionId || main.status !== before.status;
  const event = changed ? eventOfStatus(main.status, main.type) : null;
  if (event && !events.some((e) => e.event === event)) raise(event);
  for (const e of events) await ctx.outbox.write(tx, after, AUTOMATION_EVENT_TOPIC, e);
}
