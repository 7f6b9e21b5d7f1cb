// Quote options side by side (issue 21, decision 218): rated per option to the cent, one bound and the
// others lapsed, two concurrent binds giving one policy, referral per option, bad input, other companies.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  QuoteOptionMessages,
  RiskMessages,
  TransactionStatus,
  type QuoteOptionsDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { riskTransactions } from '../risks.tables.ts';
import { piQuoteProposal, riskPaths, riskWorld, type RiskWorld } from '../risks.test-support.ts';
import { riskQuoteOptions } from './quote-options.tables.ts';
import { agreementSections } from '../../authority/agreements.tables.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
});
afterAll(() => server.close());

const paths = riskPaths;
const optionsPath = (companyId: number, q: { id: number; mainId: number }) =>
  `${paths(companyId).pkg(q.id)}/risks/${q.mainId}/quote-options`;

/** A quoted PI package of the broker ($2m limit, no add-on). */
async function quoted(proposal: Record<string, unknown> = piQuoteProposal) {
  const p = paths(w.broker.company.id);
  const created = await w.broker.client.post<RiskPackageDto>(p.risks, {
    productPackageId: w.productPackageId,
    insured: { name: 'Options Pty Ltd' },
  });
  const main = created.body.risks[0]!;
  expect(
    (await w.broker.client.put(p.proposal(created.body.id, main.id), { proposal })).status,
  ).toBe(200);
  const submitted = await w.broker.client.post<RiskPackageDto>(
    p.action(created.body.id, main.id, 'submit'),
    {},
  );
  return { id: created.body.id, mainId: main.id, pkg: submitted.body };
}

const ask = (q: { id: number; mainId: number }, options: { values: Record<string, unknown> }[]) =>
  w.broker.client.post<QuoteOptionsDto>(optionsPath(w.broker.company.id, q), { options });

const limits = [1000000, 2000000, 5000000];
const grid = limits.flatMap((limitOfIndemnity) =>
  ['2015-07-01', '2010-07-01'].map((retroactiveDate) => ({
    values: { limitOfIndemnity, retroactiveDate },
  })),
);

/** The rating preview of the quote's answers with `values` (the existing /rate route, nothing stored). */
async function previewTotal(q: { id: number; mainId: number }, values: Record<string, unknown>) {
  const res = await w.broker.client.post<{ premium: { total: string }; decision: string }>(
    paths(w.broker.company.id).rate(q.id, q.mainId),
    { proposal: { ...piQuoteProposal, ...values } },
  );
  expect(res.status).toBe(200);
  return res.body;
}

describe('asking for quote options', () => {
  it('lists the fields the form lets vary', async () => {
    const q = await quoted();
    const res = await w.broker.client.get<QuoteOptionsDto>(optionsPath(w.broker.company.id, q));
    expect(res.status).toBe(200);
    expect(res.body.fields.map((f) => f.name).sort()).toEqual([
      'limitOfIndemnity',
      'retroactiveDate',
    ]);
    const limit = res.body.fields.find((f) => f.name === 'limitOfIndemnity')!;
    expect(limit.choices!.map((c) => c.value)).toEqual(limits);
    expect(res.body.fields.find((f) => f.name === 'retroactiveDate')!.choices).toBeNull();
    expect(res.body.options).toEqual([]);
  });

  it('rates three limits × two retroactive dates, each to the cent, and leaves the quote as it was', async () => {
    const q = await quoted();
    const before = q.pkg.risks[0]!.current;
    const res = await ask(q, grid);
    expect(res.status).toBe(201);
    expect(res.body.options).toHaveLength(6);
    // By hand from the demo PI tables (NSW accountant, $1m turnover, 3 practices → 5% discount, 9% other
    // charges on the discounted base, $75 fee, GST 10% on gross + fee; the retroactive date does not rate):
    //   $1m: base 8000 − 400 = 7600 + 684.00 = 8284.00 gross; + 75 = 8359.00; GST 835.90 → 9194.90
    //   $2m: base 9600 − 480 = 9120 + 820.80 = 9940.80 gross; + 75 = 10015.80; GST 1001.58 → 11017.38
    //   $5m: base 11600 − 580 = 11020 + 991.80 = 12011.80 gross; + 75 = 12086.80; GST 1208.68 → 13295.48
    const hand = ['9194.90', '9194.90', '11017.38', '11017.38', '13295.48', '13295.48'];
    expect(res.body.options.map((o) => o.totalPremium)).toEqual(hand);
    expect(res.body.options.map((o) => o.premium.gross)).toEqual([
      '8284.00',
      '8284.00',
      '9940.80',
      '9940.80',
      '12011.80',
      '12011.80',
    ]);
    expect(res.body.options.map((o) => o.premium.taxes)).toEqual([
      '835.90',
      '835.90',
      '1001.58',
      '1001.58',
      '1208.68',
      '1208.68',
    ]);
    expect(res.body.options.map((o) => o.decision)).toEqual(Array(6).fill('quote'));
    for (const o of res.body.options) {
      const preview = await previewTotal(q, o.values);
      expect({ values: o.values, total: o.totalPremium, decision: o.decision }).toEqual({
        values: o.values,
        total: preview.premium.total,
        decision: preview.decision === 'decline' ? 'decline' : o.decision,
      });
      expect(o.status).toBe('open');
    }
    // The $2m option with the quote's own retroactive date is the quote itself.
    expect(res.body.options[2]!.totalPremium).toBe(before.totalPremium);
    expect(res.body.options[2]!.totalPremium).toBe('11017.38');
    const [row] = await server.ctx.db
      .select()
      .from(riskTransactions)
      .where(eq(riskTransactions.id, before.id));
    expect(row!.totalPremium).toBe(before.totalPremium);
    expect(row!.status).toBe(TransactionStatus.Quoted);
  });
});

describe('bad input', () => {
  it('too many options, one option, a field that may not vary, a value the form refuses, repeats: 422', async () => {
    const q = await quoted();
    const many = Array.from({ length: 13 }, (_, i) => ({
      values: { retroactiveDate: `20${String(10 + i).padStart(2, '0')}-07-01` },
    }));
    expect(await ask(q, many)).toMatchObject({
      status: 422,
      body: { errors: { options: expect.any(Array) } },
    });
    expect(await ask(q, [grid[0]!])).toMatchObject({ status: 422 });
    expect(
      await ask(q, [{ values: { limitOfIndemnity: 1000000 } }, { values: { turnover: 5 } }]),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'options.1.values.turnover': [QuoteOptionMessages.mayNotVary] } },
    });
    const refused = await ask(q, [
      { values: { limitOfIndemnity: 1000000 } },
      { values: { limitOfIndemnity: 3000000 } },
    ]);
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body as unknown as { errors: object }).errors)).toEqual([
      'options.1.values.limitOfIndemnity',
    ]);
    expect(
      await ask(q, [
        { values: { limitOfIndemnity: 1000000 } },
        { values: { limitOfIndemnity: 1000000 } },
      ]),
    ).toMatchObject({
      status: 422,
      body: { errors: { 'options.1': [QuoteOptionMessages.duplicate] } },
    });
    const stored = await server.ctx.db
      .select()
      .from(riskQuoteOptions)
      .where(eq(riskQuoteOptions.riskPackageId, q.id));
    expect(stored).toEqual([]);
  });

  it('a risk that is not quoted has no options (409)', async () => {
    const p = paths(w.broker.company.id);
    const created = await w.broker.client.post<RiskPackageDto>(p.risks, {
      productPackageId: w.productPackageId,
      insured: { name: 'Draft Pty Ltd' },
    });
    const q = { id: created.body.id, mainId: created.body.risks[0]!.id };
    expect(await ask(q, grid.slice(0, 2))).toMatchObject({
      status: 409,
      body: { code: 'QUOTE_OPTIONS_NOT_QUOTED' },
    });
  });
});

describe('binding an option', () => {
  it('binds exactly one: its answers and premium become the policy’s, the others lapse', async () => {
    const q = await quoted();
    const asked = await ask(
      q,
      limits.map((limitOfIndemnity) => ({ values: { limitOfIndemnity } })),
    );
    const [one, , five] = asked.body.options;
    const bindPath = (id: number) => `${optionsPath(w.broker.company.id, q)}/${id}/bind`;
    const bound = await w.broker.client.post<RiskPackageDto>(bindPath(five!.id), {
      declarationConfirmed: true,
    });
    expect(bound.status).toBe(200);
    const t = bound.body.risks[0]!.current;
    expect(t.status).toBe(TransactionStatus.Bound);
    expect(t.limitOfIndemnity).toBe('5000000.00');
    expect(t.totalPremium).toBe('13295.48');
    const [row] = await server.ctx.db
      .select()
      .from(riskTransactions)
      .where(eq(riskTransactions.id, t.id));
    expect((row!.proposal as { limitOfIndemnity: number }).limitOfIndemnity).toBe(5000000);
    expect(row!.totalPremium).toBe('13295.48');
    const stored = await server.ctx.db
      .select({ id: riskQuoteOptions.id, status: riskQuoteOptions.status })
      .from(riskQuoteOptions)
      .where(eq(riskQuoteOptions.riskPackageId, q.id));
    expect(Object.fromEntries(stored.map((o) => [o.id, o.status]))).toEqual({
      [one!.id]: 'lapsed',
      [asked.body.options[1]!.id]: 'lapsed',
      [five!.id]: 'bound',
    });
    expect(
      await w.broker.client.post(bindPath(one!.id), { declarationConfirmed: true }),
    ).toMatchObject({ status: 409, body: { code: 'QUOTE_OPTION_LAPSED' } });
    const listed = await w.broker.client.get<QuoteOptionsDto>(optionsPath(w.broker.company.id, q));
    expect(listed.body.options.map((o) => o.status)).toEqual(['lapsed', 'lapsed', 'bound']);
  });

  it('two concurrent binds of different options: one policy, the other 409', async () => {
    const q = await quoted();
    const asked = await ask(
      q,
      limits.map((limitOfIndemnity) => ({ values: { limitOfIndemnity } })),
    );
    const bindPath = (id: number) => `${optionsPath(w.broker.company.id, q)}/${id}/bind`;
    const answers = await Promise.all(
      [asked.body.options[0]!, asked.body.options[2]!].map((o) =>
        w.broker.client.post(bindPath(o.id), { declarationConfirmed: true }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await server.ctx.db
      .select()
      .from(riskTransactions)
      .where(eq(riskTransactions.riskPackageId, q.id));
    expect(rows.filter((r) => r.status === TransactionStatus.Bound)).toHaveLength(1);
    const statuses = (
      await server.ctx.db
        .select({ status: riskQuoteOptions.status })
        .from(riskQuoteOptions)
        .where(eq(riskQuoteOptions.riskPackageId, q.id))
    ).map((o) => o.status);
    expect(statuses.filter((s) => s === 'bound')).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)!.body as unknown as RiskPackageDto;
    const winning = asked.body.options.find(
      (o) => o.totalPremium === winner.risks[0]!.current.totalPremium,
    );
    expect(winning).toBeDefined();
  });

  it('an option that refers cannot be bound; choosing it reopens the quote with its answers for referral', async () => {
    // The binding agreement section covers limits up to $2m: a $5m option refers on the section limit.
    await server.ctx.db.update(agreementSections).set({ maximumLimit: '2000000' });
    try {
      const q = await quoted();
      const asked = await ask(
        q,
        limits.map((limitOfIndemnity) => ({ values: { limitOfIndemnity } })),
      );
      expect(asked.body.options.map((o) => o.decision)).toEqual(['quote', 'quote', 'refer']);
      const five = asked.body.options[2]!;
      expect(five.reasons.join(' ')).toMatch(/limit/i);
      const base = `${optionsPath(w.broker.company.id, q)}/${five.id}`;
      expect(
        await w.broker.client.post(`${base}/bind`, { declarationConfirmed: true }),
      ).toMatchObject({
        status: 422,
        body: { code: 'QUOTE_OPTION_NEEDS_REFERRAL' },
      });
      const quoting = `${optionsPath(w.broker.company.id, q)}/${asked.body.options[0]!.id}`;
      expect(await w.broker.client.post(`${quoting}/choose`)).toMatchObject({
        status: 422,
        body: { code: 'QUOTE_OPTION_QUOTES' },
      });
      const chosen = await w.broker.client.post<RiskPackageDto>(`${base}/choose`);
      expect(chosen.status).toBe(200);
      expect(chosen.body.risks[0]!.current.status).toBe(TransactionStatus.Initiated);
      const p = paths(w.broker.company.id);
      const submitted = await w.broker.client.post<RiskPackageDto>(
        p.action(q.id, q.mainId, 'submit'),
        {},
      );
      expect(submitted.status).toBe(200);
      const t = submitted.body.risks[0]!.current;
      expect(t.status).toBe(TransactionStatus.Referred);
      expect(t.limitOfIndemnity).toBe('5000000.00');
      const listed = await w.broker.client.get<QuoteOptionsDto>(
        optionsPath(w.broker.company.id, q),
      );
      // The options belonged to the quote that was reopened: the list is of the current transaction.
      expect(listed.body.transactionId).toBe(t.id);
      const stored = await server.ctx.db
        .select({ status: riskQuoteOptions.status })
        .from(riskQuoteOptions)
        .where(eq(riskQuoteOptions.riskPackageId, q.id));
      expect(stored.map((o) => o.status).sort()).toEqual(['chosen', 'lapsed', 'lapsed']);
    } finally {
      await server.ctx.db.update(agreementSections).set({ maximumLimit: '5000000' });
    }
  });
});

describe("an approved quote's options (decision 236)", () => {
  it('do not refer again for the reasons the approval covered up to its limit; above it they refer', async () => {
    // The $2m quote, then section limits up to $1m: as if it had referred on them, been approved and quoted.
    const q = await quoted();
    await server.ctx.db.update(agreementSections).set({ maximumLimit: '1000000' });
    try {
      const [section] = await server.ctx.db
        .select({ min: agreementSections.minimumLimit })
        .from(agreementSections)
        .limit(1);
      const reason = RiskMessages.sectionLimit(new Decimal(section!.min).toFixed(2), '1000000.00');
      const options = limits.map((limitOfIndemnity) => ({ values: { limitOfIndemnity } }));
      // Not approved: both options above the section's limit refer.
      const before = await ask(q, options);
      expect(before.body.options.map((o) => o.decision)).toEqual(['quote', 'refer', 'refer']);
      expect(before.body.options[1]!.reasons).toEqual([reason]);

      await server.ctx.db
        .update(riskTransactions)
        .set({
          approval: 'approved',
          approverId: w.underwriter.admin.id,
          referralReasons: [reason],
        })
        .where(eq(riskTransactions.id, q.pkg.risks[0]!.current.id));
      const after = await ask(q, options);
      expect(after.status).toBe(201);
      // $2m is the approved limit (equal passes); $5m is above it and refers, naming it.
      expect(after.body.options.map((o) => o.decision)).toEqual(['quote', 'quote', 'refer']);
      expect(after.body.options[1]!.reasons).toEqual([]);
      expect(after.body.options[2]!.reasons).toEqual([
        reason,
        QuoteOptionMessages.beyondApproval('2000000.00'),
      ]);
      const bound = await w.broker.client.post<RiskPackageDto>(
        `${optionsPath(w.broker.company.id, q)}/${after.body.options[1]!.id}/bind`,
        { declarationConfirmed: true },
      );
      expect(bound.status).toBe(200);
      expect(bound.body.risks[0]!.current).toMatchObject({
        status: TransactionStatus.Bound,
        approval: 'approved',
      });
    } finally {
      await server.ctx.db.update(agreementSections).set({ maximumLimit: '5000000' });
    }
  });
});

describe('another company', () => {
  it('sees nothing and changes nothing (404)', async () => {
    const q = await quoted();
    const asked = await ask(q, grid.slice(0, 2));
    const other = optionsPath(w.otherBroker.company.id, q);
    expect((await w.otherBroker.client.get(other)).status).toBe(404);
    expect((await w.otherBroker.client.post(other, { options: grid.slice(2, 4) })).status).toBe(
      404,
    );
    expect(
      (
        await w.otherBroker.client.post(`${other}/${asked.body.options[0]!.id}/bind`, {
          declarationConfirmed: true,
        })
      ).status,
    ).toBe(404);
    // Nor through the broker's own path with another company's option id.
    const mine = await quoted();
    expect(
      (
        await w.broker.client.post(
          `${optionsPath(w.broker.company.id, mine)}/${asked.body.options[0]!.id}/bind`,
          { declarationConfirmed: true },
        )
      ).status,
    ).toBe(404);
    const [row] = await server.ctx.db
      .select({ status: riskTransactions.status })
      .from(riskTransactions)
      .where(eq(riskTransactions.riskPackageId, q.id));
    expect(row!.status).toBe(TransactionStatus.Quoted);
    const list = await w.broker.client.get<QuoteOptionsDto>(optionsPath(w.broker.company.id, q));
    expect(list.body.options.map((o) => o.status)).toEqual(['open', 'open']);
  });
});
