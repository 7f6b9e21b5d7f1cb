// Import Policy Data (issue 15, decision 128): both calls, every error class, all or nothing, once only,
// and nothing across companies. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, ImportMessages as M, Messages, TransactionStatus } from '@turbine/domain';
import { buildCompany, buildUser, companyWithAdmin, signedIn } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { startWorkers } from '../../platform/jobs/platform-jobs.ts';
import { productPackageBrokers, productPackages, products } from '../products/products.tables.ts';
import { riskPackages, riskTransactions } from '../risks/risks.tables.ts';
import { riskWorld, type RiskWorld } from '../risks/risks.test-support.ts';
import { POLICY_BATCH } from './check-file.ts';
import { importedPolicies } from './imports.tables.ts';
import { fileOf, finished, importPath, send, templateOf } from './imports.test-support.ts';

let server: TestServer;
let w: RiskWorld;
let t: Awaited<ReturnType<typeof templateOf>>;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000', IMPORT_MAX_MB: '1' });
  w = await riskWorld(server);
  await startWorkers(server.ctx);
  t = await templateOf(w.underwriter.client, w.underwriter.company.id);
}, 60_000);
afterAll(async () => server.close());

const uw = () => w.underwriter;
const packageCount = async () =>
  (
    await server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(riskPackages)
      .where(eq(riskPackages.underwriterCompanyId, uw().company.id))
  )[0]!.n;

async function run(
  mode: 'validate' | 'import',
  body: Buffer,
  headers: Record<string, string> = {},
) {
  const started = await send(uw().client, uw().company.id, mode, body, headers);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body).toMatchObject({ mode, status: 'queued', jobId: expect.any(Number) });
  return finished(uw().client, uw().company.id, started.body.id);
}

describe('the template', { timeout: 60_000 }, () => {
  it("is the layout with an example row that names this company's product, agreement, section, risk code and a broker", async () => {
    expect(t.res.status).toBe(200);
    expect(t.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(t.res.headers.get('content-disposition')).toContain('policy-import-template.csv');
    expect(t.header.slice(0, 3)).toEqual(['reference', 'transaction_type', 'insured_name']);
    expect(t.header.some((h) => h.startsWith('proposal.'))).toBe(true);
    expect(t.example).toMatchObject({
      product: 'Professional Indemnity',
      section: 'Professional Indemnity',
      risk_code: 'E7',
    });
    const before = await packageCount();
    const done = await run('validate', Buffer.from(t.text, 'utf8'));
    expect(done).toMatchObject({
      status: 'valid',
      rows: 1,
      policies: 1,
      transactions: 1,
      errorCount: 0,
      errors: [],
    });
    expect(await packageCount()).toBe(before);
  });
});

describe('validate', { timeout: 60_000 }, () => {
  it('answers each bad cell by row, column, value and message, and writes nothing', async () => {
    const before = await packageCount();
    const done = await run(
      'validate',
      fileOf(t, [
        { reference: 'V-1' },
        { reference: 'V-2', inception_date: '2026-02-30' },
        { reference: 'V-3', net_premium: '900.00' },
        { reference: 'V-4', base_premium: '12.345', broker: 'Nobody Brokers' },
        { reference: 'V-5', transaction_type: 'amendment' },
        { reference: 'V-6', product: 'Cyber Liability add-on' },
      ]),
    );
    expect(done.status).toBe('invalid');
    expect(done.rows).toBe(6);
    expect(done.errors).toEqual([
      { row: 3, column: 'inception_date', value: '2026-02-30', message: M.invalidDate },
      { row: 4, column: 'net_premium', value: '900.00', message: M.netMismatch('850.00') },
      { row: 5, column: 'broker', value: 'Nobody Brokers', message: M.unknownBroker },
      { row: 5, column: 'base_premium', value: '12.345', message: M.invalidDecimal },
      { row: 6, column: 'transaction_type', value: 'amendment', message: M.firstNotNew },
      { row: 7, column: 'product', value: 'Cyber Liability add-on', message: M.unknownProduct },
    ]);
    expect(done.errorCount).toBe(6);
    expect(await packageCount()).toBe(before);
  });

  it("checks each policy's order and the references of the company and of the file", async () => {
    const done = await run(
      'validate',
      fileOf(t, [
        { reference: 'ORD-1' },
        { reference: 'ORD-1', transaction_type: 'new business' },
        { reference: 'ORD-2' },
        {
          reference: 'ORD-2',
          transaction_type: 'cancellation',
          reason_for_cancellation: 'Sold',
          effective_date: t.example.inception_date!,
        },
        { reference: 'ORD-2', transaction_type: 'amendment' },
        { reference: 'ORD-3', transaction_type: 'cancellation' },
        { reference: 'ord-1', transaction_type: 'amendment' },
        { reference: 'ORD-1' },
      ]),
    );
    // Row 7 fails on its own (no reason), so its place in a policy is not judged. A policy's rows follow one
    // another: ORD-1 again after ORD-2's rows is refused, whatever its type (decision 155).
    expect(done.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, 'transaction_type', M.newAfterFirst],
      [6, 'transaction_type', M.afterCancellation],
      [7, 'reason_for_cancellation', M.reasonRequired],
      [8, 'reference', M.policyRowsApart],
      [9, 'reference', M.policyRowsApart],
    ]);
  });

  it('refuses a header that does not match the template, naming the missing and unknown columns', async () => {
    const header = t.header.filter((h) => h !== 'taxes' && h !== 'broker').concat('colour');
    const body = Buffer.from(`${header.join(',')}\r\n${header.map(() => 'x').join(',')}\r\n`);
    const done = await run('validate', body);
    expect(done.status).toBe('invalid');
    expect(done.message).toBe(
      `${M.missingColumns(['broker', 'taxes'])} ${M.unknownColumns(['colour'])}`,
    );
  });

  it('reports a ragged row and keeps checking the others', async () => {
    const good = fileOf(t, [{ reference: 'R-1' }]).toString('utf8');
    const body = Buffer.from(`${good}R-2,new business,Short Row\r\n`);
    const done = await run('validate', body);
    expect(done.errors).toEqual([
      { row: 3, column: '', value: '', message: M.raggedRow(3, t.header.length) },
    ]);
    expect(done.rows).toBe(2);
  });

  it('says a file with an unclosed quote is not valid CSV', async () => {
    const body = Buffer.from(
      `${fileOf(t, [{ reference: 'Q-1' }]).toString('utf8')}"Q-2,new business\r\n`,
    );
    const done = await run('validate', body);
    expect(done.status).toBe('invalid');
    expect(done.message).toMatch(/^The file is not valid CSV: /);
  });

  it('accepts UTF-8 with a BOM and refuses UTF-16 and Latin-1 with a clear message', async () => {
    const plain = fileOf(t, [{ reference: 'ENC-1', insured_name: 'Café Zürich' }]);
    expect(
      (await run('validate', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), plain]))).status,
    ).toBe('valid');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(plain.toString('utf8'), 'utf16le'),
    ]);
    const a = await send(uw().client, uw().company.id, 'validate', utf16);
    expect(a.status).toBe(422);
    expect(a.body).toMatchObject({
      code: 'INVALID_FILE_TYPE',
      message: M.utf16,
      errors: { file: [M.utf16] },
    });
    const latin1 = Buffer.from(plain.toString('utf8'), 'latin1');
    const b = await send(
      uw().client,
      uw().company.id,
      'validate',
      Buffer.from(plain.toString('utf8').replace('Café', 'Caf\u00e9'), 'latin1'),
    );
    expect(latin1.length).toBeGreaterThan(0);
    expect(b.status).toBe(422);
    expect(b.body).toMatchObject({ message: M.notUtf8, errors: { file: [M.notUtf8] } });
  });

  it('refuses what is not CSV (a PDF) and an empty file', async () => {
    const pdf = await send(
      uw().client,
      uw().company.id,
      'validate',
      Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
    );
    expect(pdf.status).toBe(422);
    expect(pdf.body).toMatchObject({
      code: 'INVALID_FILE_TYPE',
      errors: { file: [Messages.invalidFileType] },
    });
    const empty = await send(uw().client, uw().company.id, 'validate', Buffer.alloc(0));
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { file: [M.empty] } });
  });

  it("answers a file over the limit with 413 and the spec's message", async () => {
    const big = Buffer.alloc(1024 * 1024 + 10, 'a');
    const res = await send(uw().client, uw().company.id, 'validate', big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: Messages.fileTooLarge(1) });
  });
});

describe('import', { timeout: 90_000 }, () => {
  it('writes every policy with its transactions, marked imported, in the risks list and the report; never twice', async () => {
    const formula = '=HYPERLINK("http://evil.example","x")';
    const file = fileOf(t, [
      { reference: 'IMP-1', insured_name: formula },
      {
        reference: 'IMP-1',
        insured_name: formula,
        transaction_type: 'amendment',
        premium_change: '-10.00',
        base_premium: '990.00',
        gross_premium: '990.00',
        net_premium: '840.00',
        total_premium: '1155.50',
      },
      { reference: 'IMP-2' },
      {
        reference: 'IMP-2',
        transaction_type: 'cancellation',
        reason_for_cancellation: 'Business sold',
      },
    ]);
    const done = await run('import', file, { 'Idempotency-Key': 'imp-file-1' });
    expect(done.errors).toEqual([]);
    expect(done).toMatchObject({
      status: 'imported',
      rows: 4,
      policies: 2,
      transactions: 4,
      errorCount: 0,
    });
    const rows = await server.ctx.db
      .select({
        id: riskPackages.id,
        reference: riskPackages.reference,
        insuredName: riskPackages.insuredName,
        status: riskPackages.status,
        transactionType: riskPackages.transactionType,
        sourceRow: importedPolicies.sourceRow,
        importId: importedPolicies.importId,
      })
      .from(riskPackages)
      .innerJoin(importedPolicies, eq(importedPolicies.riskPackageId, riskPackages.id))
      .where(eq(importedPolicies.importId, done.id))
      .orderBy(riskPackages.reference);
    expect(
      rows.map((r) => [r.reference, r.insuredName, r.status, r.transactionType, r.sourceRow]),
    ).toEqual([
      ['IMP-1', formula, TransactionStatus.Bound, 2, 2],
      ['IMP-2', t.example.insured_name, TransactionStatus.Bound, 3, 4],
    ]);
    const txs = await server.ctx.db
      .select({
        sequence: riskTransactions.sequence,
        type: riskTransactions.type,
        change: riskTransactions.premiumChange,
        total: riskTransactions.totalPremium,
      })
      .from(riskTransactions)
      .where(eq(riskTransactions.riskPackageId, rows[0]!.id))
      .orderBy(riskTransactions.sequence);
    const detail = await uw().client.get<{ importedPolicies: unknown[] }>(
      `${importPath(uw().company.id)}/${done.id}`,
    );
    expect(detail.body.importedPolicies).toEqual([
      { riskPackageId: rows[0]!.id, reference: 'IMP-1' },
      { riskPackageId: rows[1]!.id, reference: 'IMP-2' },
    ]);
    expect(txs).toEqual([
      { sequence: 1, type: 1, change: null, total: '1165.50' },
      { sequence: 2, type: 2, change: '-10.00', total: '1155.50' },
    ]);

    const list = await uw().client.get<{
      data: { reference: string; importedAt: number | null }[];
    }>(`/companies/${uw().company.id}/risks?search=IMP-`);
    expect(list.body.data.map((r) => r.reference).sort()).toEqual(['IMP-1', 'IMP-2']);
    // Decision 156: the "imported" mark on the list and the risk, and the timeline's first entry.
    expect(list.body.data.every((r) => r.importedAt !== null)).toBe(true);
    const risk = await uw().client.get<{
      importedAt: number | null;
      risks: { current: { premium: unknown; totalPremium: string | null } }[];
    }>(`/companies/${uw().company.id}/risks/${rows[0]!.id}`);
    expect(risk.body.importedAt).toBeGreaterThanOrEqual(done.createdAt);
    expect(risk.body.importedAt).toBeLessThanOrEqual(done.finishedAt!);
    expect(risk.body.risks[0]!.current).toMatchObject({ premium: null, totalPremium: '1155.50' });
    const timeline = await uw().client.get<{ kind: string; body: string; actor: { id: number } }[]>(
      `/companies/${uw().company.id}/risks/${rows[0]!.id}/activities`,
    );
    // (Opening the risk above wrote the reader's own 'view' entry.)
    const entries = timeline.body.filter((a) => a.kind !== 'view');
    expect(entries.map((a) => [a.kind, a.body, a.actor.id])).toEqual([
      ['update', M.importedFrom('policies.csv', uw().admin.name), uw().admin.id],
    ]);
    const day = Date.parse(`${t.example.bound_date}T00:00:00Z`) / 1000;
    const report = await uw().client.request(
      'GET',
      `/companies/${uw().company.id}/report/bound-policies?date_from=${day}&date_to=${day + 86399}&type=json`,
    );
    expect(JSON.stringify(await report.json())).toContain('IMP-2');

    // The same key answers the first import and queues nothing; the same bytes are refused.
    const replay = await send(uw().client, uw().company.id, 'import', file, {
      'Idempotency-Key': 'imp-file-1',
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ id: done.id, status: 'imported' });
    const again = await send(uw().client, uw().company.id, 'import', file);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'IMPORT_ALREADY_DONE', message: M.alreadyImported });
    // A new file naming an imported reference is refused by row.
    const dup = await run('validate', fileOf(t, [{ reference: 'imp-1' }]));
    expect(dup.errors).toEqual([
      { row: 2, column: 'reference', value: 'imp-1', message: M.duplicateInCompany },
    ]);
  });

  it('imports nothing from a file with one bad row, and says which', async () => {
    const before = await packageCount();
    const done = await run(
      'import',
      fileOf(t, [
        { reference: 'AON-1' },
        { reference: 'AON-2', expiry_date: '2020-01-01' },
        { reference: 'AON-3' },
      ]),
    );
    expect(done.status).toBe('invalid');
    expect(done.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'expiry_date'],
      [3, 'effective_date'],
    ]);
    expect(await packageCount()).toBe(before);
  });

  it('rolls back the batches it already wrote when a later row is bad', async () => {
    // Policies are written POLICY_BATCH rows at a time as they are checked (decision 155): the bad last row
    // comes after two written batches, and the transaction takes them back.
    const before = await packageCount();
    const rows = Array.from({ length: 2 * POLICY_BATCH + 1 }, (_, i) => ({
      reference: `LATE-${i}`,
    }));
    rows.push({ reference: 'LATE-BAD', gross_premium: '12,00.0.0' } as (typeof rows)[number]);
    const done = await run('import', fileOf(t, rows), {});
    expect(done.status).toBe('invalid');
    expect(done.errors.map((e) => [e.row, e.column])).toEqual([[rows.length + 1, 'gross_premium']]);
    expect(await packageCount()).toBe(before);
  });
});

describe('across companies and permissions', { timeout: 60_000 }, () => {
  it('answers 404 to a user with no role in the company, and writes nothing', async () => {
    const before = await packageCount();
    const res = await send(
      w.otherUnderwriter.client,
      uw().company.id,
      'import',
      fileOf(t, [{ reference: 'X-1' }]),
    );
    expect(res.status).toBe(404);
    expect(
      (await w.otherUnderwriter.client.request('GET', `${importPath(uw().company.id)}/template`))
        .status,
    ).toBe(404);
    expect(await packageCount()).toBe(before);
  });

  it('refuses (403) a staff member without ManageBindingAgreements, and a broker company', async () => {
    const staff = await buildUser(server.ctx);
    const company = await buildCompany(server.ctx, {
      type: CompanyType.Underwriter,
      admins: [await buildUser(server.ctx)],
      staff: [staff],
    });
    const client = await signedIn(server, staff);
    const res = await send(client, company.id, 'validate', fileOf(t, [{}]));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.needsImportPermission);
    const broker = await companyWithAdmin(server, CompanyType.Broker);
    expect((await send(broker.client, broker.company.id, 'validate', fileOf(t, [{}]))).status).toBe(
      403,
    );
  });

  it("does not find another company's product, nor a broker the package does not admit", async () => {
    // Another underwriting company's main product, named exactly.
    await server.ctx.db.insert(products).values({
      companyId: w.otherUnderwriter.company.id,
      name: 'Other Agency Liability',
      offeringType: 1,
    });
    const [pkg] = await server.ctx.db
      .select()
      .from(productPackages)
      .where(eq(productPackages.id, w.productPackageId));
    await server.ctx.db
      .update(productPackages)
      .set({ brokerAccess: 'whitelist' })
      .where(eq(productPackages.id, pkg!.id));
    await server.ctx.db
      .insert(productPackageBrokers)
      .values({ packageId: pkg!.id, brokerCompanyId: w.broker.company.id });
    const done = await run(
      'validate',
      fileOf(t, [
        { reference: 'CC-1', broker: w.broker.company.name },
        { reference: 'CC-2', broker: w.otherBroker.company.name },
        { reference: 'CC-3', broker: w.insurer.company.name },
        { reference: 'CC-4', product: 'Other Agency Liability' },
      ]),
    );
    expect(done.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [3, 'broker', M.unknownBroker],
      [4, 'broker', M.unknownBroker],
      [5, 'product', M.unknownProduct],
    ]);
    await server.ctx.db
      .update(productPackages)
      .set({ brokerAccess: pkg!.brokerAccess })
      .where(eq(productPackages.id, pkg!.id));
  });
});
