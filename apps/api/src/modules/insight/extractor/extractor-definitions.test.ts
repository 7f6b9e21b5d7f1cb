// The extractor's saved definitions, proposal-answer and endorsement columns (decision 208).
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  Messages,
  TransactionStatus,
  type ExtractorDefinitionDto,
  type ExtractorVersionDto,
  type JobRunDto,
} from '@turbine/domain';
import type { TestClient } from '../../../../test/client.ts';
import { companyWithAdmin } from '../../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { startWorkers } from '../../../platform/jobs/platform-jobs.ts';
import { endorsements } from '../../authority/endorsements/endorsements.tables.ts';
import { productVersions } from '../../products/products.tables.ts';
import { riskEndorsements } from '../../risks/adjustments/adjustments.tables.ts';
import {
  insertPackage,
  listWorld,
  type ListWorld,
} from '../../risks/list/risk-list.test-support.ts';
import { extractorReportDefinitions } from './extractor-definitions.tables.ts';

let server: TestServer;
let w: ListWorld;
const epoch = (iso: string) => Date.parse(iso) / 1000;
const range = { date_from: epoch('2026-05-04T00:00:00Z'), date_to: epoch('2026-05-05T23:59:59Z') };
type Errors = { errors: Record<string, string[]> };

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await listWorld(server);
  await server.ctx.db
    .update(productVersions)
    .set({
      formSchema: {
        type: 'object',
        properties: {
          turnover: { type: 'number', title: 'Annual turnover' },
          trade: { type: 'string', title: 'Trade' },
          sprinklers: { type: 'boolean' },
        },
      },
    })
    .where(eq(productVersions.id, w.mainVersionId));
  const one = await insertPackage(server.ctx.db, w, {
    status: TransactionStatus.Bound,
    boundAt: new Date('2026-05-04T01:00:00Z'),
    reference: 'DEF-1',
    transaction: { proposal: { turnover: 1250000, trade: 'Bakery, "fine"', sprinklers: true } },
  });
  await insertPackage(server.ctx.db, w, {
    status: TransactionStatus.Bound,
    boundAt: new Date('2026-05-04T02:00:00Z'),
    reference: 'DEF-2',
    transaction: { proposal: { trade: 'Florist' } },
  });
  for (const name of ['Flood exclusion', 'Cyber exclusion']) {
    const [e] = await server.ctx.db
      .insert(endorsements)
      .values({ companyId: w.underwriter.company.id, name })
      .returning();
    await server.ctx.db.insert(riskEndorsements).values({
      riskTransactionId: one.transaction.id,
      endorsementId: e!.id,
      source: 'manual',
    });
  }
  await startWorkers(server.ctx);
});
afterAll(async () => server.close());

const defs = (companyId: number) => `/companies/${companyId}/report/extract-definitions`;
const definition = {
  columns: ['reference', 'endorsements'],
  productVersionId: null as number | null,
  answers: [] as string[],
  transactionTypes: [],
  productIds: [],
  brokerageIds: [],
  format: 'xlsx',
};

async function finished(client: TestClient, id: number): Promise<JobRunDto> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const run = (await client.get<JobRunDto>(`/jobs/${id}`)).body;
    if (run.state === 'succeeded') return run;
    if (Date.now() > deadline) throw new Error(`extract ${id} is ${run.state}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('extractor definitions, answers and endorsements', { timeout: 60_000 }, () => {
  it('lists the versions with bound policies and their questions, titles as labels', async () => {
    const { client, company } = w.underwriter;
    const res = await client.get<{ data: ExtractorVersionDto[] }>(
      `/companies/${company.id}/report/extract-versions`,
    );
    expect(res.status).toBe(200);
    const main = res.body.data.find((v) => v.id === w.mainVersionId);
    expect(main?.questions).toEqual([
      { key: 'turnover', label: 'Annual turnover' },
      { key: 'sprinklers', label: 'sprinklers' },
      { key: 'trade', label: 'Trade' },
    ]);
    // A company with no bound policy on it does not see the version.
    const other = await companyWithAdmin(server, CompanyType.Underwriter);
    const none = await other.client.get<{ data: ExtractorVersionDto[] }>(
      `/companies/${other.company.id}/report/extract-versions`,
    );
    expect(none.body.data).toEqual([]);
  });

  it('writes the endorsements and the chosen answers after the columns (XLSX read back)', async () => {
    const { client, company } = w.underwriter;
    const created = await client.post<JobRunDto>(`/companies/${company.id}/report/extracts`, {
      ...range,
      ...definition,
      productVersionId: w.mainVersionId,
      answers: ['trade', 'turnover', 'sprinklers'],
    });
    expect(created.status).toBe(202);
    const run = await finished(client, created.body.id);
    const file = await client.request('GET', `/jobs/${run.id}/result`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
      const values = row.values as unknown[];
      rows.push(Array.from({ length: 5 }, (_, i) => values[i + 1] ?? null));
    });
    expect(rows).toEqual([
      ['Reference', 'Endorsements', 'Trade', 'Annual turnover', 'sprinklers'],
      ['DEF-1', 'Flood exclusion; Cyber exclusion', 'Bakery, "fine"', '1250000', 'Yes'],
      ['DEF-2', null, 'Florist', null, null],
    ]);
  });

  it('refuses answers without a version, of an unseen version, or not on its form', async () => {
    const { client, company } = w.underwriter;
    const post = (body: Record<string, unknown>) =>
      client.post<Errors>(`/companies/${company.id}/report/extracts`, {
        ...range,
        ...definition,
        ...body,
      });
    const noVersion = await post({ answers: ['trade'] });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.errors.productVersionId).toEqual([Messages.extractorNoVersion]);
    const unseen = await post({ productVersionId: w.addOnVersionId, answers: ['trade'] });
    expect(unseen.status).toBe(422);
    expect(unseen.body.errors.productVersionId).toEqual([Messages.extractorUnknownVersion]);
    const unknown = await post({ productVersionId: w.mainVersionId, answers: ['trade', 'nope'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['answers.1']).toEqual([Messages.extractorUnknownQuestion]);
  });

  it('saves, lists, renames and deletes definitions; names unique per company', async () => {
    const { client, company } = w.underwriter;
    const saved = await client.post<ExtractorDefinitionDto>(defs(company.id), {
      name: 'Monthly answers',
      definition: { ...definition, productVersionId: w.mainVersionId, answers: ['trade'] },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.definition).toMatchObject({ answers: ['trade'], format: 'xlsx' });
    const clash = await client.post<Errors>(defs(company.id), {
      name: ' monthly ANSWERS ',
      definition,
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.name).toEqual([Messages.nameInUse]);
    const blank = await client.post<Errors>(defs(company.id), { name: '  ', definition });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors)).toEqual(['name']);
    const renamed = await client.put<ExtractorDefinitionDto>(
      `${defs(company.id)}/${saved.body.id}`,
      { name: 'Answers', definition: { ...definition, columns: ['insured'] } },
    );
    expect(renamed.status).toBe(200);
    const list = await client.get<{ data: ExtractorDefinitionDto[] }>(defs(company.id));
    expect(list.body.data.map((d) => [d.name, d.definition.columns])).toEqual([
      ['Answers', ['insured']],
    ]);
    expect((await client.delete(`${defs(company.id)}/${saved.body.id}`)).status).toBe(204);
    const rows = await server.ctx.db.select().from(extractorReportDefinitions);
    expect(rows.filter((r) => r.companyId === company.id)).toEqual([]);
  });

  it("another company sees and changes none of this company's definitions (404)", async () => {
    const { client, company } = w.underwriter;
    const saved = await client.post<ExtractorDefinitionDto>(defs(company.id), {
      name: 'Private',
      definition,
    });
    const outsider = await companyWithAdmin(server, CompanyType.Underwriter);
    expect((await outsider.client.get(defs(company.id))).status).toBe(404);
    const own = `${defs(outsider.company.id)}/${saved.body.id}`;
    expect((await outsider.client.put(own, { name: 'Mine', definition })).status).toBe(404);
    expect((await outsider.client.delete(own)).status).toBe(404);
    const theirs = await outsider.client.get<{ data: ExtractorDefinitionDto[] }>(
      defs(outsider.company.id),
    );
    expect(theirs.body.data).toEqual([]);
    const [row] = await server.ctx.db
      .select()
      .from(extractorReportDefinitions)
      .where(eq(extractorReportDefinitions.id, saved.body.id));
    expect(row?.name).toBe('Private');
  });
});
