import type { ListResponse, RiskListQuery, RiskListRow } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { ActorCache } from '../../platform/http/actor-cache.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { presentRiskListRow } from './risk-list.presenter.ts';
import { listRiskPackageRows } from './risk-list.repository.ts';

export type RiskListCache = ActorCache<ListResponse<RiskListRow>>;

/**
 * A per-node cache of list answers for the session cache's time (SESSION_CACHE_MS, default 1 s), cleared
 * on this node by every write request like the session cache (decision 008): a burst of the same list
 * read costs one page query and one count (decision 092, DESIGN §10).
 */
export function riskListCache(ctx: AppContext): RiskListCache {
  return new ActorCache(ctx.config.SESSION_CACHE_MS, 2_000);
}

/**
 * GET /companies/{companyId}/risks: the packages the company brokers, underwrites or insures (decision
 * 090), filtered, sorted (ties by id, so pages are stable) and paged, read from the package caches. The
 * answer depends on the company, the user (`mine`) and the query, which together are the cache key; the
 * guard has checked membership and permission before.
 */
export async function listRisks(ctx: AppContext, cache: RiskListCache, actor: Actor, scope: CompanyScope, query: RiskListQuery): Promise<ListResponse<RiskListRow>> {
  const key = `${scope.id}:${actor.user.id}:${JSON.stringify(query)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { rows, total } = await listRiskPackageRows(ctx.database, { companyId: scope.id, companyType: scope.refCompanyTypeId, userId: actor.user.id, query });
  const answer = { data: rows.map(presentRiskListRow), meta: { page: query.page, perPage: query.perPage, total } };
  cache.set(key, answer);
  return answer;
}
