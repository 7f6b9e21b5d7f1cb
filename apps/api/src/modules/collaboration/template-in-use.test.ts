// Issue 12 §8 / decision 203: what a combined template uses as an additional document cannot be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type DocumentTemplateDto, type VersionedRiskFileDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { insertTestPackage } from '../risks/package-rows.test-support.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks/risks.test-support.ts';
import { documentsApi } from './documents.test-support.ts';
import { renderPdf } from './template-render.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  w = await riskWorld(server);
}, 180_000);
afterAll(async () => server.close());

type Err = { code?: string; message?: string };
const tpl = () => `/companies/${w.underwriter.company.id}/document-templates`;
const create = (body: Record<string, unknown>) =>
  w.underwriter.client.json<DocumentTemplateDto & Err>('POST', tpl(), body);
const inUse = { status: 409, body: { code: 'IN_USE_DELETE', message: Messages.cannotDeleteInUse } };

describe('items a combined template uses (decision 203)', () => {
  it('refuses to delete an uploaded PDF or a template a combined template appends, until it no longer does', async () => {
    const uw = w.underwriter;
    const docs = documentsApi(uw.client, uw.company.id);
    const root = (await docs.root()).body.rootFolderId;
    const wordingPdf = await renderPdf(['<p>Wording</p>'], { title: 'W', companyName: 'M' });
    const wording = (await docs.upload(root, 'In use wording.pdf', wordingPdf)).body;
    const spare = (await docs.upload(root, 'Spare wording.pdf', wordingPdf)).body;
    // A risk file of the company's store is a PDF of its store too.
    const pkg = await insertTestPackage(server, w);
    const riskFiles = `${riskPaths(uw.company.id).pkg(pkg.id)}/files`;
    const riskPdf = await uw.client.json<VersionedRiskFileDto>(
      'POST',
      `${riskFiles}?name=Survey.pdf&visibility=1`,
      undefined,
      { raw: wordingPdf, contentType: 'application/pdf' },
    );
    expect(riskPdf.status).toBe(201);

    const certificate = (await create({ name: 'In use certificate', content: '<p>c</p>' })).body;
    const combined = await create({
      name: 'In use schedule',
      type: 'combined',
      content: '<p>{{ insured.name }}</p>',
      additionalTemplateIds: [certificate.id],
      additionalFileIds: [wording.id, riskPdf.body.id],
    });
    expect(combined.status).toBe(201);

    // Each refused with §8's message, and still there.
    expect(await docs.deleteFile(wording.id)).toMatchObject(inUse);
    expect((await docs.file(wording.id)).status).toBe(200);
    expect(await uw.client.json('DELETE', `${riskFiles}/${riskPdf.body.id}`)).toMatchObject(inUse);
    expect((await uw.client.get<unknown[]>(riskFiles)).body).toHaveLength(1);
    expect(await uw.client.json('DELETE', `${tpl()}/${certificate.id}`)).toMatchObject(inUse);
    expect((await uw.client.get(`${tpl()}/${certificate.id}`)).status).toBe(200);
    // At the boundary: a PDF no template appends deletes.
    expect((await docs.deleteFile(spare.id)).status).toBe(204);
    // Another company can delete none of them (404, not 409: it sees nothing).
    const theirs = documentsApi(w.otherUnderwriter.client, uw.company.id);
    expect((await theirs.deleteFile(wording.id)).status).toBe(404);

    // The template no longer appends them: they delete.
    const saved = await uw.client.json<DocumentTemplateDto>('PUT', `${tpl()}/${combined.body.id}`, {
      name: 'In use schedule',
      type: 'combined',
      content: '<p>{{ insured.name }}</p>',
      additionalTemplateIds: [],
      additionalFileIds: [],
      tags: [],
    });
    expect(saved.status).toBe(200);
    expect((await docs.deleteFile(wording.id)).status).toBe(204);
    expect((await docs.file(wording.id)).status).toBe(404);
    expect((await uw.client.json('DELETE', `${riskFiles}/${riskPdf.body.id}`)).status).toBe(204);
    expect((await uw.client.json('DELETE', `${tpl()}/${certificate.id}`)).status).toBe(204);
  });
});
