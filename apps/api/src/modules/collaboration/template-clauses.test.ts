import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TransactionStatus,
  type ClauseDto,
  type DocumentPreviewDto,
  type DocumentTemplateDto,
  type RiskDocumentList,
  type RiskPackageDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { productVersions } from '../products/products.tables.ts';
import {
  cyberQuoteProposal,
  piQuoteProposal,
  riskPaths,
  riskWorld,
  type RiskWorld,
} from '../risks/risks.test-support.ts';

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

type Err = { errors?: Record<string, string[]> };

async function liveClause(code: string, wording: string) {
  const uw = w.underwriter;
  const base = `/companies/${uw.company.id}/clauses`;
  const made = await uw.client.json<ClauseDto>('POST', base, {
    code,
    name: `${code} clause`,
    content: wording,
  });
  expect(made.status).toBe(201);
  const url = `${base}/${made.body.id}`;
  const live = await uw.client.json<ClauseDto>(
    'POST',
    `${url}/versions/${made.body.versions[0]!.id}/publish`,
  );
  expect(live.status).toBe(200);
  return { clause: live.body, url };
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'turbine-pdf-'));
  const path = join(dir, 'doc.pdf');
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

describe('templates include clauses (decision 192)', () => {
  it('a template includes live clauses in order; preview and the generated PDF carry their wording, which then locks', async () => {
    const uw = w.underwriter;
    const templates = `/companies/${uw.company.id}/document-templates`;
    const sanctions = await liveClause('SAN-01', '<p>Sanctions wording applies.</p>');
    const war = await liveClause('WAR-01', '<p>War and terrorism excluded.</p>');

    // A clause still in draft, or another company's, cannot be included.
    const draft = await uw.client.json<ClauseDto>('POST', `/companies/${uw.company.id}/clauses`, {
      code: 'DRAFT-01',
      name: 'Draft',
      content: '<p>d</p>',
    });
    const foreign = await w.otherUnderwriter.client.json<ClauseDto>(
      'POST',
      `/companies/${w.otherUnderwriter.company.id}/clauses`,
      { code: 'OTHER-01', name: 'Other', content: '<p>o</p>' },
    );
    for (const id of [draft.body.id, foreign.body.id]) {
      const refused = await uw.client.json<Err>('POST', templates, {
        name: `Refused ${id}`,
        content: '<p>x</p>',
        clauseIds: [id],
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({
        clauseIds: ['Choose clauses of this company with a live version.'],
      });
    }

    const tpl = await uw.client.json<DocumentTemplateDto>('POST', templates, {
      name: 'Quote with clauses',
      content: '<h1>Quote for {{ insured.name }}</h1>',
      clauseIds: [war.clause.id, sanctions.clause.id],
    });
    expect(tpl.status).toBe(201);
    expect(tpl.body.clauseIds).toEqual([war.clause.id, sanctions.clause.id]);
    expect((await uw.client.post(`${templates}/${tpl.body.id}/publish`, {})).status).toBe(200);
    expect(
      (await uw.client.get<DocumentTemplateDto>(`${templates}/${tpl.body.id}`)).body.clauseIds,
    ).toEqual([war.clause.id, sanctions.clause.id]);

    const preview = await uw.client.json<DocumentPreviewDto>('POST', `${templates}/preview`, {
      content: '<p>Body</p>',
      clauseIds: [sanctions.clause.id],
    });
    expect(preview.body.html).toBe(
      '<p>Body</p><h2>SAN-01 clause (SAN-01)</h2><p>Sanctions wording applies.</p>',
    );
    // Another company's preview cannot read this company's clauses.
    const other = await w.otherUnderwriter.client.json<Err>(
      'POST',
      `/companies/${w.otherUnderwriter.company.id}/document-templates/preview`,
      { content: '<p>x</p>', clauseIds: [sanctions.clause.id] },
    );
    expect(other.status).toBe(422);

    // An included clause is in use: it cannot be deleted even once back in draft.
    await uw.client.json(
      'POST',
      `${sanctions.url}/versions/${sanctions.clause.versions[0]!.id}/unpublish`,
    );
    expect((await uw.client.request('DELETE', sanctions.url)).status).toBe(409);
    await uw.client.json(
      'POST',
      `${sanctions.url}/versions/${sanctions.clause.versions[0]!.id}/publish`,
    );

    await uw.client.put(
      `/companies/${uw.company.id}/product-versions/${versionId}/document-templates`,
      {
        items: [{ templateId: tpl.body.id, event: 'quote' }],
      },
    );
    const bp = riskPaths(w.broker.company.id);
    const created = await w.broker.client.post<RiskPackageDto>(bp.risks, {
      productPackageId: w.productPackageId,
      insured: { name: 'Clause Holdings' },
      addOnProductIds: [w.products.addOnProductId],
    });
    const [main, addOn] = created.body.risks;
    await w.broker.client.put(bp.proposal(created.body.id, main!.id), {
      proposal: piQuoteProposal,
    });
    await w.broker.client.put(bp.proposal(created.body.id, addOn!.id), {
      proposal: cyberQuoteProposal,
    });
    const submitted = await w.broker.client.post<RiskPackageDto>(
      bp.action(created.body.id, main!.id, 'submit'),
      {},
    );
    expect(submitted.body.risks[0]!.current.status).toBe(TransactionStatus.Quoted);
    const docsUrl = `/companies/${uw.company.id}/risks/${created.body.id}/documents`;
    let docs: RiskDocumentList['items'] = [];
    for (let i = 0; i < 100 && docs.length === 0; i++) {
      docs = (await uw.client.get<RiskDocumentList>(docsUrl)).body.items;
      if (docs.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(docs[0]).toMatchObject({ status: 'done' });
    const res = await uw.client.request('GET', docs[0]!.url!);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Quote for Clause Holdings');
    expect(text.indexOf('War and terrorism excluded.')).toBeGreaterThan(-1);
    expect(text.indexOf('War and terrorism excluded.')).toBeLessThan(
      text.indexOf('Sanctions wording applies.'),
    );

    // The wording a document carries is locked: editing it is refused, a new version is copied instead.
    const locked = (await uw.client.get<ClauseDto>(war.url)).body;
    expect(locked.versions[0]).toMatchObject({ status: 'locked', inUse: true });
    expect(
      (
        await uw.client.json('PUT', `${war.url}/versions/${locked.versions[0]!.id}`, {
          content: '<p>changed</p>',
        })
      ).status,
    ).toBe(409);
    await uw.client.put(
      `/companies/${uw.company.id}/product-versions/${versionId}/document-templates`,
      {
        items: [],
      },
    );
  });
});
