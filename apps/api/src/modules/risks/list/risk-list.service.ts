import type { ListResponse, RiskListQuery, RiskListRow } from '@turbine/domain';
import type { NodeCache } from '../../../platform/cluster/node-caches.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Actor, CompanyScope } from '../../../platform/http/guard.ts';
import { presentRiskListRow } from './risk-list.presenter.ts';
import { listRiskPackageRows } from './risk-list.repository.ts';

/**
 * A per-node cache of list answers for the session cache's time (SESSION_CACHE_MS, default 1 s), cleared
 * by every write request on any node like the session cache (decisions 008, 112), so a burst of the same list
 * read costs one page query and one count (decision 092, DESIGN §10). Answers are kept serialised (a hit
 * costs no JSON.stringify of 50 rows); concurrent misses of one key share one read; and an answer past half
 * its time is refreshed in the background while it is still served, so a key in steady use never makes
 * requests wait for a read. No answer older than the time to live (counted from its read's start) is served.
 */
export class RiskListCache implements NodeCache {
  private readonly answers = new Map<string, { value: string; readAt: number }>();
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Bumped by every write: a read that started before it is not cached after it. */
  private generation = 0;
  private enabled = true;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
  ) {}

  /** The cached answer for a key, else the read in flight for it, else a new read (then cached). */
  async get(key: string, read: () => Promise<string>): Promise<string> {
    if (this.ttlMs <= 0 || !this.enabled) return read();
    const entry = this.answers.get(key);
    const age = entry ? Date.now() - entry.readAt : Infinity;
    if (entry && age < this.ttlMs) {
      if (age >= this.ttlMs / 2 && !this.inFlight.has(key))
        this.start(key, read).catch(() => undefined);
      return entry.value;
    }
    return this.inFlight.get(key) ?? this.start(key, read);
  }

  private async start(key: string, read: () => Promise<string>): Promise<string> {
    const generation = this.generation;
    const readAt = Date.now();
    const reading = read();
    this.inFlight.set(key, reading);
    try {
      const value = await reading;
      if (generation === this.generation) {
        this.answers.delete(key);
        if (this.answers.size >= this.maxEntries)
          this.answers.delete(this.answers.keys().next().value!);
        this.answers.set(key, { value, readAt });
      }
      return value;
    } finally {
      if (this.inFlight.get(key) === reading) this.inFlight.delete(key);
    }
  }

  /** Off while this node cannot hear other nodes' invalidations (decision 112). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }

  /** Forgets every answer and every read in flight (after any write request on any node; decision 112). */
  clear(): void {
    this.generation++;
    this.answers.clear();
    this.inFlight.clear();
  }
}

/** The list cache of one app instance, cleared with the node's other caches on every write, on every node. */
export function riskListCache(ctx: AppContext): RiskListCache {
  return ctx.caches.register(new RiskListCache(ctx.config.SESSION_CACHE_MS));
}

/**
 * GET /companies/{companyId}/risks: the packages the company brokers, underwrites or insures (decision
 * 090), filtered, sorted (ties by id, so pages are stable) and paged, read from the package caches. The
 * answer depends on the company, the user (`mine`) and the query, which together are the cache key; the
 * guard has checked membership and permission before. Answers the JSON text of `ListResponse<RiskListRow>`.
 */
export async function listRisks(
  ctx: AppContext,
  cache: RiskListCache,
  actor: Actor,
  scope: CompanyScope,
  query: RiskListQuery,
): Promise<string> {
  const key = `${scope.id}:${actor.user.id}:${JSON.stringify(query)}`;
  return cache.get(key, async () => {
    const { rows, total, estimated } = await listRiskPackageRows(ctx.database, {
      companyId: scope.id,
      companyType: scope.refCompanyTypeId,
      userId: actor.user.id,
      query,
    });
    const answer: ListResponse<RiskListRow> = {
      data: rows.map(presentRiskListRow),
      meta: { page: query.page, perPage: query.perPage, total, ...(estimated && { estimated }) },
    };
    return JSON.stringify(answer);
  });
}
