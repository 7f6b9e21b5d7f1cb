// Endorsements include clauses of the library; binding pins and locks their wording (decision 233).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClauseDto,
  EndorsementDto,
  EndorsementVersionDto,
  RiskEndorsementDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { inTransaction } from '../../../platform/db/unit-of-work.ts';
import { clauseVersions } from '../../authority/clauses/clauses.tables.ts';
import { insertTestPackage } from '../package-rows.test-support.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks.test-support.ts';
import { pinEndorsementClauses } from './endorsements.service.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
});
afterAll(async () => server.close());

const notUsable = 'Choose clauses of this company with a live version.';

async function clause(side: 'underwriter' | 'otherUnderwriter', code: string, publish: boolean) {
  const { client, company } = w[side];
  const base = `/companies/${company.id}/clauses`;
  const res = await client.json<ClauseDto>('POST', base, {
    code,
    name: `Clause ${code}`,
    content: `<p>Wording of ${code} v1</p>`,
  });
  expect(res.status).toBe(201);
  const url = `${base}/${res.body.id}`;
  const v1 = `${url}/versions/${res.body.versions[0]!.id}`;
  if (publish) expect((await client.json('POST', `${v1}/publish`)).status).toBe(200);
  return { id: res.body.id, url, v1, v1Id: res.body.versions[0]!.id };
}

describe('clauses in endorsements (decision 233)', () => {
  it('includes live clauses only, shows them on the risk, pins and locks them at bind', async () => {
    const uw = w.underwriter.client;
    const agency = w.underwriter.company.id;
    const live = await clause('underwriter', 'END-1', true);
    const draft = await clause('underwriter', 'END-2', false);
    const foreign = await clause('otherUnderwriter', 'END-3', true);
    const endorsements = `/companies/${agency}/endorsements`;
    const body = { name: 'Sanctions endorsement', content: '<p>See the clauses.</p>' };

    for (const clauseIds of [[draft.id], [foreign.id]])
      expect(await uw.post(endorsements, { ...body, clauseIds })).toMatchObject({
        status: 422,
        body: { errors: { clauseIds: [notUsable] } },
      });
    const created = await uw.post<EndorsementDto>(endorsements, { ...body, clauseIds: [live.id] });
    expect(created.status).toBe(201);
    const versionUrl = `${endorsements}/${created.body.id}/versions/${created.body.versions[0]!.id}`;
    expect((await uw.get<EndorsementVersionDto>(versionUrl)).body.clauseIds).toEqual([live.id]);
    // Saving checks again; another company cannot reach the version at all.
    expect(
      await uw.json('PUT', versionUrl, { content: '<p>x</p>', clauseIds: [live.id, draft.id] }),
    ).toMatchObject({ status: 422, body: { errors: { clauseIds: [notUsable] } } });
    const otherUrl = versionUrl.replace(
      `/companies/${agency}/`,
      `/companies/${w.otherUnderwriter.company.id}/`,
    );
    expect((await w.otherUnderwriter.client.get(otherUrl)).status).toBe(404);
    expect((await uw.json('POST', `${versionUrl}/publish`)).status).toBe(200);
    // The clause cannot be deleted while an endorsement includes it.
    expect((await uw.json('DELETE', live.url)).status).toBe(409);

    const pkg = await insertTestPackage(server, w);
    const riskUrl = `${riskPaths(agency).pkg(pkg.id)}/risks/${pkg.mainRiskId}/endorsements`;
    const added = await uw.post<RiskEndorsementDto>(riskUrl, { endorsementId: created.body.id });
    expect(added.status).toBe(201);
    expect(added.body.clauses).toEqual([
      {
        clauseId: live.id,
        code: 'END-1',
        name: 'Clause END-1',
        version: 1,
        content: '<p>Wording of END-1 v1</p>',
      },
    ]);

    // Binding pins version 1 and locks it (the bind's lockRatedOn calls this).
    await inTransaction(server.ctx, (tx) => pinEndorsementClauses(tx, pkg.mainTransactionId));
    const [v1] = await server.ctx.db
      .select()
      .from(clauseVersions)
      .where(eq(clauseVersions.id, live.v1Id));
    expect(v1).toMatchObject({ status: 'locked', inUse: true });
    // A newer wording does not change the bound endorsement's clause.
    const copied = await uw.json<ClauseDto>('POST', `${live.v1}/copy`);
    const v2 = `${live.url}/versions/${copied.body.versions[1]!.id}`;
    expect((await uw.json('PUT', v2, { content: '<p>Wording v2</p>' })).status).toBe(200);
    expect((await uw.json('POST', `${v2}/publish`)).status).toBe(200);
    const listed = await uw.get<RiskEndorsementDto[]>(riskUrl);
    expect(listed.body[0]!.clauses).toEqual([
      expect.objectContaining({ version: 1, content: '<p>Wording of END-1 v1</p>' }),
    ]);
    // Pinning twice adds nothing.
    await inTransaction(server.ctx, (tx) => pinEndorsementClauses(tx, pkg.mainTransactionId));
    expect((await uw.get<RiskEndorsementDto[]>(riskUrl)).body[0]!.clauses).toHaveLength(1);
  });
});
