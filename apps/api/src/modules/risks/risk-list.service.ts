import type { ListResponse, RiskListQuery, RiskListRow } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { ActorCache } from '../../platform/http/actor-cache.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { presentRiskListRow } from './risk-list.presenter.ts';
import { listRiskPackageRows } from './risk-list.repository.ts';

/**
 * A per-node cache of list answers for the session cache's time (SESSION_CACHE_MS, default 1 s), cleared
 * on this node by every write request like the session cache (decision 008), so a burst of the same list
 * read costs one page query and one count (decision 092, DESIGN §10). Answers are kept serialised (a hit
 * costs no JSON.stringify of 50 rows), and concurrent misses of one key share one read, so an expiring
 * entry under load costs one read rather than one per connection.
 */
export class RiskListCache {
  private readonly answers: ActorCache<string>;
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Bumped by every write: a read that started before it is not cached after it. */
  private generation = 0;

  constructor(ttlMs: number) {
    this.answers = new ActorCache(ttlMs, 2_000);
  }

  /** The cached answer for a key, else the read in flight for it, else a new read (then cached). */
  async get(key: string, read: () => Promise<string>): Promise<string> {
    const cached = this.answers.get(key);
    if (cached !== undefined) return cached;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const reading = read();
    this.inFlight.set(key, reading);
    try {
      const answer = await reading;
      if (generation === this.generation) this.answers.set(key, answer);
      return answer;
    } finally {
      if (this.inFlight.get(key) === reading) this.inFlight.delete(key);
    }
  }

  /** Forgets every answer and every read in flight (after any write request on this node). */
  clear(): void {
    this.generation++;
    this.answers.clear();
    this.inFlight.clear();
  }
}

/** The list cache of one app instance. */
export function riskListCache(ctx: AppContext): RiskListCache {
  return new RiskListCache(ctx.config.SESSION_CACHE_MS);
}

/**
 * GET /companies/{companyId}/risks: the packages the company brokers, underwrites or insures (decision
 * 090), filtered, sorted (ties by id, so pages are stable) and paged, read from the package caches. The
 * answer depends on the company, the user (`mine`) and the query, which together are the cache key; the
 * guard has checked membership and permission before. Answers the JSON text of `ListResponse<RiskListRow>`.
 */
export async function listRisks(ctx: AppContext, cache: RiskListCache, actor: Actor, scope: CompanyScope, query: RiskListQuery): Promise<string> {
  const key = `${scope.id}:${actor.user.id}:${JSON.stringify(query)}`;
  return cache.get(key, async () => {
    const { rows, total } = await listRiskPackageRows(ctx.database, { companyId: scope.id, companyType: scope.refCompanyTypeId, userId: actor.user.id, query });
    const answer: ListResponse<RiskListRow> = { data: rows.map(presentRiskListRow), meta: { page: query.page, perPage: query.perPage, total } };
    return JSON.stringify(answer);
  });
}
