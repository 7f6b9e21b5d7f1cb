// The AFS check at bind (issue 21, decision 219): the brokerage's number in its profile, the operator's
// ASIC register extracts, the bind refused at each boundary of the register's dates, the underwriter's
// audited override, and nobody else's register or profile.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfsMessages, todayInZone, TransactionStatus, type RiskPackageDto } from '@turbine/domain';
import type { TestClient } from '../../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { auditEvents, systemUser } from '../../companies/companies.test-support.ts';
import { riskPackages } from '../risks.tables.ts';
import { piQuoteProposal, riskPaths, riskWorld, type RiskWorld } from '../risks.test-support.ts';

let server: TestServer;
let w: RiskWorld;
let system: TestClient;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
  system = (await systemUser(server)).client;
});
afterAll(() => server.close());

type Res = { status: number; body: Record<string, unknown> };

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const au = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A quoted PI package of the broker (no add-on), and the bind day in its zone. */
async function quoted(broker = w.broker) {
  const paths = riskPaths(broker.company.id);
  const created = await broker.client.post<RiskPackageDto>(paths.risks, {
    productPackageId: w.productPackageId,
    insured: { name: 'Licensed Advice Pty Ltd' },
  });
  expect(created.status).toBe(201);
  const main = created.body.risks[0]!;
  expect(
    (
      await broker.client.put(paths.proposal(created.body.id, main.id), {
        proposal: piQuoteProposal,
      })
    ).status,
  ).toBe(200);
  const submitted = await broker.client.post<RiskPackageDto>(
    paths.action(created.body.id, main.id, 'submit'),
    {},
  );
  expect(submitted.body.risks[0]!.current.status).toBe(TransactionStatus.Quoted);
  const [pkg] = await server.ctx.db
    .select({ timeZone: riskPackages.timeZone })
    .from(riskPackages)
    .where(eq(riskPackages.id, created.body.id));
  return {
    id: created.body.id,
    mainId: main.id,
    transactionId: submitted.body.risks[0]!.current.id,
    today: todayInZone(Math.floor(Date.now() / 1000), pkg!.timeZone),
  };
}

const bind = (
  client: TestClient,
  companyId: number,
  q: { id: number; mainId: number },
  body: Record<string, unknown> = {},
) =>
  client.post(riskPaths(companyId).action(q.id, q.mainId, 'bind'), {
    declarationConfirmed: true,
    ...body,
  }) as Promise<Res>;
const brokerBind = (q: { id: number; mainId: number }, body: Record<string, unknown> = {}) =>
  bind(w.broker.client, w.broker.company.id, q, body);

async function setAfs(kind: 'licensee' | 'representative' | null, number: string | null) {
  const res = await w.broker.client.put(`/companies/${w.broker.company.id}`, {
    name: w.broker.company.name,
    profile: { afsKind: kind, afsNumber: number },
  });
  expect(res.status).toBe(200);
}

async function upload(client: TestClient, text: string, name = 'afs_lic_202611.csv') {
  return client.request('POST', `/system/afs-register?name=${name}`, undefined, {
    raw: Buffer.from(text, 'utf8'),
    contentType: 'text/csv',
  });
}

/** A licensee extract (comma-delimited) with one row per [number, start, end]. */
function licensees(rows: [string, string | null, string | null][]): string {
  const header =
    'REGISTER_NAME,AFS_LIC_NUM,AFS_LIC_NAME,AFS_LIC_ABN_ACN,AFS_LIC_START_DT,AFS_LIC_END_DT,AFS_LIC_CONDITION';
  return [
    header,
    ...rows.map(
      ([n, start, end]) =>
        `AFS Licensee,${n},"BROKER ${n} PTY LTD",51824753556,${start ? au(start) : ''},${end ? au(end) : ''},Standard`,
    ),
  ].join('\n');
}

describe('the brokerage’s AFS number in its company profile', () => {
  it('is checked for format: 6 digits or 9 starting 000 for a licence, 1–9 digits for an AR', async () => {
    const put = (profile: Record<string, unknown>) =>
      w.broker.client.put(`/companies/${w.broker.company.id}`, {
        name: w.broker.company.name,
        profile,
      });
    expect(await put({ afsKind: 'licensee', afsNumber: '12345' })).toMatchObject({
      status: 422,
      body: { errors: { 'profile.afsNumber': [AfsMessages.licenceFormat] } },
    });
    expect(await put({ afsKind: 'licensee', afsNumber: '123456789' })).toMatchObject({
      status: 422,
      body: { errors: { 'profile.afsNumber': [AfsMessages.licenceFormat] } },
    });
    expect(await put({ afsKind: 'representative', afsNumber: '0000' })).toMatchObject({
      status: 422,
      body: { errors: { 'profile.afsNumber': [AfsMessages.representativeFormat] } },
    });
    expect(await put({ afsNumber: '218600' })).toMatchObject({
      status: 422,
      body: { errors: { 'profile.afsKind': [AfsMessages.kindRequired] } },
    });
    const ok = await put({ afsKind: 'licensee', afsNumber: '000030366' });
    expect(ok).toMatchObject({
      status: 200,
      body: { profile: { afsKind: 'licensee', afsNumber: '000030366' } },
    });
  });

  it('another company cannot change it (404)', async () => {
    const res = await w.otherBroker.client.put(`/companies/${w.broker.company.id}`, {
      name: 'Taken over',
      profile: { afsKind: 'licensee', afsNumber: '999999' },
    });
    expect(res.status).toBe(404);
    const mine = await w.broker.client.get<{ profile: { afsNumber: string } }>(
      `/companies/${w.broker.company.id}`,
    );
    expect(mine.body.profile.afsNumber).toBe('000030366');
  });
});

describe('the ASIC register extract', () => {
  it('only the operator loads it: a broker or underwriter admin is refused and nothing is stored', async () => {
    const text = licensees([['218600', '2010-01-01', null]]);
    for (const client of [w.broker.client, w.underwriter.client]) {
      const res = await upload(client, text);
      expect([403, 404]).toContain(res.status);
    }
    expect((await w.broker.client.get('/system/afs-register')).status).not.toBe(200);
    const list = await system.get<{ data: unknown[] }>('/system/afs-register');
    expect(list).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('refuses a file with an unreadable date or number as a whole, naming the line', async () => {
    const bad = `${licensees([['218600', '2010-01-01', null]])}\nAFS Licensee,218601,X,1,31/02/2020,,`;
    const res = await upload(system, bad);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: { file: ['Line 3: a date is not DD/MM/YYYY.'] },
    });
    const noColumn = await upload(system, 'NAME,NUMBER\nA,1');
    expect(noColumn.status).toBe(422);
    expect((await system.get<{ data: unknown[] }>('/system/afs-register')).body.data).toEqual([]);
  });
});

describe('bind with the licensee register loaded', () => {
  it('at each boundary of the dates: current, ceased yesterday, ceased today, ceasing tomorrow, starting tomorrow', async () => {
    const q0 = await quoted();
    const today = q0.today;
    const res = await upload(
      system,
      licensees([
        ['218600', '2010-02-01', null],
        ['218601', '2010-02-01', shift(today, -1)],
        ['218602', '2010-02-01', today],
        ['218603', '2010-02-01', shift(today, 1)],
        ['218604', shift(today, 1), null],
        ['30366', '2001-03-11', null],
      ]),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ register: 'licensee', rowCount: 6 });
    const cases: [string, number, string | null][] = [
      ['218601', 422, `it ceased on ${au(shift(today, -1))}`],
      ['218602', 422, `it ceased on ${au(today)}`],
      ['218604', 422, `it starts on ${au(shift(today, 1))}`],
      ['218603', 200, null],
      ['218600', 200, null],
      // Pre-FSR numbers are zero-padded in the profile, not in the extract.
      ['000030366', 200, null],
    ];
    let q = q0;
    for (const [number, status, why] of cases) {
      await setAfs('licensee', number);
      const answer = await brokerBind(q);
      expect({ number, status: answer.status }).toEqual({ number, status });
      if (why) {
        expect(answer.body).toMatchObject({ code: 'AFS_NOT_CURRENT' });
        expect(answer.body.message).toContain(`AFS licence ${number} is not current`);
        expect(answer.body.message).toContain(why);
        const [row] = await server.ctx.db
          .select({ status: riskPackages.status })
          .from(riskPackages)
          .where(eq(riskPackages.id, q.id));
        expect(row!.status).toBe(TransactionStatus.Quoted);
      } else {
        q = await quoted();
      }
    }
  });

  it('an unknown number, and no number at all, cannot bind', async () => {
    const q = await quoted();
    await setAfs('licensee', '777777');
    const unknown = await brokerBind(q);
    expect(unknown).toMatchObject({ status: 422, body: { code: 'AFS_NOT_CURRENT' } });
    expect(unknown.body.message).toContain('777777 is not on the ASIC register');
    await setAfs(null, null);
    const none = await brokerBind(q);
    expect(none).toMatchObject({ status: 422, body: { code: 'AFS_NOT_CURRENT' } });
    expect(none.body.message).toContain('has no AFS licence or authorised representative number');
  });

  it('the broker cannot override; the underwriter can, with a reason, audited on the transaction', async () => {
    const q = await quoted();
    await setAfs('licensee', '218601');
    const byBroker = await brokerBind(q, { afsOverrideReason: 'We are licensed, honest' });
    expect(byBroker).toMatchObject({ status: 422, body: { code: 'AFS_NOT_CURRENT' } });
    const uw = (body: Record<string, unknown>) =>
      bind(w.underwriter.client, w.underwriter.company.id, q, body);
    expect(await uw({})).toMatchObject({
      status: 422,
      body: {
        code: 'AFS_NOT_CURRENT',
        errors: { afsOverrideReason: [AfsMessages.overrideReason] },
      },
    });
    expect(await auditEvents(server.ctx, 'riskTransaction', q.transactionId)).toEqual([]);
    const assigned = await w.underwriter.client.put(
      `${riskPaths(w.underwriter.company.id).pkg(q.id)}/assignment`,
      { assignedUnderwriterId: w.underwriter.admin.id },
    );
    expect(assigned.status).toBe(200);
    const reason = 'Licence renewed on 20/11; the register extract is a week old.';
    const res = await uw({ afsOverrideReason: reason });
    expect(res.status).toBe(200);
    expect((res.body as unknown as RiskPackageDto).status).toBe(TransactionStatus.Bound);
    const events = await auditEvents(server.ctx, 'riskTransaction', q.transactionId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'afs_override',
      actorUserId: w.underwriter.admin.id,
      companyId: w.underwriter.company.id,
      after: { reason, riskPackageId: q.id },
    });
    expect((events[0]!.after as { problem: string }).problem).toContain('218601');
  });

  it('another brokerage’s authorisation does not decide this one’s bind', async () => {
    await setAfs('licensee', '218600');
    const other = await quoted(w.otherBroker);
    // The other brokerage has no number: refused, while the first brokerage binds.
    expect(await bind(w.otherBroker.client, w.otherBroker.company.id, other)).toMatchObject({
      status: 422,
      body: { code: 'AFS_NOT_CURRENT' },
    });
    expect((await brokerBind(await quoted())).status).toBe(200);
    // And it cannot bind the first brokerage's quote at all.
    const mine = await quoted();
    expect((await bind(w.otherBroker.client, w.otherBroker.company.id, mine)).status).toBe(404);
  });
});

describe('bind with the authorised representative register (tab-delimited)', () => {
  it('a ceased appointment cannot bind, a current one can', async () => {
    const header = [
      'REGISTER_NAME',
      'AFS_REP_NUM',
      'AFS_LIC_NUM',
      'AFS_REP_NAME',
      'AFS_REP_ABN',
      'AFS_REP_START_DT',
      'AFS_REP_STATUS',
      'AFS_REP_END_DT',
    ].join('\t');
    const text = [
      header,
      [
        'AFS Authorised Representative',
        '001234567',
        '218600',
        'SMITH, JO',
        '',
        '01/02/2015',
        'Current',
        '',
      ].join('\t'),
      [
        'AFS Authorised Representative',
        '1234568',
        '218600',
        'BLOGGS, J',
        '',
        '01/02/2015',
        'Ceased',
        '01/03/2020',
      ].join('\t'),
    ].join('\r\n');
    const res = await upload(system, text, 'afs_rep_202611.csv');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ register: 'representative', rowCount: 2 });
    const q = await quoted();
    await setAfs('representative', '1234568');
    const ceased = await brokerBind(q);
    expect(ceased).toMatchObject({ status: 422, body: { code: 'AFS_NOT_CURRENT' } });
    expect(ceased.body.message).toContain('authorised representative number 1234568');
    await setAfs('representative', '1234567');
    expect((await brokerBind(q)).status).toBe(200);
    const list = await system.get<{ data: { register: string }[] }>('/system/afs-register');
    expect(list.body.data.map((u) => u.register).sort()).toEqual(['licensee', 'representative']);
  });
});
