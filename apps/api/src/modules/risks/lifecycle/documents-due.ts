import { TransactionStatus } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db/client.ts';
import type { AfterCommitTask } from '../../../platform/db/unit-of-work.ts';
import { mainOf, type LoadedPackage } from '../risk-snapshot.ts';

/**
 * The outbox topic of "this transaction was just quoted / bound: produce its documents" (decision 148).
 * Risks only writes it; the documents capability (collaboration) handles it after commit.
 */
export const RISK_DOCUMENTS_TOPIC = 'risk.documents';

/** Where the main risk's transaction stood before an action. */
export const mainStateOf = (loaded: LoadedPackage) => {
  const main = mainOf(loaded);
  return { transactionId: main.current.id, status: main.current.status };
};

/**
 * Written in the action's transaction when the main risk's transaction became Quoted or Bound, so the
 * documents its product version names are produced once it has committed (at least once; the handler
 * makes a repeat harmless).
 */
export async function recordDocumentsDue(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  before: ReturnType<typeof mainStateOf>,
  loaded: LoadedPackage,
): Promise<void> {
  const main = mainOf(loaded);
  const now = main.current.status;
  if (main.current.id === before.transactionId && now === before.status) return;
  const event =
    now === TransactionStatus.Quoted ? 'quote' : now === TransactionStatus.Bound ? 'bind' : null;
  if (!event) return;
  await ctx.outbox.write(tx, after, RISK_DOCUMENTS_TOPIC, {
    riskPackageId: loaded.pkg.id,
    transactionId: main.current.id,
    productVersionId: main.version.id,
    event,
  });
}

/**
 * The outbox topic of "a transaction of this package was just bound: its sections' written premium moved"
 * (decision 209). Risks only writes it; insight checks the sections' notifiable premium limits.
 */
export const RISK_PREMIUM_WRITTEN_TOPIC = 'risk.premium_written';

/** Written in the action's transaction when the main risk's transaction became Bound (the add-ons bind with it). */
export async function recordPremiumWritten(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  before: ReturnType<typeof mainStateOf>,
  loaded: LoadedPackage,
): Promise<void> {
  const main = mainOf(loaded);
  const now = main.current.status;
  if (main.current.id === before.transactionId && now === before.status) return;
  if (now !== TransactionStatus.Bound) return;
  await ctx.outbox.write(tx, after, RISK_PREMIUM_WRITTEN_TOPIC, { riskPackageId: loaded.pkg.id });
}
