// The quote expiry job's use case (decision 104) on a pinned clock: the end of day 30 in the risk's zone,
// across every daylight-saving change of the Australian zones of spec §9; idempotent, batched, and a
// package bound or changed concurrently is left alone.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { openDatabase } from '../../../platform/db/client.ts';
import { storedNotifications } from '../../notifications/notifications.test-support.ts';
import { riskActivities } from '../package-records.tables.ts';
import {
  insertTestPackage,
  storedPackage,
  storedTransaction,
} from '../package-rows.test-support.ts';
import { riskPackages, riskTransactions } from '../risks.tables.ts';
import { riskWorld, type RiskWorld } from '../risks.test-support.ts';
import { expireQuotes, lapsePackages } from './expire-quotes.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await riskWorld(server);
});
afterAll(() => server.close());

const DAY = 86_400;
const Quoted = TransactionStatus.Quoted;
const NotTakenUp = TransactionStatus.NotTakenUp;

/** Spec §9's Australian zones: with daylight saving (the first five and Broken Hill) and without. */
const zones = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Hobart',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Australia/Broken_Hill',
  'Australia/Brisbane',
  'Australia/Lindeman',
  'Australia/Perth',
  'Australia/Darwin',
  'Australia/Eucla',
];

// The test's own reading of wall clocks (Intl only), independent of the domain's bisection.
const wallFormat = new Map<string, Intl.DateTimeFormat>();
function wall(epoch: number, timeZone: string): string {
  let f = wallFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallFormat.set(timeZone, f);
  }
  return f.format(new Date(epoch * 1000));
}
function utcOffset(epoch: number, timeZone: string): number {
  const [y, mo, d, h, mi, s] = wall(epoch, timeZone).match(/\d+/g)!.map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) / 1000 - epoch;
}
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY * 1000).toISOString().slice(0, 10);

/** The instants a zone's UTC offset changed in 2026 (found hourly, then to the second). */
function offsetChanges(timeZone: string): number[] {
  const changes: number[] = [];
  const start = Date.UTC(2026, 0, 1) / 1000;
  for (let t = start; t < start + 365 * DAY; t += 3600) {
    if (utcOffset(t, timeZone) === utcOffset(t + 3600, timeZone)) continue;
    let lo = t;
    let hi = t + 3600;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (utcOffset(mid, timeZone) === utcOffset(lo, timeZone)) lo = mid;
      else hi = mid;
    }
    changes.push(hi);
  }
  return changes;
}

/**
 * The first second of day 31 after the quote's local day of issue, found among the offsets the zones use:
 * the instant whose wall clock reads 00:00:00 on that day and whose previous second reads 23:59:59 of day 30.
 */
function expectedExpiry(quotedAt: number, timeZone: string): number {
  const issued = wall(quotedAt, timeZone).slice(0, 10);
  const lastDay = plusDays(issued, 30);
  const day31 = plusDays(issued, 31);
  const midnightUtc = Date.parse(`${day31}T00:00:00Z`) / 1000;
  const found = [8 * 60, 8 * 60 + 45, 9 * 60 + 30, 10 * 60, 10 * 60 + 30, 11 * 60, 11 * 60 + 30]
    .map((minutes) => midnightUtc - minutes * 60)
    .filter(
      (t) =>
        wall(t, timeZone) === `${day31} 00:00:00` &&
        wall(t - 1, timeZone) === `${lastDay} 23:59:59`,
    );
  expect(found).toHaveLength(1);
  return found[0]!;
}

async function statusOf(transactionId: number): Promise<number> {
  return (await storedTransaction(server, transactionId)).status;
}

const sydneyChanges = offsetChanges('Australia/Sydney');

describe('quote expiry at the end of day 30 in the risk zone', () => {
  it('knows the 2026 changes and two hand-checked expiries across them', () => {
    // Daylight saving ends 5 April 03:00 AEDT and starts 4 October 02:00 AEST.
    expect(sydneyChanges.map((t) => new Date(t * 1000).toISOString())).toEqual([
      '2026-04-04T16:00:00.000Z',
      '2026-10-03T16:00:00.000Z',
    ]);
    // Issued 10 September 23:30 AEST: valid to 10 October 23:59:59 AEDT, an hour earlier in UTC.
    expect(expectedExpiry(Date.parse('2026-09-10T13:30:00Z') / 1000, 'Australia/Sydney')).toBe(
      Date.parse('2026-10-10T13:00:00Z') / 1000,
    );
    // Issued 10 March 23:00 LHDT (+11): day 31 starts 10 April 00:00 LHST (+10:30).
    expect(expectedExpiry(Date.parse('2026-03-10T12:00:00Z') / 1000, 'Australia/Lord_Howe')).toBe(
      Date.parse('2026-04-09T13:30:00Z') / 1000,
    );
  });

  it.each(zones)(
    '%s: live at 23:59:59 of day 30, Not taken up at 00:00 of day 31, around each change',
    async (timeZone) => {
      const changes = offsetChanges(timeZone);
      const hasDst = !['Brisbane', 'Lindeman', 'Perth', 'Darwin', 'Eucla'].some((z) =>
        timeZone.endsWith(z),
      );
      expect(changes).toHaveLength(hasDst ? 2 : 0);
      // Quotes issued an hour before and after each change, a day before, 20 days before (the 30 days
      // span it), and 30 and 31 days before (the change falls on day 30, or day 31 starts on its day).
      const issuedAt = (hasDst ? changes : sydneyChanges).flatMap((c) => [
        c - 3600,
        c + 3600,
        c - DAY,
        c - 20 * DAY,
        c - 30 * DAY,
        c - 31 * DAY,
      ]);
      const cases = [];
      for (const quotedAt of issuedAt) {
        const pkg = await insertTestPackage(server, world, {
          status: Quoted,
          timeZone,
          quotedAt: new Date(quotedAt * 1000),
        });
        cases.push({ pkg, quotedAt, expiresAt: expectedExpiry(quotedAt, timeZone) });
      }
      // Quotes issued on one local day share their expiry: each expiry is checked for all of them.
      const expiries = [...new Set(cases.map((c) => c.expiresAt))].sort((a, b) => a - b);
      for (const expiresAt of expiries) {
        const due = cases.filter((c) => c.expiresAt === expiresAt);
        const label = `${timeZone}: quoted ${due.map((c) => wall(c.quotedAt, timeZone)).join(', ')}, expiring ${wall(expiresAt, timeZone)}`;
        await expireQuotes(server.ctx, { now: expiresAt - 1 });
        for (const c of due) expect(await statusOf(c.pkg.mainTransactionId), label).toBe(Quoted);
        await expireQuotes(server.ctx, { now: expiresAt });
        for (const c of due)
          expect(await statusOf(c.pkg.mainTransactionId), label).toBe(NotTakenUp);
      }
      // Each expiry was at the start of day 31 of its quote's local day, whatever the offsets between.
      expect(cases.every((c) => wall(c.expiresAt - 1, timeZone).endsWith(' 23:59:59'))).toBe(true);
    },
    60_000,
  );
});

describe('the expiry run', () => {
  const quotedAt = Date.parse('2026-06-01T02:00:00Z') / 1000; // 1 June, noon in Sydney
  const expiresAt = Date.parse('2026-07-01T14:00:00Z') / 1000; // 2 July 00:00 AEST

  it('lapses main and add-on once, with one timeline entry each and one notice to the broker; a rerun changes nothing', async () => {
    const pkg = await insertTestPackage(server, world, {
      status: Quoted,
      withAddOn: true,
      quotedAt: new Date(quotedAt * 1000),
    });
    const before = (await storedNotifications(server.ctx, world.broker.admin.id)).length;
    const run = await expireQuotes(server.ctx, { now: expiresAt });
    expect(run).toEqual({ packages: 1, risks: 2, busy: 0 });
    expect(await statusOf(pkg.mainTransactionId)).toBe(NotTakenUp);
    expect(await statusOf(pkg.addOn!.transactionId)).toBe(NotTakenUp);
    expect((await storedPackage(server, pkg.id)).status).toBe(NotTakenUp);

    const timeline = await server.ctx.db
      .select()
      .from(riskActivities)
      .where(eq(riskActivities.riskPackageId, pkg.id));
    expect(timeline).toHaveLength(2);
    expect(timeline.map((a) => [a.kind, a.actorUserId, a.actorCompanyId, a.body])).toEqual([
      ['status', null, null, 'Not taken up: Quoted → Not Taken Up'],
      ['status', null, null, 'Not taken up: Quoted → Not Taken Up'],
    ]);
    const notices = (await storedNotifications(server.ctx, world.broker.admin.id)).slice(before);
    expect(notices.map((n) => [n.type, n.companyId, n.data.message])).toEqual([
      [
        'risk.not_taken_up',
        world.broker.company.id,
        `Quote expired, not taken up: ${pkg.reference}`,
      ],
    ]);
    // The underwriter is not told (the lifecycle's notice is the broker's).
    expect(
      (await storedNotifications(server.ctx, world.underwriter.admin.id)).some(
        (n) => n.type === 'risk.not_taken_up',
      ),
    ).toBe(false);

    // Twice, and later: nothing more.
    expect(await expireQuotes(server.ctx, { now: expiresAt })).toEqual({
      packages: 0,
      risks: 0,
      busy: 0,
    });
    expect(await expireQuotes(server.ctx, { now: expiresAt + 90 * DAY })).toEqual({
      packages: 0,
      risks: 0,
      busy: 0,
    });
    expect(await lapsePackages(server.ctx, [pkg.id], expiresAt)).toEqual({
      packages: 0,
      risks: 0,
      busy: 0,
    });
    expect(
      await server.ctx.db
        .select()
        .from(riskActivities)
        .where(eq(riskActivities.riskPackageId, pkg.id)),
    ).toHaveLength(2);
    expect(
      (await storedNotifications(server.ctx, world.broker.admin.id)).slice(before),
    ).toHaveLength(1);
  });

  it('goes through every lapsed package in batches, leaving live quotes', async () => {
    const lapsed = [];
    for (let i = 0; i < 5; i++)
      lapsed.push(
        await insertTestPackage(server, world, {
          status: Quoted,
          quotedAt: new Date((quotedAt - i * 3600) * 1000),
        }),
      );
    const live = await insertTestPackage(server, world, {
      status: Quoted,
      quotedAt: new Date((expiresAt - 2 * DAY) * 1000),
    });
    const run = await expireQuotes(server.ctx, { now: expiresAt, batchSize: 2 });
    expect(run).toEqual({ packages: 5, risks: 5, busy: 0 });
    for (const p of lapsed) expect(await statusOf(p.mainTransactionId)).toBe(NotTakenUp);
    expect(await statusOf(live.mainTransactionId)).toBe(Quoted);
  });

  it('leaves alone a package bound after it was found lapsed (status compared under the lock)', async () => {
    const pkg = await insertTestPackage(server, world, {
      status: Quoted,
      quotedAt: new Date(quotedAt * 1000),
    });
    // The run read it as lapsed; a bind committed before the run locked it.
    await server.ctx.db
      .update(riskTransactions)
      .set({ status: TransactionStatus.Bound, boundAt: new Date() })
      .where(eq(riskTransactions.id, pkg.mainTransactionId));
    expect(await lapsePackages(server.ctx, [pkg.id], expiresAt)).toEqual({
      packages: 0,
      risks: 0,
      busy: 0,
    });
    expect(await statusOf(pkg.mainTransactionId)).toBe(TransactionStatus.Bound);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'skips a package a user holds locked, and finds it bound on the next run',
    async () => {
      const pkg = await insertTestPackage(server, world, {
        status: Quoted,
        quotedAt: new Date(quotedAt * 1000),
      });
      const url = server.ctx.database.pool!.options.connectionString!;
      const other = await openDatabase({ databaseUrl: url, poolSize: 2 });
      try {
        let release!: () => void;
        const released = new Promise<void>((r) => (release = r));
        let locked!: () => void;
        const isLocked = new Promise<void>((r) => (locked = r));
        // A bind in progress on another connection: the package row locked, the bind committed later.
        const bind = other.db.transaction(async (tx) => {
          await tx.select().from(riskPackages).where(eq(riskPackages.id, pkg.id)).for('update');
          locked();
          await released;
          await tx
            .update(riskTransactions)
            .set({ status: TransactionStatus.Bound, boundAt: new Date() })
            .where(
              and(
                eq(riskTransactions.id, pkg.mainTransactionId),
                eq(riskTransactions.status, Quoted),
              ),
            );
        });
        await isLocked;
        const during = await expireQuotes(server.ctx, { now: expiresAt });
        expect(during.busy).toBe(1);
        expect(await statusOf(pkg.mainTransactionId)).toBe(Quoted);
        release();
        await bind;
        const after = await expireQuotes(server.ctx, { now: expiresAt });
        expect(after).toEqual({ packages: 0, risks: 0, busy: 0 });
        expect(await statusOf(pkg.mainTransactionId)).toBe(TransactionStatus.Bound);
      } finally {
        await other.close();
      }
    },
  );
});
