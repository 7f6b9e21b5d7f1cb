import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import { startTestServer, type TestServer } from './harness.ts';
import { changedTables, tableFingerprint } from './table-fingerprint.ts';
import { riskWorld, type RiskWorld } from '../src/modules/risks/risks.test-support.ts';
import { insertTestPackage } from '../src/modules/risks/package-rows.test-support.ts';
import { systemUser } from '../src/modules/companies/companies.test-support.ts';
import { riskFileTypes } from '../src/modules/collaboration/risk-files.types.ts';
import { uploadRoutes, uploadType } from '../src/platform/files/upload-guard.ts';

// Decision 108: one upload guard (platform/files/upload-guard.ts; the test lives here because it
// arranges a risk world through the modules, which platform/ may not import). Every route that declares `config.upload` (the route table, so a new
// upload route is covered by itself) refuses HTML, polyglots, scripted SVG and programs with 422
// 'Invalid file type.' and stores nothing: no row in any table, no file on disk.
let server: TestServer;
let world: RiskWorld;
let ids: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  world = await riskWorld(server);
  const pkg = await insertTestPackage(server, world);
  ids = {
    companyId: String(world.underwriter.company.id),
    riskPackageId: String(pkg.id),
    packageId: String(world.productPackageId),
    productId: String(world.products.mainProductId),
    versionId: '1',
    kind: 'logo',
  };
});
afterAll(async () => server.close());

const elf = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(120),
]);
const pe = (() => {
  const b = Buffer.alloc(256);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();

const hostile = [
  {
    name: 'HTML named .pdf',
    file: 'invoice.pdf',
    type: 'application/pdf',
    body: Buffer.from(
      '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
    ),
  },
  {
    name: 'PDF/HTML polyglot',
    file: 'policy.pdf',
    type: 'application/pdf',
    body: Buffer.from(
      '%PDF-1.4\n1 0 obj <<>> endobj\n<html><script>alert(1)</script></html>\ntrailer <<>>\n%%EOF\n',
    ),
  },
  {
    name: 'SVG with script',
    file: 'diagram.svg',
    type: 'image/svg+xml',
    body: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>',
    ),
  },
  { name: 'ELF executable', file: 'schedule.pdf', type: 'application/octet-stream', body: elf },
  { name: 'PE executable', file: 'setup.exe', type: 'application/octet-stream', body: pe },
  {
    name: 'script in a CSV',
    file: 'rows.csv',
    type: 'text/csv',
    body: Buffer.from('name,value\n<script>alert(1)</script>,1\n'),
  },
];

const storedFiles = () => {
  const root = join(server.config.DATA_DIR, 'files');
  try {
    return readdirSync(root, { recursive: true }).length;
  } catch {
    return 0;
  }
};

describe('every upload route', () => {
  it('refuses HTML, polyglots, scripted SVG and programs with Invalid file type. and stores nothing', async () => {
    expect(uploadRoutes.map((r) => r.url).sort()).toEqual(
      expect.arrayContaining([
        '/user/avatar',
        '/companies/:companyId/appearance/:kind',
        '/companies/:companyId/product-packages/:packageId/promotional-image',
        '/companies/:companyId/risks/:riskPackageId/files',
        '/companies/:companyId/datasets/import',
        '/companies/:companyId/products/:productId/versions/:versionId/datasets/import',
      ]),
    );
    // The operator's uploads (the ASIC register, decision 219) answer 403 to a company user before the guard.
    const system = (await systemUser(server)).client;
    const failures: string[] = [];
    for (const route of uploadRoutes) {
      const client = route.url.startsWith('/system/') ? system : world.underwriter.client;
      const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => ids[name] ?? '1');
      // One fingerprint before and after a route's six attempts (not around each): nothing changed
      // after all six means none of them wrote; the walk took two minutes on a loaded machine.
      const before = await tableFingerprint(server.ctx.db);
      const files = storedFiles();
      for (const attempt of hostile) {
        const res = await client.request(
          route.method,
          `${url}?name=${encodeURIComponent(attempt.file)}`,
          undefined,
          { raw: attempt.body, contentType: attempt.type },
        );
        const body = (await res.json()) as { message?: string; errors?: Record<string, string[]> };
        if (
          res.status !== 422 ||
          body.message !== Messages.invalidFileType ||
          body.errors?.file?.[0] !== Messages.invalidFileType
        )
          failures.push(`${route.url} ${attempt.name} → ${res.status} ${JSON.stringify(body)}`);
      }
      const changed = changedTables(before, await tableFingerprint(server.ctx.db));
      if (changed.length || storedFiles() !== files)
        failures.push(
          `${route.url} stored something: ${changed.join(', ')} (${storedFiles() - files} files)`,
        );
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('still takes a clean file, and serves a risk-file SVG only as a sandboxed attachment', async () => {
    const client = world.underwriter.client;
    const base = `/companies/${ids.companyId}/risks/${ids.riskPackageId}/files`;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2" fill="red"/></svg>',
    );
    const res = await client.json<{ id: number; mimeType?: string }>(
      'POST',
      `${base}?name=plan.svg&visibility=1`,
      undefined,
      { raw: svg, contentType: 'image/svg+xml' },
    );
    expect(res.status).toBe(201);
    const download = await client.request('GET', `${base}/${res.body.id}/download`);
    expect(download.headers.get('content-type')).toBe('image/svg+xml');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(svg)).toBe(true);
  });
});

describe('uploadType', () => {
  const risk = { types: riskFileTypes };
  it('checks the declared extension against the bytes', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect(await uploadType(pdf, risk, 'policy.pdf')).toBe('application/pdf');
    expect(await uploadType(pdf, risk, 'policy.png')).toBeNull();
    expect(await uploadType(Buffer.from('plain words'), risk, 'notes.pdf')).toBeNull();
    expect(await uploadType(Buffer.from('plain words'), risk, 'notes.txt')).toBe('text/plain');
    expect(await uploadType(Buffer.from('plain words'), risk, 'page.html')).toBeNull();
  });

  it('refuses markup in text and scripts, but keeps an email with its HTML part', async () => {
    expect(await uploadType(Buffer.from('a\n<iframe src=x></iframe>'), risk, 'a.txt')).toBeNull();
    expect(await uploadType(Buffer.from('#!/bin/sh\nrm -rf /\n'), risk, 'run.txt')).toBeNull();
    expect(
      await uploadType(Buffer.from('<svg onload="alert(1)"></svg>'), risk, 'x.svg'),
    ).toBeNull();
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>';
    expect(await uploadType(Buffer.from(svg), risk, 'plan.svg')).toBe('image/svg+xml');
    expect(await uploadType(Buffer.from(svg), { types: ['image/png'] }, 'plan.svg')).toBeNull();
    const eml = Buffer.from(
      'From: a@example.com\r\nContent-Type: text/html\r\n\r\n<html><body>Hi</body></html>\r\n',
    );
    expect(await uploadType(eml, risk, 'mail.eml')).toBe('message/rfc822');
    // A dataset import has no file name: text is its CSV.
    expect(await uploadType(Buffer.from('a,b\n1,2\n'), { types: ['text/csv'] })).toBe('text/csv');
    expect(await uploadType(Buffer.from('<html>a,b</html>'), { types: ['text/csv'] })).toBeNull();
  });
});
