import type { WidgetDataDto } from '@turbine/domain';
import type { NodeCache } from '../../../platform/cluster/node-caches.ts';

/**
 * The §3 DashboardData cache: a widget's figures per company and filter, on this node, cleared with every
 * other node cache on any write (decision 112), and never older than `ttlMs` (referral ages move on).
 */
export class WidgetDataCache implements NodeCache {
  private readonly entries = new Map<string, { at: number; data: WidgetDataDto }>();
  private enabled = true;

  constructor(
    private readonly max = 1000,
    private readonly ttlMs = 60_000,
  ) {}

  get(key: string): WidgetDataDto | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.data;
  }

  set(key: string, data: WidgetDataDto): void {
    if (!this.enabled) return;
    // Oldest first out once full (a Map keeps insertion order).
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: Date.now(), data });
  }

  clear(): void {
    this.entries.clear();
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.entries.clear();
  }
}
