import { ImportMessages as M, startOfDayInZone, todayInZone } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import {
  activeBrokers,
  companyAgreements,
  companyProducts,
  type AgreementEntry,
  type ProductEntry,
} from './catalogue.repository.ts';

/**
 * What a file's rows are checked against, loaded once per run (decision 128): the company's main products
 * with their published versions and packages, its binding agreements with the current period's sections and
 * risk codes, and the active brokers. Names compare case-insensitively.
 */
export class ImportCatalogue {
  private readonly brokersByName = new Map<string, number[]>();
  private readonly brokerIds = new Set<number>();
  private readonly products = new Map<string, ProductEntry>();
  private readonly agreements = new Map<string, AgreementEntry>();
  private readonly dayStarts = new Map<string, number>();
  private readonly todays = new Map<string, string>();

  private constructor(
    brokers: { id: number; name: string }[],
    products: ProductEntry[],
    agreements: AgreementEntry[],
    /** The file's `proposal.<field>` columns. */
    readonly proposalColumns: string[],
  ) {
    for (const b of brokers) {
      const key = b.name.trim().toLowerCase();
      this.brokersByName.set(key, [...(this.brokersByName.get(key) ?? []), b.id]);
      this.brokerIds.add(b.id);
    }
    for (const p of products) this.products.set(p.name.toLowerCase(), p);
    for (const a of agreements) {
      this.agreements.set(a.umr.toLowerCase(), a);
      this.agreements.set(a.name.toLowerCase(), a);
    }
  }

  static async load(
    db: Executor,
    companyId: number,
    proposalColumns: string[],
  ): Promise<ImportCatalogue> {
    // One after the other: inside the import's transaction they share one connection.
    const brokers = await activeBrokers(db);
    const products = await companyProducts(db, companyId);
    const agreements = await companyAgreements(db, companyId);
    return new ImportCatalogue(brokers, products, agreements, proposalColumns);
  }

  /** The broker's id, or the message saying why the cell names none. */
  broker(value: string): number | string {
    if (/^\d{1,9}$/.test(value))
      return this.brokerIds.has(Number(value)) ? Number(value) : M.unknownBroker;
    const ids = this.brokersByName.get(value.toLowerCase()) ?? [];
    if (ids.length > 1) return M.ambiguousBroker;
    return ids[0] ?? M.unknownBroker;
  }

  /** The product package's broker whitelist or blacklist admits the broker (§3 package permissions). */
  brokerMay(product: ProductEntry, brokerId: number): boolean {
    if (product.brokerAccess === 'whitelist') return product.listedBrokers.has(brokerId);
    if (product.brokerAccess === 'blacklist') return !product.listedBrokers.has(brokerId);
    return true;
  }

  product(name: string): ProductEntry | undefined {
    return this.products.get(name.toLowerCase());
  }

  agreement(nameOrUmr: string): AgreementEntry | undefined {
    return this.agreements.get(nameOrUmr.toLowerCase());
  }

  /** Today's date in `zone` at `now` (epoch seconds), computed once per zone: a run has one `now`. */
  today(now: number, zone: string): string {
    let day = this.todays.get(zone);
    if (day === undefined) this.todays.set(zone, (day = todayInZone(now, zone)));
    return day;
  }

  /** Epoch seconds at which `date` starts in `zone`, remembered (a file repeats its dates). */
  dayStart(date: string, zone: string): number {
    const key = `${zone} ${date}`;
    let start = this.dayStarts.get(key);
    if (start === undefined) {
      start = startOfDayInZone(date, zone);
      if (this.dayStarts.size > 50_000) this.dayStarts.clear();
      this.dayStarts.set(key, start);
    }
    return start;
  }
}
