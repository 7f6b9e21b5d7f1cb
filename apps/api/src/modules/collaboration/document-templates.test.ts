// Issue 12 (decisions 147, 148, 185-187): document templates, their PDFs, and the documents produced at quote and bind.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorityMessages,
  DocumentTemplateMessages,
  mergeFieldGroups,
  mergeFieldLoops,
  Messages,
  TransactionStatus,
  type DocumentPreviewDto,
  type DocumentTemplateDto,
  type AttachableDocumentList,
  type DocumentTemplateList,
  type DocumentTemplateVersionDto,
  type DocumentTemplateVersionList,
  type ProductVersionTemplatesDto,
  type RiskDocumentDto,
  type RiskDocumentList,
  type RiskPackageDto,
} from '@turbine/domain';
import type { TestClient } from '../../../test/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { files } from '../../platform/files/files.tables.ts';
import { productVersions } from '../products/products.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';
import {
  cyberQuoteProposal,
  piQuoteProposal,
  riskPaths,
  riskWorld,
  type RiskWorld,
} from '../risks/risks.test-support.ts';
import { documentTemplates, riskDocuments } from './document-templates.tables.ts';
import { PDFDocument } from 'pdf-lib';
import { storedNotifications } from '../notifications/notifications.test-support.ts';
import { documentsApi } from './documents.test-support.ts';
import { generateRiskDocuments } from './risk-documents.service.ts';
import { renderPdf } from './template-render.ts';

let server: TestServer;
let w: RiskWorld;
let versionId: number;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
  const [v] = await server.ctx.db
    .select({ id: productVersions.id })
    .from(productVersions)
    .where(eq(productVersions.productId, w.products.mainProductId));
  versionId = v!.id;
}, 180_000);
afterAll(async () => server.close());

type Err = { code?: string; message?: string; errors?: Record<string, string[]> };
const tplPath = (companyId: number) => `/companies/${companyId}/document-templates`;
const uwTemplates = () => tplPath(w.underwriter.company.id);
const versionPath = (companyId: number, id: number) =>
  `/companies/${companyId}/product-versions/${id}/document-templates`;

const schedule = [
  '<h1>Policy schedule</h1>',
  '<p>Insured: <strong>{{ insured.name }}</strong></p>',
  '<p>Reference: {{ risk.reference }} · Broker: {{ broker.name }}</p>',
  '<p>Period: {{ dates.inception }} to {{ dates.expiry }}</p>',
  '<ul>{% for line in premium.lines %}<li>{{ line.title }}: {{ line.amount }}</li>{% endfor %}</ul>',
  '<p>Total premium {{ premium.total }} (€ and $ shown as such)</p>',
].join('');

/** Creates a template and publishes it (decision 224), unless `draft` is asked. */
async function create(
  client: TestClient,
  companyId: number,
  body: Record<string, unknown>,
  draft = false,
) {
  const made = await client.json<DocumentTemplateDto & Err>('POST', tplPath(companyId), body);
  if (draft || made.status !== 201) return made;
  const published = await client.json<DocumentTemplateDto & Err>(
    'POST',
    `${tplPath(companyId)}/${made.body.id}/publish`,
    {},
  );
  return { ...published, status: made.status };
}

describe('document templates', () => {
  it('creates a draft, edits it in place, publishes it; editing a live version starts the next draft', async () => {
    const uw = w.underwriter;
    const made = await create(
      uw.client,
      uw.company.id,
      { name: 'Schedule draft', content: schedule },
      true,
    );
    expect(made).toMatchObject({
      status: 201,
      body: {
        name: 'Schedule draft',
        type: 'single',
        usedBy: [],
        version: 1,
        status: 'draft',
        liveVersion: null,
      },
    });
    const path = `${uwTemplates()}/${made.body.id}`;
    const edited = await uw.client.put<DocumentTemplateDto>(path, {
      name: 'Schedule draft 2',
      content: '<p>{{ insured.name }}</p>',
    });
    expect(edited.body).toMatchObject({ name: 'Schedule draft 2', version: 1, status: 'draft' });
    const published = await uw.client.post<DocumentTemplateDto>(`${path}/publish`, {});
    expect(published.body).toMatchObject({ version: 1, status: 'live', liveVersion: 1 });
    const again = await uw.client.post<Err>(`${path}/publish`, {});
    expect(again).toMatchObject({ status: 409, body: { code: 'IN_USE_MODIFY' } });
    const next = await uw.client.put<DocumentTemplateDto>(path, {
      name: 'Schedule draft 2',
      content: '<p>Next {{ insured.name }}</p>',
    });
    // The live version 1 is kept and still generates; version 2 is a draft.
    expect(next.body).toMatchObject({ version: 2, status: 'draft', liveVersion: 1 });
    const history = await uw.client.get<DocumentTemplateVersionList>(`${path}/versions`);
    expect(history.body.items.map((v) => [v.version, v.status, v.live, v.current])).toEqual([
      [2, 'draft', false, true],
      [1, 'live', true, false],
    ]);
    const list = await uw.client.get<DocumentTemplateList>(uwTemplates());
    expect(list.body.items.find((t) => t.id === made.body.id)).toMatchObject({
      status: 'draft',
      liveVersion: 1,
    });
    const other = w.otherUnderwriter;
    expect(
      (await other.client.post(`${tplPath(other.company.id)}/${made.body.id}/publish`, {})).status,
    ).toBe(404);
    // Another company's route is refused before anything is read; the template is unchanged.
    expect((await other.client.post(`${path}/publish`, {})).status).toBe(404);
    expect((await uw.client.get<DocumentTemplateDto>(path)).body.status).toBe('draft');
  });

  it('discards a draft back to the published version; refuses a live template, one never published, and another company (decision 243)', async () => {
    const uw = w.underwriter;
    const made = await create(
      uw.client,
      uw.company.id,
      { name: 'Discard me', content: '<p>One {{ insured.name }}</p>' },
      true,
    );
    const path = `${uwTemplates()}/${made.body.id}`;
    // Never published: nothing to go back to.
    expect(await uw.client.post<Err>(`${path}/discard-draft`, {})).toMatchObject({
      status: 409,
      body: { code: 'IN_USE_MODIFY', message: DocumentTemplateMessages.neverPublished },
    });
    await uw.client.post(`${path}/publish`, {});
    // A live version is no draft.
    expect(await uw.client.post<Err>(`${path}/discard-draft`, {})).toMatchObject({
      status: 409,
      body: { code: 'IN_USE_MODIFY', message: DocumentTemplateMessages.onlyDraftDiscarded },
    });
    const draft = await uw.client.put<DocumentTemplateDto>(path, {
      name: 'Discard me renamed',
      content: '<p>Two {{ insured.name }}</p>',
      type: 'single',
    });
    expect(draft.body).toMatchObject({ version: 2, status: 'draft', liveVersion: 1 });
    // Another company changes nothing, by its own route or by ours.
    const other = w.otherUnderwriter;
    expect(
      (await other.client.post(`${tplPath(other.company.id)}/${made.body.id}/discard-draft`, {}))
        .status,
    ).toBe(404);
    expect((await other.client.post(`${path}/discard-draft`, {})).status).toBe(404);
    expect((await uw.client.get<DocumentTemplateDto>(path)).body).toMatchObject({
      version: 2,
      status: 'draft',
    });

    const discarded = await uw.client.post<DocumentTemplateDto>(`${path}/discard-draft`, {});
    expect(discarded).toMatchObject({
      status: 200,
      body: {
        name: 'Discard me',
        content: '<p>One {{ insured.name }}</p>',
        version: 1,
        status: 'live',
        liveVersion: 1,
      },
    });
    const history = await uw.client.get<DocumentTemplateVersionList>(`${path}/versions`);
    expect(history.body.items.map((v) => [v.version, v.status, v.live, v.current])).toEqual([
      [1, 'live', true, true],
    ]);
    // The next save is version 2 again, a draft over the same live version.
    const again = await uw.client.put<DocumentTemplateDto>(path, {
      name: 'Discard me',
      content: '<p>Three {{ insured.name }}</p>',
    });
    expect(again.body).toMatchObject({ version: 2, status: 'draft', liveVersion: 1 });
  });

  it('unpublishes a live version back to a draft; refuses a draft, a template a product still needs, and another company (decision 244)', async () => {
    const uw = w.underwriter;
    const made = await create(uw.client, uw.company.id, {
      name: 'Unpublish me',
      content: '<p>One {{ insured.name }}</p>',
    });
    const path = `${uwTemplates()}/${made.body.id}`;
    expect(made.body).toMatchObject({ version: 1, status: 'live', liveVersion: 1 });
    // Another company changes nothing, by its own route or by ours.
    const other = w.otherUnderwriter;
    expect(
      (await other.client.post(`${tplPath(other.company.id)}/${made.body.id}/unpublish`, {}))
        .status,
    ).toBe(404);
    expect((await other.client.post(`${path}/unpublish`, {})).status).toBe(404);
    expect((await uw.client.get<DocumentTemplateDto>(path)).body.status).toBe('live');

    // Nothing generates it: back to a draft, same version, and no document can be made from it.
    expect(await uw.client.post<DocumentTemplateDto>(`${path}/unpublish`, {})).toMatchObject({
      status: 200,
      body: { version: 1, status: 'draft', liveVersion: null },
    });
    expect(await uw.client.post<Err>(`${path}/unpublish`, {})).toMatchObject({
      status: 409,
      body: { code: 'IN_USE_MODIFY', message: AuthorityMessages.notLive },
    });
    // Published again and named by a product version: unpublishing would leave the product without it.
    await uw.client.post(`${path}/publish`, {});
    await uw.client.put(versionPath(uw.company.id, versionId), {
      items: [{ templateId: made.body.id, event: 'quote' }],
    });
    expect(await uw.client.post<Err>(`${path}/unpublish`, {})).toMatchObject({
      status: 409,
      body: { code: 'IN_USE_MODIFY', message: DocumentTemplateMessages.stillGenerates },
    });
    expect((await uw.client.get<DocumentTemplateDto>(path)).body.status).toBe('live');
    // With version 1 still published in the history, version 2 can go back to a draft: documents use 1.
    await uw.client.put(path, { name: 'Unpublish me', content: '<p>Two {{ insured.name }}</p>' });
    expect((await uw.client.post<DocumentTemplateDto>(`${path}/publish`, {})).body).toMatchObject({
      version: 2,
      status: 'live',
      liveVersion: 2,
    });
    expect(await uw.client.post<DocumentTemplateDto>(`${path}/unpublish`, {})).toMatchObject({
      status: 200,
      body: { version: 2, status: 'draft', liveVersion: 1 },
    });
    await uw.client.put(versionPath(uw.company.id, versionId), { items: [] });
  });

  it('a template never published cannot generate; a generated version is locked and editing starts a new draft', async () => {
    const uw = w.underwriter;
    const tpl = await create(
      uw.client,
      uw.company.id,
      { name: 'Unpublished', content: '<p>v1 {{ insured.name }}</p>' },
      true,
    );
    await uw.client.put(versionPath(uw.company.id, versionId), {
      items: [{ templateId: tpl.body.id, event: 'quote' }],
    });
    const q = await quotedPackage('Unpublished Pty Ltd');
    const [forBroker] = await documentsOf(w.broker.client, w.broker.company.id, q.id, 1);
    expect(forBroker).toMatchObject({
      status: 'failed',
      message: Messages.documentsGenerationFailed,
      error: null,
    });
    const [forUw] = await documentsOf(uw.client, uw.company.id, q.id, 1);
    expect(forUw!.error).toBe('Unpublished: the template has no live version. Publish it.');
    const path = `${uwTemplates()}/${tpl.body.id}`;
    await uw.client.post(`${path}/publish`, {});
    const retried = await uw.client.post<RiskDocumentDto>(
      `${docsPath(uw.company.id, q.id)}/${forUw!.id}/retry`,
      {},
    );
    expect(retried.body).toMatchObject({ status: 'done', templateVersion: 1 });
    expect((await uw.client.get<DocumentTemplateDto>(path)).body).toMatchObject({
      status: 'locked',
      liveVersion: 1,
    });
    const locked = await uw.client.post<Err>(`${path}/publish`, {});
    expect(locked).toMatchObject({ status: 409, body: { code: 'IN_USE_MODIFY' } });
    // A version a document was made from cannot be unpublished (decision 244).
    expect(await uw.client.post<Err>(`${path}/unpublish`, {})).toMatchObject({
      status: 409,
      body: { code: 'IN_USE_MODIFY', message: Messages.cannotModifyInUse },
    });
    // Editing never changes the locked version: it becomes version 2, a draft; generation keeps using 1.
    const next = await uw.client.put<DocumentTemplateDto>(path, {
      name: 'Unpublished',
      content: '<p>v2</p>',
    });
    expect(next.body).toMatchObject({ version: 2, status: 'draft', liveVersion: 1 });
    const v1 = await uw.client.get<DocumentTemplateVersionDto>(`${path}/versions/1`);
    expect(v1.body).toMatchObject({
      status: 'locked',
      live: true,
      content: '<p>v1 {{ insured.name }}</p>',
      documents: 1,
    });
    const q2 = await quotedPackage('Second Pty Ltd');
    const [second] = await documentsOf(uw.client, uw.company.id, q2.id, 1);
    expect(second).toMatchObject({ status: 'done', templateVersion: 1 });
    await uw.client.put(versionPath(uw.company.id, versionId), { items: [] });
  });

  it('carries the company’s own tags and lists by tag; another company’s tag is refused', async () => {
    const uw = w.underwriter;
    const tag = async (client: TestClient, companyId: number, name: string) =>
      (
        await client.json<{ id: number }>('POST', `/companies/${companyId}/tags`, {
          name,
          colour: 'blue',
        })
      ).body.id;
    const schedules = await tag(uw.client, uw.company.id, 'Schedules');
    const theirs = await tag(w.otherUnderwriter.client, w.otherUnderwriter.company.id, 'Theirs');
    const made = await create(
      uw.client,
      uw.company.id,
      { name: 'Tagged', content: '<p>x</p>', tagIds: [schedules, schedules] },
      true,
    );
    expect(made.body.tags).toEqual([{ id: schedules, name: 'Schedules', colour: 'blue' }]);
    const refused = await create(
      uw.client,
      uw.company.id,
      { name: 'Tagged 2', content: '<p>x</p>', tagIds: [theirs] },
      true,
    );
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { tagIds: ['Choose one of your company’s tags.'] } },
    });
    const filtered = await uw.client.get<DocumentTemplateList>(
      `${uwTemplates()}?tagId=${schedules}`,
    );
    expect(filtered.body.items.map((t) => t.name)).toEqual(['Tagged']);
    expect(
      (await uw.client.get<DocumentTemplateList>(`${uwTemplates()}?tagId=${theirs}`)).body.items,
    ).toEqual([]);
    await uw.client.put(`${uwTemplates()}/${made.body.id}`, {
      name: 'Tagged',
      content: '<p>x</p>',
      tagIds: [],
    });
    expect(
      (await uw.client.get<DocumentTemplateList>(`${uwTemplates()}?tagId=${schedules}`)).body.items,
    ).toEqual([]);
  });

  it('refuses at save a field, filter or tag that cannot render, saying which and where', async () => {
    const bad = (content: string) =>
      create(w.underwriter.client, w.underwriter.company.id, { name: 'Bad', content });
    expect(await bad('<p>Dear {{ insured.nme }}</p>')).toMatchObject({
      status: 422,
      body: { errors: { content: ['Unknown field insured.nme (line 1, column 12).'] } },
    });
    expect(await bad('<p>{{ insured.name | shout }}</p>')).toMatchObject({
      status: 422,
      body: { errors: { content: [expect.stringContaining('Unknown filter shout')] } },
    });
    expect(await bad('<p>{% for l in premium.lines %}{{ l.amont }}{% endfor %}</p>')).toMatchObject(
      { status: 422, body: { errors: { content: [expect.stringContaining('l.amont')] } } },
    );
    expect((await bad('<p>{% if insured.name %}open</p>')).body.errors?.content?.[0]).toMatch(
      /not closed/,
    );
    // Proposal answers depend on the product's form: any key may be named.
    expect((await bad('<p>{{ proposal.any_question }}</p>')).status).toBe(201);
  });

  it('refuses a duplicate name, additional documents of a single template or of another company', async () => {
    const uw = w.underwriter;
    await create(uw.client, uw.company.id, { name: 'Wording A', content: '<p>A</p>' });
    expect(
      await create(uw.client, uw.company.id, { name: 'wording a', content: '<p>B</p>' }),
    ).toMatchObject({ status: 422, body: { errors: { name: [Messages.nameInUse] } } });
    const theirs = await create(w.otherUnderwriter.client, w.otherUnderwriter.company.id, {
      name: 'Theirs',
      content: '<p>x</p>',
    });
    expect(
      await create(uw.client, uw.company.id, {
        name: 'Combined X',
        type: 'combined',
        additionalTemplateIds: [theirs.body.id],
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { additionalTemplateIds: expect.any(Array) } },
    });
    const wording = (await uw.client.get<DocumentTemplateList>(uwTemplates())).body.items.find(
      (t) => t.name === 'Wording A',
    )!;
    expect(
      await create(uw.client, uw.company.id, {
        name: 'Single X',
        additionalTemplateIds: [wording.id],
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { additionalTemplateIds: expect.any(Array) } },
    });
  });

  it('another company sees and changes nothing; a member without Manage documents is refused', async () => {
    const mine = await create(w.underwriter.client, w.underwriter.company.id, {
      name: 'Private template',
      content: '<p>secret</p>',
    });
    const other = w.otherUnderwriter;
    const theirPath = `${tplPath(other.company.id)}/${mine.body.id}`;
    expect((await other.client.get(theirPath)).status).toBe(404);
    expect((await other.client.put(theirPath, { name: 'Stolen' })).status).toBe(404);
    expect((await other.client.delete(theirPath)).status).toBe(404);
    expect(
      (await other.client.get<DocumentTemplateList>(tplPath(other.company.id))).body.items.map(
        (t) => t.name,
      ),
    ).not.toContain('Private template');
    // Acting as the underwriter's company without being its member.
    expect((await other.client.get(uwTemplates())).status).toBe(404);
    expect(
      (await other.client.put(versionPath(other.company.id, versionId), { items: [] })).status,
    ).toBe(404);
    const [row] = await server.ctx.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, mine.body.id));
    expect(row!.name).toBe('Private template');
  });

  it('deletes an unused template; one a product version produces is in use', async () => {
    const uw = w.underwriter;
    const t = await create(uw.client, uw.company.id, { name: 'Temporary', content: '<p>t</p>' });
    const used = await create(uw.client, uw.company.id, { name: 'Used', content: '<p>u</p>' });
    expect(
      await uw.client.put<ProductVersionTemplatesDto>(versionPath(uw.company.id, versionId), {
        items: [{ templateId: used.body.id, event: 'quote' }],
      }),
    ).toMatchObject({
      status: 200,
      body: { items: [{ templateId: used.body.id, templateName: 'Used', event: 'quote' }] },
    });
    expect(await uw.client.delete<Err>(`${uwTemplates()}/${used.body.id}`)).toMatchObject({
      status: 409,
      body: { message: Messages.cannotDeleteInUse },
    });
    expect((await uw.client.delete(`${uwTemplates()}/${t.body.id}`)).status).toBe(204);
    expect((await uw.client.get(`${uwTemplates()}/${t.body.id}`)).status).toBe(404);
    await uw.client.put(versionPath(uw.company.id, versionId), { items: [] });
  });
});

/** A broker's package with the PI main risk and the cyber add-on, submitted (auto-quoted). */
async function quotedPackage(insuredName: string, beforeSubmit?: (id: number) => Promise<void>) {
  const bp = riskPaths(w.broker.company.id);
  const created = await w.broker.client.post<RiskPackageDto>(bp.risks, {
    productPackageId: w.productPackageId,
    insured: { name: insuredName },
    addOnProductIds: [w.products.addOnProductId],
  });
  expect(created.status).toBe(201);
  const [main, addOn] = created.body.risks;
  await w.broker.client.put(bp.proposal(created.body.id, main!.id), { proposal: piQuoteProposal });
  await w.broker.client.put(bp.proposal(created.body.id, addOn!.id), {
    proposal: cyberQuoteProposal,
  });
  await beforeSubmit?.(created.body.id);
  const submitted = await w.broker.client.post<RiskPackageDto>(
    bp.action(created.body.id, main!.id, 'submit'),
    {},
  );
  expect(submitted.body.risks[0]!.current.status).toBe(TransactionStatus.Quoted);
  return { id: created.body.id, mainId: main!.id, pkg: submitted.body };
}

const docsPath = (companyId: number, pkgId: number) =>
  `/companies/${companyId}/risks/${pkgId}/documents`;

/** The outbox delivers after commit: wait for the documents of an event to be there. */
async function documentsOf(client: TestClient, companyId: number, pkgId: number, n: number) {
  for (let i = 0; i < 100; i++) {
    const res = await client.get<RiskDocumentList>(docsPath(companyId, pkgId));
    if (res.body.items.length >= n) return res.body.items;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('documents never came');
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'turbine-pdf-'));
  const path = join(dir, 'doc.pdf');
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

describe('documents produced at quote and bind', () => {
  it('produces the quote and policy schedules once, for every party of the risk, as selectable text', async () => {
    const uw = w.underwriter;
    const quoteTpl = await create(uw.client, uw.company.id, {
      name: 'Quote schedule',
      content:
        '<h1>Quote</h1><p>{{ insured.name }} — {{ risk.reference }}: {{ premium.total }}</p>',
    });
    const wording = await create(uw.client, uw.company.id, {
      name: 'Policy wording',
      content: '<h2>Wording</h2><p>Cover for {{ insured.name }} by {{ underwriter.company }}.</p>',
    });
    const policy = await create(uw.client, uw.company.id, {
      name: 'Policy schedule',
      content: schedule,
      type: 'combined',
      additionalTemplateIds: [wording.body.id],
    });
    expect(policy.status).toBe(201);
    expect(
      (
        await uw.client.put(versionPath(uw.company.id, versionId), {
          items: [
            { templateId: quoteTpl.body.id, event: 'quote' },
            { templateId: policy.body.id, event: 'bind' },
          ],
        })
      ).status,
    ).toBe(200);

    const q = await quotedPackage('Zoë Lefèvre & Co');
    const atQuote = await documentsOf(w.broker.client, w.broker.company.id, q.id, 1);
    expect(atQuote).toMatchObject([
      {
        event: 'quote',
        status: 'done',
        message: null,
        name: expect.stringMatching(/^Quote schedule - .*\.pdf$/),
      },
    ]);

    const bound = await w.broker.client.post<RiskPackageDto>(
      riskPaths(w.broker.company.id).action(q.id, q.mainId, 'bind'),
      { declarationConfirmed: true },
    );
    expect(bound.status).toBe(200);
    const docs = await documentsOf(w.broker.client, w.broker.company.id, q.id, 2);
    const policyDoc = docs.find((d) => d.event === 'bind')!;
    expect(policyDoc).toMatchObject({ status: 'done', templateVersion: 1, canRetry: false });

    const res = await w.broker.client.request('GET', policyDoc.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    const main = bound.body.risks[0]!.current;
    expect(text).toContain('Zoë Lefèvre & Co');
    expect(text).toContain(bound.body.reference);
    expect(text).toContain('€ and $');
    // Every premium line to the cent, in the currency's locale (en-AU).
    const money = (v: string) =>
      new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(
        v as unknown as number,
      );
    for (const line of [...main.premium!.feeLines, ...main.premium!.taxLines])
      expect(text).toContain(`${line.title}: ${money(line.amount)}`);
    expect(text).toContain(`Total premium ${money(main.premium!.total)}`);
    // The combined template's additional document follows on its own page.
    expect(text).toContain(`Cover for Zoë Lefèvre & Co by ${bound.body.underwriterCompany.name}.`);
    expect(text).toMatch(/Page 2 of 2/);

    // The underwriter and the insurer see the same documents; a stranger sees none and downloads nothing.
    expect(
      (await documentsOf(uw.client, uw.company.id, q.id, 2)).map((d) => d.event).sort(),
    ).toEqual(['bind', 'quote']);
    expect((await documentsOf(w.insurer.client, w.insurer.company.id, q.id, 2)).length).toBe(2);
    const stranger = w.otherBroker;
    expect((await stranger.client.get(docsPath(stranger.company.id, q.id))).status).toBe(404);
    expect(
      (
        await stranger.client.request(
          'GET',
          `${docsPath(stranger.company.id, q.id)}/${policyDoc.id}/download`,
        )
      ).status,
    ).toBe(404);

    // The PDF is a document of the underwriting company's store, in Documents › Risks › {reference}.
    const store = await uw.client.get<{ folders: { id: number; name: string }[] }>(
      `/companies/${uw.company.id}/documents`,
    );
    const risksFolder = store.body.folders.find((f) => f.name === 'Risks')!;
    const inRisks = await uw.client.get<{ folders: { id: number; name: string }[] }>(
      `/companies/${uw.company.id}/documents?folderId=${risksFolder.id}`,
    );
    const refFolder = inRisks.body.folders.find((f) => f.name === bound.body.reference)!;
    const inRef = await uw.client.get<{ files: { name: string }[] }>(
      `/companies/${uw.company.id}/documents?folderId=${refFolder.id}`,
    );
    expect(inRef.body.files.map((f) => f.name).sort()).toEqual(
      [policyDoc.name, atQuote[0]!.name].sort(),
    );

    // A repeated delivery (a retried job) makes nothing twice.
    const filesBefore = (await server.ctx.db.select({ n: count() }).from(files))[0]!.n;
    await inTransaction(server.ctx, (tx, after) =>
      generateRiskDocuments(
        server.ctx,
        tx,
        {
          riskPackageId: q.id,
          transactionId: main.id,
          productVersionId: versionId,
          event: 'bind',
        },
        after,
      ),
    );
    expect((await server.ctx.db.select({ n: count() }).from(files))[0]!.n).toBe(filesBefore);
    expect(
      (
        await server.ctx.db
          .select({ n: count() })
          .from(riskDocuments)
          .where(eq(riskDocuments.riskPackageId, q.id))
      )[0]!.n,
    ).toBe(2);
    await uw.client.put(versionPath(uw.company.id, versionId), { items: [] });
  });

  it('a document that cannot be made shows the spec message to the broker, the error to the underwriter, and retries', async () => {
    const uw = w.underwriter;
    const tpl = await create(uw.client, uw.company.id, {
      name: 'Fragile schedule',
      content: '<p>{{ insured.name }}</p>',
    });
    // The version is locked since a risk was bound on it: which documents it produces still changes.
    const [version] = await server.ctx.db
      .select({ status: productVersions.status })
      .from(productVersions)
      .where(eq(productVersions.id, versionId));
    expect(version!.status).toBe('locked');
    expect(
      (
        await uw.client.put(versionPath(uw.company.id, versionId), {
          items: [{ templateId: tpl.body.id, event: 'quote' }],
        })
      ).status,
    ).toBe(200);
    // Broken behind the API's back (as a template edited by an older release could be).
    await server.ctx.db
      .update(documentTemplates)
      .set({ content: '<p>{{ insured.surname }}</p>' })
      .where(eq(documentTemplates.id, tpl.body.id));
    const q = await quotedPackage('Fragile Pty Ltd');
    const [forBroker] = await documentsOf(w.broker.client, w.broker.company.id, q.id, 1);
    expect(forBroker).toMatchObject({
      status: 'failed',
      message: Messages.documentsGenerationFailed,
      error: null,
      url: null,
      canRetry: false,
    });
    const [forUw] = await documentsOf(uw.client, uw.company.id, q.id, 1);
    expect(forUw).toMatchObject({
      status: 'failed',
      message: Messages.documentsGenerationFailed,
      error: 'Fragile schedule: Unknown field insured.surname (line 1, column 7).',
      canRetry: true,
    });
    const retryPath = (c: { company: { id: number } }) =>
      `${docsPath(c.company.id, q.id)}/${forUw!.id}/retry`;
    expect((await w.broker.client.post(retryPath(w.broker), {})).status).toBe(403);
    expect((await w.otherUnderwriter.client.post(retryPath(w.otherUnderwriter), {})).status).toBe(
      404,
    );
    await uw.client.put(`${uwTemplates()}/${tpl.body.id}`, {
      name: 'Fragile schedule',
      content: '<p>Fixed for {{ insured.name }}</p>',
    });
    await uw.client.post(`${uwTemplates()}/${tpl.body.id}/publish`, {});
    const retried = await uw.client.post<RiskDocumentDto>(retryPath(uw), {});
    expect(retried).toMatchObject({
      status: 200,
      body: { id: forUw!.id, status: 'done', error: null, templateVersion: 2 },
    });
    const [forBrokerNow] = await documentsOf(w.broker.client, w.broker.company.id, q.id, 1);
    expect(forBrokerNow).toMatchObject({ status: 'done', message: null });
    const res = await w.broker.client.request('GET', forBrokerNow!.url!);
    expect(pdfText(Buffer.from(await res.arrayBuffer()))).toContain('Fixed for Fragile Pty Ltd');
    expect(
      (
        await server.ctx.db
          .select({ n: count() })
          .from(riskDocuments)
          .where(and(eq(riskDocuments.riskPackageId, q.id)))
      )[0]!.n,
    ).toBe(1);
  });

  it('previews a template with a risk the company underwrites; anyone else’s risk is 404', async () => {
    const q = await quotedPackage('Preview Holdings');
    const preview = await w.underwriter.client.post<DocumentPreviewDto>(
      `${uwTemplates()}/preview`,
      { content: '<p>{{ insured.name }} / {{ package.name }}</p>', riskPackageId: q.id },
    );
    expect(preview.status).toBe(200);
    expect(preview.body.html).toBe(`<p>Preview Holdings / ${q.pkg.productPackage.name}</p>`);
    expect(preview.body.proposalKeys.length).toBeGreaterThan(0);
    // Every field of the picker exists for a real risk too, as it does in the sample checked at save.
    const everyField = mergeFieldGroups
      .flatMap((g) => g.fields)
      .map((f) => `<p>${f.path}={{ ${f.path} }}</p>`)
      .join('');
    const full = await w.underwriter.client.post<DocumentPreviewDto>(`${uwTemplates()}/preview`, {
      content: everyField + mergeFieldLoops.map((l) => l.snippet).join(''),
      riskPackageId: q.id,
    });
    expect(full.status).toBe(200);
    expect(full.body.html).toContain(`risk.reference=${q.pkg.reference}`);
    const sample = await w.underwriter.client.post<DocumentPreviewDto>(`${uwTemplates()}/preview`, {
      content: '<p>{{ insured.name }}</p>',
    });
    expect(sample.body.html).toBe('<p>Zoë Müller Pty Ltd</p>');
    expect(
      (
        await w.otherUnderwriter.client.post(`${tplPath(w.otherUnderwriter.company.id)}/preview`, {
          content: '<p>{{ insured.name }}</p>',
          riskPackageId: q.id,
        })
      ).status,
    ).toBe(404);
  });
});

describe('template versions, appended PDFs and notifications (decisions 185-187)', () => {
  it('keeps every earlier version with who saved it and when; another company reads none', async () => {
    const uw = w.underwriter;
    const made = await create(uw.client, uw.company.id, {
      name: 'Versioned wording',
      content: '<p>First {{ insured.name }}</p>',
    });
    expect(made.body).toMatchObject({
      version: 1,
      additionalFileIds: [],
      updatedBy: { id: uw.admin.id },
    });
    const path = `${uwTemplates()}/${made.body.id}`;
    await uw.client.put(path, { name: 'Versioned wording', content: '<p>Second</p>' });
    await uw.client.post(`${path}/publish`, {});
    const third = await uw.client.put<DocumentTemplateDto>(path, {
      name: 'Versioned wording v3',
      content: '<p>Third</p>',
    });
    expect(third.body).toMatchObject({ version: 3, name: 'Versioned wording v3' });
    const history = await uw.client.get<DocumentTemplateVersionList>(`${path}/versions`);
    expect(history.status).toBe(200);
    expect(
      history.body.items.map((v) => [v.version, v.name, v.current, v.savedBy?.id ?? null]),
    ).toEqual([
      [3, 'Versioned wording v3', true, uw.admin.id],
      [2, 'Versioned wording', false, uw.admin.id],
      [1, 'Versioned wording', false, uw.admin.id],
    ]);
    const first = await uw.client.get<DocumentTemplateVersionDto>(`${path}/versions/1`);
    expect(first.body).toMatchObject({
      version: 1,
      current: false,
      content: '<p>First {{ insured.name }}</p>',
      type: 'single',
    });
    expect(
      (await uw.client.get<DocumentTemplateVersionDto>(`${path}/versions/3`)).body.content,
    ).toBe('<p>Third</p>');
    expect((await uw.client.get(`${path}/versions/9`)).status).toBe(404);
    const other = w.otherUnderwriter;
    const theirs = `${tplPath(other.company.id)}/${made.body.id}`;
    expect((await other.client.get(`${theirs}/versions`)).status).toBe(404);
    expect((await other.client.get(`${theirs}/versions/1`)).status).toBe(404);
    expect((await other.client.get(`${uwTemplates()}/${made.body.id}/versions`)).status).toBe(404);
  });

  it('appends uploaded PDFs of the company to a combined template, only its own PDFs', async () => {
    const uw = w.underwriter;
    const docs = documentsApi(uw.client, uw.company.id);
    const root = (await docs.root()).body;
    const wordingPdf = await renderPdf(['<p>Appended policy wording page</p>'], {
      title: 'Wording',
      companyName: 'Meridian',
    });
    const wording = await docs.upload(root.rootFolderId, 'PI wording.pdf', wordingPdf);
    expect(wording.status).toBe(201);
    const text = await docs.upload(root.rootFolderId, 'Notes.txt', Buffer.from('plain notes\n'));
    const otherDocs = documentsApi(w.otherUnderwriter.client, w.otherUnderwriter.company.id);
    const theirs = await otherDocs.upload(
      (await otherDocs.root()).body.rootFolderId,
      'Their wording.pdf',
      wordingPdf,
    );
    const attachable = await uw.client.get<AttachableDocumentList>(
      `${uwTemplates()}/attachable-documents`,
    );
    expect(attachable.status).toBe(200);
    const ids = attachable.body.items.map((i) => i.id);
    expect(ids).toContain(wording.body.id);
    expect(ids).not.toContain(text.body.id);
    expect(ids).not.toContain(theirs.body.id);

    const combined = (fileIds: number[], type = 'combined') =>
      create(uw.client, uw.company.id, {
        name: `Schedule with wording ${fileIds.join('-')} ${type}`,
        type,
        content: '<p>Schedule for {{ insured.name }}</p>',
        additionalFileIds: fileIds,
      });
    for (const bad of [[theirs.body.id], [text.body.id]])
      expect(await combined(bad)).toMatchObject({
        status: 422,
        body: { errors: { additionalFileIds: ['Choose PDF documents of this company.'] } },
      });
    expect((await combined([wording.body.id], 'single')).body.errors).toHaveProperty(
      'additionalFileIds',
    );
    const tpl = await combined([wording.body.id]);
    expect(tpl).toMatchObject({ status: 201, body: { additionalFileIds: [wording.body.id] } });

    await uw.client.put(versionPath(uw.company.id, versionId), {
      items: [{ templateId: tpl.body.id, event: 'quote' }],
    });
    const q = await quotedPackage('Appendix Pty Ltd');
    const [doc] = await documentsOf(w.broker.client, w.broker.company.id, q.id, 1);
    expect(doc).toMatchObject({ status: 'done', templateVersion: 1 });
    const pdf = Buffer.from(await (await w.broker.client.request('GET', doc!.url!)).arrayBuffer());
    const pages = pdfText(pdf).split('\f');
    expect(pages[0]).toContain('Schedule for Appendix Pty Ltd');
    expect(pages[1]).toContain('Appended policy wording page');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);

    // The wording deleted from the store since: the next document fails with the reason, not a broken PDF.
    await server.ctx.db.update(files).set({ companyId: null }).where(eq(files.id, wording.body.id));
    const q2 = await quotedPackage('Appendix Two Pty Ltd');
    const [failed] = await documentsOf(uw.client, uw.company.id, q2.id, 1);
    expect(failed).toMatchObject({
      status: 'failed',
      error: `${tpl.body.name}: an additional document is no longer a PDF of the company documents.`,
    });
    await uw.client.put(versionPath(uw.company.id, versionId), { items: [] });
  });

  it('notifies the broker and the underwriter of documents made, and of a failure with the spec message', async () => {
    const uw = w.underwriter;
    const tpl = await create(uw.client, uw.company.id, {
      name: 'Notified schedule',
      content: '<p>{{ insured.name }}</p>',
    });
    await uw.client.put(versionPath(uw.company.id, versionId), {
      items: [{ templateId: tpl.body.id, event: 'quote' }],
    });
    // The underwriting company hears through the package's assigned underwriter.
    const assign = async (id: number) => {
      await server.ctx.db
        .update(riskPackages)
        .set({ assignedUnderwriterId: uw.admin.id })
        .where(eq(riskPackages.id, id));
    };
    const q = await quotedPackage('Notified Pty Ltd', assign);
    await documentsOf(w.broker.client, w.broker.company.id, q.id, 1);
    const ref = q.pkg.reference;
    const about = async (userId: number, type: string) => {
      for (let i = 0; i < 100; i++) {
        const rows = (await storedNotifications(server.ctx, userId)).filter(
          (n) => n.type === type && String(n.data.message).includes(ref),
        );
        if (rows.length > 0) return rows;
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    };
    const forBroker = await about(w.broker.admin.id, 'risk.documents_ready');
    expect(forBroker.map((n) => [n.data.message, n.data.frontendUrl, n.companyId])).toEqual([
      [`Documents ready for ${ref}: Notified schedule`, `/risks/${q.id}`, w.broker.company.id],
    ]);
    const underwriterId = uw.admin.id;
    expect((await about(underwriterId, 'risk.documents_ready')).length).toBe(1);

    // Broken behind the API's back: the broker reads the spec's message, the underwriter the error.
    await server.ctx.db
      .update(documentTemplates)
      .set({ content: '<p>{{ insured.surname }}</p>' })
      .where(eq(documentTemplates.id, tpl.body.id));
    const q2 = await quotedPackage('Unlucky Pty Ltd', assign);
    await documentsOf(w.broker.client, w.broker.company.id, q2.id, 1);
    const ref2 = q2.pkg.reference;
    const failedFor = async (userId: number) => {
      for (let i = 0; i < 100; i++) {
        const rows = (await storedNotifications(server.ctx, userId)).filter(
          (n) => n.type === 'risk.documents_failed' && String(n.data.message).includes(ref2),
        );
        if (rows.length > 0) return rows.map((n) => n.data.message);
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    };
    expect(await failedFor(w.broker.admin.id)).toEqual([
      `${ref2}: ${Messages.documentsGenerationFailed}`,
    ]);
    expect(await failedFor(underwriterId)).toEqual([
      `Documents could not be generated for ${ref2}: Notified schedule: Unknown field insured.surname (line 1, column 7).`,
    ]);
    // Nobody of another company hears of it.
    for (const o of [w.otherBroker, w.otherUnderwriter])
      expect(
        (await storedNotifications(server.ctx, o.admin.id)).filter((n) =>
          n.type.startsWith('risk.documents_'),
        ),
      ).toEqual([]);
    await uw.client.put(versionPath(uw.company.id, versionId), { items: [] });
  });
});
