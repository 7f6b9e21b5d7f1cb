import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CompanyType,
  Messages,
  type ClientMergeDto,
  type CompanyDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { insertFolder, rootFolder } from '../collaboration/documents.repository.ts';
import { folders } from '../collaboration/documents.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks/risks.test-support.ts';
import { registerClientMergeStep } from './client-merge.service.ts';
import { auditEvents, memberWithRole, roleIdOf, storedCompany } from './companies.test-support.ts';
import { setHasAdmin } from './companies.repository.ts';
import { findFallbackRole } from './roles.repository.ts';

let server: TestServer;
let w: RiskWorld;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
});
afterAll(async () => server.close());

const mergePath = (brokerId: number, keepId: number) =>
  `/companies/${brokerId}/clients/${keepId}/merge`;

async function client(b: RiskWorld['broker'], name: string) {
  const res = await b.client.post<CompanyDto>('/companies', {
    name,
    refCompanyTypeId: CompanyType.Client,
    createdByCompanyId: b.company.id,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** A duplicate client with a policy, a member and a folder of documents. */
async function duplicateWithBook(name: string) {
  const keep = await client(w.broker, `${name} Pty Ltd`);
  const dup = await client(w.broker, name);
  const pkg = await w.broker.client.post<RiskPackageDto>(riskPaths(w.broker.company.id).risks, {
    productPackageId: w.productPackageId,
    insuredCompanyId: dup,
  });
  expect(pkg.status).toBe(201);
  const staff = await findFallbackRole(server.ctx.db, dup, 0);
  const contact = await memberWithRole(server, dup, staff!.id);
  const root = await rootFolder(server.ctx.db, dup);
  await insertFolder(server.ctx.db, { companyId: dup, parentId: root.id, name: 'Certificates' });
  await rootFolder(server.ctx.db, keep);
  return { keep, dup, pkgId: pkg.body.id, contact };
}

describe('merging duplicate clients (ManageClients, decision 169)', () => {
  it('moves policies, contacts and documents into the kept client and retires the duplicate; audited', async () => {
    const { keep, dup, pkgId, contact } = await duplicateWithBook('Ledger Cafe');
    const res = await w.broker.client.post<ClientMergeDto>(mergePath(w.broker.company.id, keep), {
      duplicateCompanyId: dup,
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        keptCompanyId: keep,
        duplicateCompanyId: dup,
        moved: { users: 1, policies: 1, folders: 2 },
      },
    });
    const [pkg] = await server.ctx.db.select().from(riskPackages).where(eq(riskPackages.id, pkgId));
    expect(pkg!.insuredCompanyId).toBe(keep);
    expect(await roleIdOf(server.ctx, keep, contact.user.id)).not.toBeNull();
    expect(await roleIdOf(server.ctx, dup, contact.user.id)).toBeNull();
    expect((await storedCompany(server.ctx, dup)).isActive).toBe(false);
    const moved = await server.ctx.db.select().from(folders).where(eq(folders.companyId, keep));
    expect(moved.map((f) => f.name)).toEqual(
      expect.arrayContaining([`Merged from Ledger Cafe (#${dup})`, 'Certificates']),
    );
    expect((await auditEvents(server.ctx, 'company', keep)).at(-1)).toMatchObject({
      action: 'merged',
      actorUserId: w.broker.admin.id,
    });
    expect((await auditEvents(server.ctx, 'company', dup)).at(-1)?.action).toBe('merged_away');
    // A retired duplicate cannot be merged again.
    expect(
      await w.broker.client.post(mergePath(w.broker.company.id, keep), { duplicateCompanyId: dup }),
    ).toMatchObject({ status: 422, body: { errors: { duplicateCompanyId: [Messages.notFound] } } });
  });

  it('another brokerage merges nothing of ours, and a self-managed duplicate is refused', async () => {
    const { keep, dup } = await duplicateWithBook('Harbour Deli');
    const other = w.otherBroker;
    expect(
      (await other.client.post(mergePath(w.broker.company.id, keep), { duplicateCompanyId: dup }))
        .status,
    ).toBe(404);
    const theirs = await client(other, 'Their client');
    expect(
      (await other.client.post(mergePath(other.company.id, keep), { duplicateCompanyId: dup }))
        .status,
    ).toBe(404);
    expect(
      await other.client.post(mergePath(other.company.id, theirs), { duplicateCompanyId: dup }),
    ).toMatchObject({ status: 422, body: { errors: { duplicateCompanyId: [Messages.notFound] } } });
    expect((await storedCompany(server.ctx, dup)).isActive).toBe(true);
    expect(
      await w.broker.client.post(mergePath(w.broker.company.id, keep), {
        duplicateCompanyId: keep,
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { duplicateCompanyId: [Messages.duplicateValues] } },
    });
    // A client with its own administrator manages itself: the brokerage cannot retire it.
    await setHasAdmin(server.ctx.db, dup, true);
    expect(
      await w.broker.client.post(mergePath(w.broker.company.id, keep), { duplicateCompanyId: dup }),
    ).toMatchObject({
      status: 422,
      body: { errors: { duplicateCompanyId: [Messages.noPermissionEdit] } },
    });
  });

  it('is all or nothing: a failing step leaves both clients as they were', async () => {
    const { keep, dup, pkgId, contact } = await duplicateWithBook('Dockside Bakery');
    registerClientMergeStep('test-failure', async () => {
      throw new Error('step failed');
    });
    try {
      const res = await w.broker.client.post(mergePath(w.broker.company.id, keep), {
        duplicateCompanyId: dup,
      });
      expect(res.status).toBe(500);
    } finally {
      registerClientMergeStep('test-failure', async () => ({}));
    }
    const [pkg] = await server.ctx.db.select().from(riskPackages).where(eq(riskPackages.id, pkgId));
    expect(pkg!.insuredCompanyId).toBe(dup);
    expect(await roleIdOf(server.ctx, dup, contact.user.id)).not.toBeNull();
    expect((await storedCompany(server.ctx, dup)).isActive).toBe(true);
  });
});
