import type { AppContext, DomainEvent } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db/client.ts';
import type { AfterCommitTask } from '../../../platform/db/unit-of-work.ts';
import type { LoadedPackage } from '../risk-snapshot.ts';
import type { Notice, TransitionRun } from './action-run.ts';

/** Who a notice goes to: its users (the actor excluded later) and their company. */
function audienceOf(
  n: Notice,
  loaded: LoadedPackage,
  brokerUserIds: number[],
): { userIds: (number | null)[]; companyId: number | null } {
  const { pkg } = loaded;
  switch (n.audience) {
    case 'broker':
      return { userIds: brokerUserIds, companyId: pkg.brokerCompanyId };
    case 'assignedUnderwriter':
      return { userIds: [pkg.assignedUnderwriterId], companyId: pkg.underwriterCompanyId };
    case 'approver': {
      const approverId = loaded.risks.find((x) => x.risk.id === n.riskId)?.current.approverId;
      return { userIds: [approverId ?? null], companyId: pkg.underwriterCompanyId };
    }
    case 'client':
      return { userIds: [pkg.clientUserId], companyId: pkg.insuredCompanyId };
  }
}

/**
 * Resolves the run's notices to recipients on the package as it ends and records them in the outbox, in
 * the run's transaction (events contract, decision 090; decision 102). Once per type and audience; never
 * to the actor.
 */
export async function publishNotices(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  run: TransitionRun,
  loaded: LoadedPackage,
  brokerUserIds: number[],
): Promise<void> {
  const { pkg } = loaded;
  const seen = new Set<string>();
  const events: DomainEvent[] = [];
  for (const n of run.notices) {
    const key = `${n.type}:${n.audience}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const audience = audienceOf(n, loaded, brokerUserIds);
    const userIds = audience.userIds.filter(
      (id): id is number => id !== null && id !== run.by.userId,
    );
    if (userIds.length === 0) continue;
    events.push({
      type: n.type,
      companyId: audience.companyId,
      actorUserId: run.by.userId,
      userIds,
      data: {
        riskPackageId: pkg.id,
        reference: pkg.reference,
        ...(n.reasons.length ? { reasons: [...n.reasons] } : {}),
        frontendUrl: `/risks/${pkg.id}`,
      },
    });
  }
  for (const event of events) await ctx.events.record(tx, after, event);
}
