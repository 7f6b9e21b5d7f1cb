import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint config itself under test (decision 094): each boundary rule must fail on a deliberate
// violation and stay quiet on the allowed import next to it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const api = 'apps/api/src';

/** The boundary errors ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('turbine/'))
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('module boundaries (API)', () => {
  it("refuses an import of another module's internals", async () => {
    const errors = await boundaryErrors(
      `${api}/modules/products/example.service.ts`,
      "export { findCompanySummary } from '../companies/companies.repository.ts';",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^turbine\/module-boundaries: .*reaches into module 'companies'/),
    ]);
  });

  it("allows another module's index.ts, and its tables in a repository", async () => {
    expect(
      await boundaryErrors(
        `${api}/modules/products/example.service.ts`,
        "export { findCompanySummary } from '../companies/index.ts';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        `${api}/modules/products/example.repository.ts`,
        "export { companies } from '../companies/companies.tables.ts';",
      ),
    ).toEqual([]);
  });

  it('refuses platform importing a module, even through its index', async () => {
    const errors = await boundaryErrors(
      `${api}/platform/http/example.ts`,
      "export { findUserById } from '../../modules/identity/index.ts';",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^turbine\/module-boundaries: platform\/ must not import modules/),
    ]);
  });

  it('refuses an import against the module order (a possible cycle)', async () => {
    const errors = await boundaryErrors(
      `${api}/modules/identity/example.service.ts`,
      "export { findCompanySummary } from '../companies/index.ts';",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^turbine\/module-boundaries: Module 'identity' may not import module 'companies'/,
      ),
    ]);
  });

  it('refuses a module missing from the order', async () => {
    const errors = await boundaryErrors(
      `${api}/modules/unlisted/example.service.ts`,
      "export { findCompanySummary } from '../companies/index.ts';",
    );
    expect(errors).toEqual([expect.stringMatching(/Module 'unlisted' is not in the module order/)]);
  });

  it('allows the schema links: foreign keys between tables files, and schema.ts aggregating them', async () => {
    expect(
      await boundaryErrors(
        `${api}/modules/identity/identity.tables.ts`,
        "export { companies } from '../companies/companies.tables.ts';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        `${api}/platform/db/schema.ts`,
        "export * from '../../modules/risks/risks.tables.ts';",
      ),
    ).toEqual([]);
  });

  it('lets fixtures (tests, the demo seed) use any module file, but not the demo seed Drizzle', async () => {
    const internal =
      "export { insertCompany } from '../modules/companies/companies.repository.ts';";
    expect(await boundaryErrors(`${api}/seed/demo-example.ts`, internal)).toEqual([]);
    expect(
      await boundaryErrors(
        `${api}/modules/risks/example.test.ts`,
        "export { createDefaultRoles } from '../companies/company-roles.ts';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        `${api}/seed/demo-example.ts`,
        "import { sql } from 'drizzle-orm';\nexport { sql };",
      ),
    ).toEqual([expect.stringMatching(/^turbine\/drizzle-in-repositories/)]);
  });

  it('lists every module folder of the API in the order', async () => {
    const config = (await eslint.calculateConfigForFile(
      path.join(root, `${api}/modules/risks/index.ts`),
    )) as { rules: Record<string, [unknown, { order: string[] }]> };
    const order = config.rules['turbine/module-boundaries']![1].order;
    const folders = readdirSync(path.join(root, api, 'modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(order).toEqual(expect.arrayContaining(folders));
  });
});

describe('Drizzle only in repositories', () => {
  it('refuses a query builder import in a service', async () => {
    const errors = await boundaryErrors(
      `${api}/modules/products/example.service.ts`,
      "import { eq } from 'drizzle-orm';\nexport { eq };",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^turbine\/drizzle-in-repositories: 'drizzle-orm' is Drizzle/),
    ]);
  });

  it('refuses a table import in a service (a query without a drizzle-orm import)', async () => {
    const errors = await boundaryErrors(
      `${api}/platform/mail/example.ts`,
      "import { mails } from './mail.tables.ts';\nexport { mails };",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^turbine\/drizzle-in-repositories: '.\/mail.tables.ts' is a table definition/,
      ),
    ]);
  });

  it('allows types anywhere, and query builders in repositories, platform/db and tests', async () => {
    const query = "import { eq } from 'drizzle-orm';\nexport { eq };";
    expect(
      await boundaryErrors(
        `${api}/modules/products/example.service.ts`,
        "import type { SQL } from 'drizzle-orm';\nexport type Where = SQL;",
      ),
    ).toEqual([]);
    for (const file of [
      `${api}/modules/products/example.repository.ts`,
      `${api}/platform/db/example.ts`,
      `${api}/modules/products/example.routes.test.ts`,
      'apps/api/test/example.ts',
    ])
      expect(await boundaryErrors(file, query)).toEqual([]);
  });
});

describe('feature boundaries (web)', () => {
  it("refuses an import of another feature's internals", async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/datasets/components/example.tsx',
      "export { productsApi } from '../../products/api/products-api.ts';",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^turbine\/feature-boundaries: .*reaches into feature 'products'/),
    ]);
  });

  it("allows another feature's index.ts and the feature's own files", async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/datasets/components/example.tsx',
        "export { ProductsFrame } from '../../products/index.ts';\nexport { Panel } from './panel.tsx';",
      ),
    ).toEqual([]);
  });
});
