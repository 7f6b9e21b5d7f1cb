import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  TransactionStatus,
  type ListResponse,
  type RiskListRow,
  type RiskPackageDto,
} from '@turbine/domain';
import type { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { riskPackages } from './risks.tables.ts';
import { piQuoteProposal, riskPaths, riskWorld, type RiskWorld } from './risks.test-support.ts';

/** Decision 134: a broker's new business never submitted is the broker's own — list, reads and actions. */
let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
});
afterAll(async () => server.close());

type Party = { client: TestClient; company: { id: number } };
const listed = async (p: Party) => {
  const res = await p.client.get<ListResponse<RiskListRow>>(riskPaths(p.company.id).risks);
  expect(res.status).toBe(200);
  return res.body.data.map((r) => r.id);
};
const read = (p: Party, id: number) =>
  p.client.get<RiskPackageDto>(riskPaths(p.company.id).pkg(id));
const draftFlag = async (id: number) =>
  (await server.ctx.db.select().from(riskPackages).where(eq(riskPackages.id, id)))[0]!.brokerDraft;

async function draft(name: string) {
  const created = await w.broker.client.post<RiskPackageDto>(riskPaths(w.broker.company.id).risks, {
    productPackageId: w.productPackageId,
    insured: { name },
  });
  expect(created.status).toBe(201);
  const mainId = created.body.risks[0]!.id;
  const proposal = riskPaths(w.broker.company.id).proposal(created.body.id, mainId);
  expect((await w.broker.client.put(proposal, { proposal: piQuoteProposal })).status).toBe(200);
  return { id: created.body.id, mainId };
}

describe("a broker's draft (decision 134)", () => {
  it('is the broker’s own until submitted: the underwriter and the insurer neither list nor read it (404)', async () => {
    const d = await draft('Draft Holdings');
    const [pkg] = await server.ctx.db.select().from(riskPackages).where(eq(riskPackages.id, d.id));
    // The insurer is a party of the package (the agreement's managing insurer), so only the rule hides it.
    expect(pkg!.insurerCompanyId).toBe(w.insurer.company.id);
    expect(pkg!.brokerDraft).toBe(true);

    expect(await listed(w.broker)).toContain(d.id);
    expect((await read(w.broker, d.id)).status).toBe(200);
    for (const party of [w.underwriter, w.insurer]) {
      expect(await listed(party)).not.toContain(d.id);
      expect((await read(party, d.id)).status).toBe(404);
    }
    // Nor can the underwriter act on it (the same lookup): 404, and the package is unchanged.
    const path = riskPaths(w.underwriter.company.id).action(d.id, d.mainId, 'quote');
    expect((await w.underwriter.client.post(path, {})).status).toBe(404);
    expect(await draftFlag(d.id)).toBe(true);
  });

  it('is shared from its submission on, and stays shared when reopened to Initiated', async () => {
    const d = await draft('Submitted Holdings');
    const brokerAction = (action: string) =>
      w.broker.client.post<RiskPackageDto>(
        riskPaths(w.broker.company.id).action(d.id, d.mainId, action),
        {},
      );
    const submitted = await brokerAction('submit');
    expect(submitted.status).toBe(200);
    expect(await draftFlag(d.id)).toBe(false);
    for (const party of [w.underwriter, w.insurer]) {
      expect(await listed(party)).toContain(d.id);
      expect((await read(party, d.id)).status).toBe(200);
    }

    const reopened = await brokerAction('reopen');
    expect(reopened.status).toBe(200);
    expect(reopened.body.risks[0]!.current.status).toBe(TransactionStatus.Initiated);
    expect(await draftFlag(d.id)).toBe(false);
    expect(await listed(w.underwriter)).toContain(d.id);
    expect((await read(w.underwriter, d.id)).status).toBe(200);
  });

  it('is still hidden from another broker, as every package is', async () => {
    const d = await draft('Other Broker Holdings');
    expect(await listed(w.otherBroker)).not.toContain(d.id);
    expect((await read(w.otherBroker, d.id)).status).toBe(404);
  });
});
