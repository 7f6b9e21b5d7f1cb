// Premium and claims bordereaux (issue 14, decisions 151, 227, 228): the monthly draft, review and submit
// by the agency, the insurer told of it, the managing insurer's list and files, and that no other company
// sees or changes anything.
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  type BordereauDetailDto,
  type BordereauListDto,
  type BordereauSummaryDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { companyWithAdmin } from '../../../../test/factories.ts';
import {
  agreementPeriods,
  agreementSections,
  bindingAgreements,
} from '../../authority/agreements.tables.ts';
import { claimMovements, claims } from '../../claims/claims.tables.ts';
import { storedNotifications } from '../../notifications/notifications.test-support.ts';
import { insertTestPackage } from '../../risks/package-rows.test-support.ts';
import { riskPackages, riskTransactions, risks } from '../../risks/risks.tables.ts';
import { riskWorld, type RiskWorld } from '../../risks/risks.test-support.ts';
import { draftDueBordereaux } from './use-cases/draft-due-bordereaux.ts';

let server: TestServer;
let w: RiskWorld;
let otherInsurer: Awaited<ReturnType<typeof companyWithAdmin>>;
let agreementId: number;
let firstPackageId: number;
const year = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
}).format(new Date());
const month = `${year}-10`;

/** A rating as the engine stores it: GST and NSW stamp duty lines with their trace entries. */
const rating = (gross: string, gstAmount: string, dutyBase: string, dutyAmount: string) => ({
  premium: {
    gross,
    taxLines: [
      { name: 'GST', amount: gstAmount },
      { name: 'NSW stamp duty', amount: dutyAmount },
    ],
  },
  trace: [
    {
      kind: 'premium',
      name: 'GST',
      expression: `${gross} × 10%`,
      inputs: [{ name: 'base', value: gross }],
      note: 'AU gst, rounded half-up to cents',
    },
    {
      kind: 'premium',
      name: 'NSW stamp duty',
      expression: `${dutyBase} × 9%`,
      inputs: [{ name: 'base', value: dutyBase }],
      note: 'NSW stampDuty, rounded half-up to cents',
    },
  ],
});

/** A bound policy under the world's binder section, its first transaction bound at `boundAt`. */
async function policyBound(boundAt: string, state: string | null) {
  const db = server.ctx.db;
  const pkg = await insertTestPackage(server, w, { status: 7 });
  const [section] = await db
    .select({ id: agreementSections.id, periodId: agreementSections.periodId })
    .from(agreementSections)
    .innerJoin(agreementPeriods, eq(agreementPeriods.id, agreementSections.periodId))
    .where(
      and(
        eq(agreementPeriods.bindingAgreementId, agreementId),
        eq(agreementPeriods.status, 'live'),
      ),
    );
  await db
    .update(risks)
    .set({ agreementPeriodId: section!.periodId, agreementSectionId: section!.id })
    .where(eq(risks.id, pkg.mainRiskId));
  await db
    .update(riskPackages)
    .set({
      insured: {
        name: 'x',
        email: null,
        phone: null,
        contactMethod: 1,
        registrationNumber: null,
        addressLine1: '1 George St',
        addressLine2: null,
        city: 'Sydney',
        state,
        postcode: '2000',
        country: 'AU',
      },
    })
    .where(eq(riskPackages.id, pkg.id));
  await db
    .update(riskTransactions)
    .set({
      boundAt: new Date(boundAt),
      effectiveDate: `${year}-10-01`,
      inceptionDate: `${year}-10-01`,
      expiryDate: `${Number(year) + 1}-10-01`,
      grossPremium: '1000.00',
      brokerCommissionPercent: '20',
      administrationFee: '50.00',
      limitOfIndemnity: '2000000.00',
      rating: rating('1000.00', '100.00', '1100.00', '99.00'),
    })
    .where(eq(riskTransactions.id, pkg.mainTransactionId));
  return pkg;
}

/**
 * Four accepted claims (decision 227): one open with movements before and in October; one closed at 00:30
 * on 1 November in Sydney (13:30 UTC on 31 October: open at the month's end there); one closed in
 * September (no longer reported); one closed in October (Closed this month).
 */
async function claimsOn(firstId: number, secondId: number) {
  const at = (iso: string) => new Date(iso);
  const claim = (riskPackageId: number, n: number, v: Partial<typeof claims.$inferInsert>) => ({
    reference: `CLM-${n}`,
    riskPackageId,
    stage: 2,
    status: 2,
    dateOfLoss: `${year}-09-01`,
    dateFirstAdvised: `${year}-09-10`,
    lossDescription: 'Advice on a contract',
    lossState: 'NSW',
    claimant: `Claimant ${n}`,
    amountClaimed: '10000.00',
    currency: 'aud',
    acceptedAt: at(`${year}-09-20T00:00:00Z`),
    ...v,
  });
  const ids = await server.ctx.db
    .insert(claims)
    .values([
      claim(firstId, 1, {}),
      claim(secondId, 2, { status: 7, closedAt: at(`${year}-10-31T13:30:00Z`) }),
      claim(secondId, 3, { status: 7, closedAt: at(`${year}-09-25T00:00:00Z`) }),
      claim(firstId, 4, { status: 8, closedAt: at(`${year}-10-20T03:00:00Z`) }),
    ])
    .returning({ id: claims.id });
  const [c1, c2, , c4] = ids.map((r) => r.id);
  const move = (claimId: number, head: string, paid: string, reserve: string, when: string) => ({
    claimId,
    head,
    kind: paid === '0.00' ? 'reserve' : 'payment',
    amount: paid === '0.00' ? reserve : paid,
    paidDelta: paid,
    reserveDelta: reserve,
    createdAt: at(when),
  });
  await server.ctx.db.insert(claimMovements).values([
    move(c1!, 'indemnity', '0.00', '5000.00', `${year}-09-25T00:00:00Z`),
    move(c1!, 'indemnity', '250.00', '-250.00', `${year}-09-28T00:00:00Z`),
    move(c1!, 'indemnity', '1000.00', '-1000.00', `${year}-10-10T00:00:00Z`),
    move(c1!, 'fees', '0.00', '800.00', `${year}-10-12T00:00:00Z`),
    // 23:30 on 31 October in Sydney: this month; the release at closing is November's.
    move(c2!, 'indemnity', '2000.00', '0.00', `${year}-10-31T12:30:00Z`),
    move(c2!, 'indemnity', '0.00', '-300.00', `${year}-10-31T13:30:00Z`),
    move(c4!, 'fees', '120.50', '0.00', `${year}-10-19T00:00:00Z`),
  ]);
}

const paths = (companyId: number) => ({
  list: `/companies/${companyId}/bordereaux`,
  one: (id: number) => `/companies/${companyId}/bordereaux/${id}`,
});
const agency = () => ({ client: w.underwriter.client, ...paths(w.underwriter.company.id) });
const insurer = () => ({ client: w.insurer.client, ...paths(w.insurer.company.id) });

beforeAll(async () => {
  server = await startTestServer();
  w = await riskWorld(server);
  otherInsurer = await companyWithAdmin(server, CompanyType.Insurer);
  const [a] = await server.ctx.db
    .select({ id: bindingAgreements.id })
    .from(bindingAgreements)
    .where(eq(bindingAgreements.companyId, w.underwriter.company.id));
  agreementId = a!.id;
  // October in Sydney: 00:30 on the 1st (AEST) is in, 00:30 on 1 November (AEDT) is out.
  firstPackageId = (await policyBound(`${year}-09-30T14:30:00Z`, null)).id;
  const second = await policyBound(`${year}-10-15T02:00:00Z`, 'NSW');
  await claimsOn(firstPackageId, second.id);
  await policyBound(`${year}-10-31T13:30:00Z`, 'NSW');
  // The second policy amended in October: premium up to 1,200 for half the term.
  await server.ctx.db.insert(riskTransactions).values({
    riskId: second.mainRiskId,
    riskPackageId: second.id,
    underwriterCompanyId: w.underwriter.company.id,
    brokerCompanyId: w.broker.company.id,
    insurerCompanyId: w.insurer.company.id,
    sequence: 2,
    type: 2,
    status: 7,
    effectiveDate: `${year}-10-20`,
    inceptionDate: `${year}-10-01`,
    expiryDate: `${Number(year) + 1}-10-01`,
    grossPremium: '1200.00',
    brokerCommissionPercent: '20',
    administrationFee: '50.00',
    proRataFactor: '0.50000000',
    premiumChange: '219.90',
    rating: rating('1200.00', '120.00', '1320.00', '118.80'),
    boundAt: new Date(`${year}-10-20T02:00:00Z`),
  });
}, 120_000);
afterAll(() => server?.close());

describe('the monthly job', () => {
  it('drafts each agreement’s past month once, in the agreement’s zone', async () => {
    const run = await draftDueBordereaux(server.ctx, new Date(`${year}-11-02T00:00:00Z`));
    expect(run.failed).toBe(0);
    expect(run.drafted).toBeGreaterThanOrEqual(1);
    const again = await draftDueBordereaux(server.ctx, new Date(`${year}-11-02T01:00:00Z`));
    expect(again.drafted).toBe(0);
    const list = await agency().client.get<BordereauListDto>(agency().list);
    expect(list.status).toBe(200);
    const mine = list.body.items.filter((b) => b.bindingAgreementId === agreementId);
    expect(mine.map((b) => [b.kind, b.month, b.version, b.status]).sort()).toEqual([
      ['claims', month, 1, 'draft'],
      ['premium', month, 1, 'draft'],
    ]);
  });
});

describe('review and submit', () => {
  let draft: BordereauSummaryDto;

  it('the draft has the month’s rows, split 60/40 per syndicate, with totals and row errors', async () => {
    const list = await agency().client.get<BordereauListDto>(agency().list);
    draft = list.body.items.find(
      (b) => b.bindingAgreementId === agreementId && b.kind === 'premium',
    )!;
    const res = await agency().client.get<BordereauDetailDto>(agency().one(draft.id));
    expect(res.status).toBe(200);
    const d = res.body;
    // Two new business policies and one amendment, each on two syndicates; the 1 November bind is out.
    expect(d.rowCount).toBe(6);
    expect(
      d.rows.map((r) => [r.values.transactionType, r.values.grossPremium, r.values.syndicate]),
    ).toEqual([
      ['OP', '600.00', 'Harbour Line Syndicate (HLS 4471)'],
      ['OP', '400.00', 'Southern Star Syndicate (SSS 5820)'],
      ['OP', '600.00', 'Harbour Line Syndicate (HLS 4471)'],
      ['OP', '400.00', 'Southern Star Syndicate (SSS 5820)'],
      ['AP', '60.00', 'Harbour Line Syndicate (HLS 4471)'],
      ['AP', '40.00', 'Southern Star Syndicate (SSS 5820)'],
    ]);
    const first = d.rows[0]!.values;
    expect({
      umr: first.umr,
      agreementNumber: first.agreementNumber,
      section: first.section,
      riskCode: first.riskCode,
      periodStart: first.periodStart,
      periodEnd: first.periodEnd,
      issuanceDate: first.issuanceDate,
      commission: first.commission,
      netPremium: first.netPremium,
      tax1Amount: first.tax1Amount,
      tax2Amount: first.tax2Amount,
      totalTaxes: first.totalTaxes,
      currency: first.currency,
    }).toEqual({
      umr: `B0999MER${year}PL`,
      agreementNumber: `MER-BA-${year}-01`,
      section: 'Professional Indemnity',
      riskCode: 'E7',
      periodStart: `${year}-10-01`,
      periodEnd: `${year}-10-31`,
      issuanceDate: `${year}-10-01`,
      commission: '120.00',
      netPremium: '480.00',
      tax1Amount: '60.00',
      tax2Amount: '59.40',
      totalTaxes: '119.40',
      currency: 'AUD',
    });
    // The amendment: (1,200 − 1,000) × 0.5 = 100 gross; GST 10; duty (118.80 − 99) × 0.5 = 9.90.
    expect(
      d.rows.slice(4).map((r) => [r.values.commission, r.values.tax1Amount, r.values.tax2Amount]),
    ).toEqual([
      ['12.00', '6.00', '5.94'],
      ['8.00', '4.00', '3.96'],
    ]);
    expect(d.totals).toEqual({
      grossPremium: '2100.00',
      commission: '420.00',
      totalTaxes: '417.90',
      netPremium: '1680.00',
      fees: '100.00',
    });
    // The first policy's insured has no state: both its rows say so.
    expect(d.errorCount).toBe(2);
    expect(d.rows.slice(0, 2).map((r) => r.errors)).toEqual([
      [{ field: 'locationState', message: 'An Australian risk needs its state' }],
      [{ field: 'locationState', message: 'An Australian risk needs its state' }],
    ]);
  });

  it('a draft with row errors is not submitted; the insurer sees nothing yet', async () => {
    const res = await agency().client.post<{ errors: Record<string, string[]> }>(
      `${agency().one(draft.id)}/submit`,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.rows?.[0]).toMatch(/^2 rows have errors/);
    expect((await insurer().client.get<BordereauListDto>(insurer().list)).body.items).toEqual([]);
    expect((await insurer().client.get(insurer().one(draft.id))).status).toBe(404);
    expect((await insurer().client.request('GET', `${insurer().one(draft.id)}/file`)).status).toBe(
      404,
    );
  });

  it('re-drafting makes version 2 and replaces the draft; once submitted the month is frozen', async () => {
    await server.ctx.db
      .update(riskPackages)
      .set({ insured: { country: 'AU', state: 'VIC', postcode: '3000' } })
      .where(eq(riskPackages.id, firstPackageId));
    const redraft = await agency().client.post<BordereauSummaryDto>(agency().list, {
      bindingAgreementId: agreementId,
      month,
    });
    expect(redraft.status).toBe(201);
    expect([redraft.body.version, redraft.body.status, redraft.body.errorCount]).toEqual([
      2,
      'draft',
      0,
    ]);
    expect((await agency().client.get(agency().one(draft.id))).status).toBe(404);
    const submitted = await agency().client.post<BordereauSummaryDto>(
      `${agency().one(redraft.body.id)}/submit`,
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('submitted');
    expect(submitted.body.submittedAt).not.toBeNull();
    // The managing insurer's admin is told (decision 228); the submitter and another insurer are not.
    const told = await storedNotifications(server.ctx, w.insurer.admin.id);
    expect(
      told
        .filter((n) => n.type === 'bordereau.submitted')
        .map((n) => [n.companyId, n.data.message, n.data.frontendUrl]),
    ).toEqual([
      [
        w.insurer.company.id,
        `${w.underwriter.company.name} submitted the premium bordereau of ${submitted.body.agreementName} for October ${year}`,
        `/company/bordereaux/${redraft.body.id}`,
      ],
    ]);
    for (const userId of [w.underwriter.admin.id, otherInsurer.admin.id])
      expect(
        (await storedNotifications(server.ctx, userId)).filter(
          (n) => n.type === 'bordereau.submitted',
        ),
      ).toEqual([]);
    const again = await agency().client.post(`${agency().one(redraft.body.id)}/submit`);
    expect(again.status).toBe(409);
    const rerun = await agency().client.post<{ message: string }>(agency().list, {
      bindingAgreementId: agreementId,
      month,
    });
    expect(rerun.status).toBe(409);
    expect(rerun.body.message).toBe(
      'This month’s bordereau is submitted and can no longer change.',
    );
    expect(await draftDueBordereaux(server.ctx, new Date(`${year}-11-03T00:00:00Z`))).toEqual({
      drafted: 0,
      failed: 0,
    });
    draft = submitted.body;
  });

  it('bad input is refused under its field', async () => {
    const bad = await agency().client.post<{ errors: Record<string, string[]> }>(agency().list, {
      bindingAgreementId: agreementId,
      month: '2026-13',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.month).toEqual(['Enter a month as YYYY-MM']);
  });
});

describe('the managing insurer', () => {
  it('lists the submitted bordereau and downloads its CSV', async () => {
    const list = await insurer().client.get<BordereauListDto>(insurer().list);
    expect(list.status).toBe(200);
    expect(
      list.body.items.map((b) => [b.month, b.version, b.status, b.insurer === b.coverholder]),
    ).toEqual([[month, 2, 'submitted', false]]);
    const id = list.body.items[0]!.id;
    const res = await insurer().client.request('GET', `${insurer().one(id)}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="bordereau-B0999MER${year}PL-${month}-v2.csv"`,
    );
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    const lines = text.slice(1).split('\r\n');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]!.startsWith('CR0001,CR0002,CR0005,CR0006,CR0007')).toBe(true);
    expect(lines).toHaveLength(2 + 6 + 1);
    expect(lines[2]).toContain(`,B0999MER${year}PL,MER-BA-${year}-01,Professional Indemnity,`);
    expect(lines[2]).toContain(',VIC,3000,AU,VIC,AU,');

    // The same lines as XLSX (decision 189), read back with a real reader: every cell as the CSV has it.
    const xlsx = await insurer().client.request('GET', `${insurer().one(id)}/file?format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers.get('content-disposition')).toBe(
      `attachment; filename="bordereau-B0999MER${year}PL-${month}-v2.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const cells: string[][] = [];
    book.worksheets[0]!.eachRow({ includeEmpty: true }, (row) =>
      cells.push(
        Array.from({ length: row.cellCount }, (_, i) => String(row.getCell(i + 1).value ?? '')),
      ),
    );
    expect(cells).toHaveLength(2 + 6);
    const csvCells = lines.slice(0, -1).map((l) => l.split(','));
    expect(cells[0]).toEqual(csvCells[0]);
    expect(cells[1]).toEqual(csvCells[1]);
    expect(cells[2]!.join(',')).toContain(`,B0999MER${year}PL,MER-BA-${year}-01,`);
    expect(cells[2]!.join(',')).toContain(',VIC,3000,AU,VIC,AU,');
    expect(
      (await insurer().client.request('GET', `${insurer().one(id)}/file?format=pdf`)).status,
    ).toBe(422);
  });

  it('reads the rows but never drafts or submits', async () => {
    const [b] = (await insurer().client.get<BordereauListDto>(insurer().list)).body.items;
    expect(
      (await insurer().client.get<BordereauDetailDto>(insurer().one(b!.id))).body.rows,
    ).toHaveLength(6);
    expect((await insurer().client.post(`${insurer().one(b!.id)}/submit`)).status).toBe(403);
    expect(
      (await insurer().client.post(insurer().list, { bindingAgreementId: agreementId, month }))
        .status,
    ).toBe(403);
  });
});

describe('the claims bordereau', () => {
  let claimsId: number;

  it('lists the claims open at the month’s end and those closed in it, cumulated, with totals', async () => {
    const list = await agency().client.get<BordereauListDto>(agency().list);
    const found = list.body.items.find(
      (b) => b.bindingAgreementId === agreementId && b.kind === 'claims',
    )!;
    claimsId = found.id;
    const res = await agency().client.get<BordereauDetailDto>(agency().one(claimsId));
    expect(res.status).toBe(200);
    const d = res.body;
    expect([d.kind, d.status, d.rowCount, d.errorCount, d.totals]).toEqual([
      'claims',
      'draft',
      3,
      0,
      null,
    ]);
    expect(d.columns.slice(0, 3).map((c) => c.cr)).toEqual(['CR0001', 'CR0002', 'CR0005']);
    const pick = (v: Record<string, string>) => [
      v.claimReference,
      v.claimStatus,
      v.indemnityPaidThisMonth,
      v.indemnityPreviouslyPaid,
      v.indemnityReserve,
      v.feesPaidThisMonth,
      v.feesReserve,
      v.totalIncurred,
      v.dateClosed,
    ];
    // CLM-3 closed in September is gone; CLM-2 closed at 00:30 on 1 November in Sydney was open on 31 October.
    expect(d.rows.map((r) => pick(r.values))).toEqual([
      [
        'CLM-1',
        'Open – Coverage agreed',
        '1000.00',
        '250.00',
        '3750.00',
        '0.00',
        '800.00',
        '5800.00',
        '',
      ],
      ['CLM-2', 'Open', '2000.00', '0.00', '0.00', '0.00', '0.00', '2000.00', ''],
      [
        'CLM-4',
        'Closed this month',
        '0.00',
        '0.00',
        '0.00',
        '120.50',
        '0.00',
        '120.50',
        `${year}-10-20`,
      ],
    ]);
    expect(d.claimTotals).toEqual({
      paidThisMonth: '3120.50',
      previouslyPaid: '250.00',
      reserve: '4550.00',
      totalIncurred: '7920.50',
    });
    const first = d.rows[0]!;
    expect(first.transactionId).toBeNull();
    expect(first.claimId).toBeGreaterThan(0);
    expect({
      umr: first.values.umr,
      section: first.values.section,
      riskCode: first.values.riskCode,
      currency: first.values.currency,
      dateOfLoss: first.values.dateOfLoss,
      dateFirstAdvised: first.values.dateFirstAdvised,
      dateOpened: first.values.dateOpened,
      inceptionDate: first.values.inceptionDate,
      insuredCountry: first.values.insuredCountry,
    }).toEqual({
      umr: `B0999MER${year}PL`,
      section: 'Professional Indemnity',
      riskCode: 'E7',
      currency: 'AUD',
      dateOfLoss: `${year}-09-01`,
      dateFirstAdvised: `${year}-09-10`,
      dateOpened: `${year}-09-20`,
      inceptionDate: `${year}-10-01`,
      insuredCountry: 'AU',
    });
  });

  it('is submitted like the premium one; the insurer reads it and downloads its CSV', async () => {
    expect((await insurer().client.get(insurer().one(claimsId))).status).toBe(404);
    const submitted = await agency().client.post<BordereauSummaryDto>(
      `${agency().one(claimsId)}/submit`,
    );
    expect([submitted.status, submitted.body.status]).toEqual([200, 'submitted']);
    const rerun = await agency().client.post(agency().list, {
      bindingAgreementId: agreementId,
      month,
      kind: 'claims',
    });
    expect(rerun.status).toBe(409);
    const told = (await storedNotifications(server.ctx, w.insurer.admin.id)).filter(
      (n) => n.type === 'bordereau.submitted',
    );
    expect(told.map((n) => n.data.frontendUrl)).toContain(`/company/bordereaux/${claimsId}`);
    expect(told.map((n) => n.data.message)).toContain(
      `${w.underwriter.company.name} submitted the claims bordereau of ${submitted.body.agreementName} for October ${year}`,
    );
    const list = await insurer().client.get<BordereauListDto>(insurer().list);
    expect(list.body.items.map((b) => b.kind).sort()).toEqual(['claims', 'premium']);
    const res = await insurer().client.request('GET', `${insurer().one(claimsId)}/file`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="claims-bordereau-B0999MER${year}PL-${month}-v1.csv"`,
    );
    const lines = Buffer.from(await res.arrayBuffer())
      .toString('utf8')
      .slice(1)
      .split('\r\n');
    expect(lines).toHaveLength(2 + 3 + 1);
    expect(lines[0]).toContain(',CR0104,CR0105,CR0110,');
    expect(lines[2]).toContain(',CLM-1,Open – Coverage agreed,AUD,NSW,AU,');
    expect(lines[2]).toContain(',1000.00,0.00,250.00,0.00,3750.00,800.00,5000.00,800.00,5800.00,');
    const xlsx = await insurer().client.request(
      'GET',
      `${insurer().one(claimsId)}/file?format=xlsx`,
    );
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets[0]!.getRow(3).getCell(15).value).toBe('CLM-1');
  });

  it('another insurer, another agency and a broker see nothing of it', async () => {
    const other = paths(otherInsurer.company.id);
    expect((await otherInsurer.client.get(other.one(claimsId))).status).toBe(404);
    expect((await otherInsurer.client.request('GET', `${other.one(claimsId)}/file`)).status).toBe(
      404,
    );
    const ou = paths(w.otherUnderwriter.company.id);
    expect((await w.otherUnderwriter.client.get(ou.one(claimsId))).status).toBe(404);
    const foreign = await w.otherUnderwriter.client.post(ou.list, {
      bindingAgreementId: agreementId,
      month,
      kind: 'claims',
    });
    expect(foreign.status).toBe(404);
    const br = paths(w.broker.company.id);
    expect((await w.broker.client.get(br.one(claimsId))).status).toBe(404);
  });
});

describe('another company', () => {
  it('another insurer, another agency and a broker see and change nothing', async () => {
    const [b] = (await insurer().client.get<BordereauListDto>(insurer().list)).body.items;
    const other = paths(otherInsurer.company.id);
    expect((await otherInsurer.client.get<BordereauListDto>(other.list)).body.items).toEqual([]);
    expect((await otherInsurer.client.get(other.one(b!.id))).status).toBe(404);
    expect((await otherInsurer.client.request('GET', `${other.one(b!.id)}/file`)).status).toBe(404);
    // The insurer's own path with another company's session: not a member, not found.
    expect((await otherInsurer.client.get(insurer().one(b!.id))).status).toBe(404);
    const ou = paths(w.otherUnderwriter.company.id);
    expect((await w.otherUnderwriter.client.get<BordereauListDto>(ou.list)).body.items).toEqual([]);
    expect((await w.otherUnderwriter.client.get(ou.one(b!.id))).status).toBe(404);
    expect((await w.otherUnderwriter.client.post(`${ou.one(b!.id)}/submit`)).status).toBe(404);
    const foreign = await w.otherUnderwriter.client.post(ou.list, {
      bindingAgreementId: agreementId,
      month,
    });
    expect(foreign.status).toBe(404);
    const br = paths(w.broker.company.id);
    expect((await w.broker.client.get(br.list)).status).toBe(404);
    expect((await w.broker.client.get(br.one(b!.id))).status).toBe(404);
  });
});
