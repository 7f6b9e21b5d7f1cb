import type { AppContext } from '../../platform/context.ts';

/**
 * Runs a write that locks one risk package behind the node's line for that package (decision 110). Every
 * route whose transaction takes the package row lock (lifecycle actions, proposal, edit, assignment,
 * adjustments, endorsements, underwriting status, exchange of version, and collaboration's declaration,
 * parties, messages, notes, files and client access) goes through here, so however many of them pile up
 * behind a package row held elsewhere, one pooled connection per node waits on it. A queued request
 * waits at most the lock timeout, then answers 409 RECORD_LOCKED. Wrap the route's whole work, once: the
 * line is not re-entrant.
 */
export function onPackage<T>(
  ctx: AppContext,
  riskPackageId: number,
  work: () => Promise<T>,
): Promise<T> {
  return ctx.rowGate.run(`risk-package:${riskPackageId}`, work);
}
