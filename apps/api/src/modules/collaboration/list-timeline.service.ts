import type { ActivityKind, RiskActivityDto, RiskViewerRole } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { findActivities, riskPackageFor } from '../risks/index.ts';
import { presentActivity } from './collaboration.presenter.ts';

/** §2 the timeline shows at most this many entries, newest first. */
export const TIMELINE_LIMIT = 200;

/** Only the underwriting company reads notes and underwriter-only entries (decision 090 "Who sees what"). */
const seesInternal = (role: RiskViewerRole) => role === 'underwriter';

/**
 * §2 Timeline: the package's activities of the asked kinds, newest first (at most 200). Brokers (and the
 * insurer, a read-only outsider to the underwriter's working) never get notes or underwriter-only entries.
 */
export async function listActivities(
  ctx: AppContext,
  scope: CompanyScope,
  riskPackageId: number,
  kinds: readonly ActivityKind[] | undefined,
): Promise<RiskActivityDto[]> {
  const { pkg, viewerRole } = await riskPackageFor(ctx.db, scope, riskPackageId);
  const internal = seesInternal(viewerRole);
  const wanted = (kinds ?? []).filter((k) => internal || k !== 'note');
  if (kinds && wanted.length === 0) return [];
  const rows = await findActivities(ctx.db, {
    riskPackageId: pkg.id,
    kinds: kinds ? wanted : undefined,
    brokerVisibleOnly: !internal,
    limit: TIMELINE_LIMIT,
  });
  return rows.map(presentActivity);
}
