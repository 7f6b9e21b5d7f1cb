// The quote expiry job end to end (decision 104): a real quote, the job run by a started worker, and what
// the broker then reads through the API; another company's live quote is untouched.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionStatus, type RiskActivityDto, type RiskPackageDto } from '@turbine/domain';
import type { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startWorkers } from '../../platform/jobs/platform-jobs.ts';
import { QUOTE_EXPIRY_JOB } from './quote-expiry.job.ts';
import { riskTransactions } from './risks.tables.ts';
import {
  cyberQuoteProposal,
  piQuoteProposal,
  riskPaths,
  riskWorld,
  type RiskWorld,
} from './risks.test-support.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  w = await riskWorld(server);
});
afterAll(() => server.close());

/** A broker's PI package with the Cyber add-on, submitted and quoted (both risks). */
async function quotedPackage(broker: { client: TestClient; company: { id: number } }) {
  const paths = riskPaths(broker.company.id);
  const created = await broker.client.post<RiskPackageDto>(paths.risks, {
    productPackageId: w.productPackageId,
    insured: { name: 'Lapsing Quotes Pty Ltd' },
    addOnProductIds: [w.products.addOnProductId],
  });
  expect(created.status).toBe(201);
  const [main, addOn] = created.body.risks;
  for (const [risk, proposal] of [
    [main!, piQuoteProposal],
    [addOn!, cyberQuoteProposal],
  ] as const)
    expect(
      (await broker.client.put(paths.proposal(created.body.id, risk.id), { proposal })).status,
    ).toBe(200);
  const submitted = await broker.client.post<RiskPackageDto>(
    paths.action(created.body.id, main!.id, 'submit'),
    {},
  );
  expect(submitted.status).toBe(200);
  expect(submitted.body.risks.map((r) => r.current.status)).toEqual([
    TransactionStatus.Quoted,
    TransactionStatus.Quoted,
  ]);
  return submitted.body;
}

interface Notification {
  type: string;
  companyId: number | null;
  data: { message: string; frontendUrl: string };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('quote expiry job', () => {
  it('lapses an expired quote: Not taken up, on the timeline, and the broker is notified', async () => {
    const expired = await quotedPackage(w.broker);
    const live = await quotedPackage(w.otherBroker);
    // Quoted 31 days ago: its validity ended at the latest yesterday at midnight in the risk's zone.
    await server.ctx.db
      .update(riskTransactions)
      .set({ quotedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(riskTransactions.riskPackageId, expired.id));
    const paths = riskPaths(w.broker.company.id);
    const otherPaths = riskPaths(w.otherBroker.company.id);

    // Reading it changes nothing: only the job lapses quotes.
    const read = await w.broker.client.get<RiskPackageDto>(paths.pkg(expired.id));
    expect(read.body.risks[0]!.current).toMatchObject({
      status: TransactionStatus.Quoted,
      quoteExpiresAt: expect.any(Number),
    });
    expect(read.body.risks[0]!.current.quoteExpiresAt!).toBeLessThan(Date.now() / 1000);

    // A worker starting runs the job once at once (and then every 5 minutes).
    await startWorkers(server.ctx);
    await eventually(
      async () =>
        (await w.broker.client.get<RiskPackageDto>(paths.pkg(expired.id))).body.status ===
        TransactionStatus.NotTakenUp,
    );
    const after = await w.broker.client.get<RiskPackageDto>(paths.pkg(expired.id));
    expect(after.body.risks.map((r) => r.current.status)).toEqual([
      TransactionStatus.NotTakenUp,
      TransactionStatus.NotTakenUp,
    ]);
    expect(after.body.risks[0]!.current.availableActions).not.toContain('bind');
    const jobs = await server.ctx.jobs.queue.findJobs(QUOTE_EXPIRY_JOB);
    expect(jobs.some((j) => j.state === 'completed')).toBe(true);

    const timeline = await w.broker.client.get<RiskActivityDto[]>(
      `${paths.pkg(expired.id)}/activities`,
    );
    expect(timeline.status).toBe(200);
    expect(timeline.body.filter((a) => a.data.action === 'notTakenUp')).toEqual([
      expect.objectContaining({
        kind: 'status',
        actor: null,
        body: 'Not taken up: Quoted → Not Taken Up',
        data: expect.objectContaining({ from: TransactionStatus.Quoted, to: 6 }),
      }),
      expect.objectContaining({ kind: 'status', actor: null }),
    ]);

    const notifications = await w.broker.client.get<{ data: Notification[] }>(
      `/user/notifications?companyId=${w.broker.company.id}`,
    );
    expect(
      notifications.body.data
        .filter((n) => n.type === 'risk.not_taken_up')
        .map((n) => [n.data.message, n.data.frontendUrl, n.companyId]),
    ).toEqual([
      [
        `Quote expired, not taken up: ${expired.reference}`,
        `/risks/${expired.id}`,
        w.broker.company.id,
      ],
    ]);

    // The other company's live quote is untouched, and it hears nothing of the first company's risk.
    const other = await w.otherBroker.client.get<RiskPackageDto>(otherPaths.pkg(live.id));
    expect(other.body.risks.map((r) => r.current.status)).toEqual([
      TransactionStatus.Quoted,
      TransactionStatus.Quoted,
    ]);
    expect((await w.otherBroker.client.get(otherPaths.pkg(expired.id))).status).toBe(404);
    const otherNotifications = await w.otherBroker.client.get<{ data: Notification[] }>(
      `/user/notifications?companyId=${w.otherBroker.company.id}`,
    );
    expect(otherNotifications.body.data.some((n) => n.type === 'risk.not_taken_up')).toBe(false);
  }, 60_000);
});
