// Decision 110: every route that locks a risk package waits in the package's one line per node (the
// row gate) before its transaction takes a connection. Reads are never in it. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RiskPackageDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { onPackage } from './package-gate.ts';
import { riskPackages } from './risks.tables.ts';
import { piQuoteProposal, riskPaths, riskWorld, type RiskWorld } from './risks.test-support.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  w = await riskWorld(server);
});
afterAll(async () => server.close());

async function startedPackage(): Promise<{ id: number; mainId: number }> {
  const paths = riskPaths(w.broker.company.id);
  const created = await w.broker.client.post<RiskPackageDto>(paths.risks, {
    productPackageId: w.productPackageId,
    insured: { name: 'Gate Ltd' },
    addOnProductIds: [],
  });
  expect(created.status).toBe(201);
  const mainId = created.body.risks[0]!.id;
  const saved = await w.broker.client.put(paths.proposal(created.body.id, mainId), {
    proposal: piQuoteProposal,
  });
  expect(saved.status).toBe(200);
  // As after a submission and a reopen: the underwriter's routes reach it (a draft is 404, decision 134).
  await server.ctx.db
    .update(riskPackages)
    .set({ brokerDraft: false })
    .where(eq(riskPackages.id, created.body.id));
  return { id: created.body.id, mainId };
}

describe('the package line (decision 110)', () => {
  it('writes through every package route wait while the line is held, reads do not; all run once it frees', async () => {
    const pkg = await startedPackage();
    const broker = riskPaths(w.broker.company.id);
    const uw = riskPaths(w.underwriter.company.id);
    let letGo!: () => void;
    const held = onPackage(server.ctx, pkg.id, () => new Promise<void>((r) => (letGo = r)));
    const writes: [string, Promise<{ status: number; body: unknown }>][] = [
      [
        'underwriting status',
        w.underwriter.client.put(`${uw.pkg(pkg.id)}/underwriting-status`, {
          underwritingStatusId: null,
        }),
      ],
      [
        'assignment',
        w.underwriter.client.put(`${uw.pkg(pkg.id)}/assignment`, {
          assignedUnderwriterId: w.underwriter.admin.id,
        }),
      ],
      [
        'adjustment',
        w.underwriter.client.post(`${uw.pkg(pkg.id)}/risks/${pkg.mainId}/adjustments`, {
          field: 'totalPremium',
          value: '1000.00',
          reason: 'Loaded for claims history',
        }),
      ],
      ['exchange', w.broker.client.post(`${broker.pkg(pkg.id)}/exchange`)],
      ['message', w.broker.client.post(`${broker.pkg(pkg.id)}/messages`, { body: 'Any news?' })],
      ['note', w.underwriter.client.post(`${uw.pkg(pkg.id)}/notes`, { body: 'Call them.' })],
      [
        'interested party',
        w.broker.client.post(`${broker.pkg(pkg.id)}/interested-parties`, {
          name: 'Lender plc',
          interest: 'Financier',
        }),
      ],
    ];
    const settled = new Set<string>();
    for (const [name, answer] of writes) void answer.then(() => settled.add(name));
    await new Promise((r) => setTimeout(r, 400));
    expect([...settled]).toEqual([]);
    // Reads are not in the line.
    expect((await w.underwriter.client.get(uw.pkg(pkg.id))).status).toBe(200);
    expect((await w.broker.client.get(`${broker.pkg(pkg.id)}/activities`)).status).toBe(200);
    letGo();
    await held;
    const statuses = Object.fromEntries(
      await Promise.all(
        writes.map(async ([name, answer]) => {
          const { status, body } = await answer;
          return [name, status < 400 ? status : [status, (body as { code: string }).code]];
        }),
      ),
    );
    expect(statuses).toEqual({
      'underwriting status': 200,
      assignment: 200,
      adjustment: 201,
      exchange: [409, 'NO_NEWER_VERSION'],
      message: 201,
      note: 201,
      'interested party': 201,
    });
  });
});
