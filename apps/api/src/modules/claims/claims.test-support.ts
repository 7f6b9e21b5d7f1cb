import { eq } from 'drizzle-orm';
import { CompanyType } from '@turbine/domain';
import type { TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { insertTestPackage } from '../risks/package-rows.test-support.ts';
import { riskPackages } from '../risks/risks.tables.ts';
import { riskWorld } from '../risks/risks.test-support.ts';

/** The risks world plus two legal firms and the insured's own company (a client), for the claims tests. */
export async function claimsWorld(server: TestServer) {
  const world = await riskWorld(server);
  const legal = await companyWithAdmin(server, CompanyType.Legal);
  const otherLegal = await companyWithAdmin(server, CompanyType.Legal);
  const insured = await companyWithAdmin(server, CompanyType.Client);
  return { ...world, legal, otherLegal, insured };
}
export type ClaimsWorld = Awaited<ReturnType<typeof claimsWorld>>;

/** A bound policy of the world's broker and agency, insured by the world's client company. */
export async function boundPolicy(server: TestServer, world: ClaimsWorld, bound = true) {
  const pkg = await insertTestPackage(server, world, { status: bound ? 7 : 1 });
  await server.ctx.db
    .update(riskPackages)
    .set({ boundAt: bound ? new Date() : null, insuredCompanyId: world.insured.company.id })
    .where(eq(riskPackages.id, pkg.id));
  return pkg;
}

export const incident = (riskPackageId: number, extra: Record<string, unknown> = {}) => ({
  riskPackageId,
  dateOfLoss: '2026-03-02',
  dateFirstAdvised: '2026-03-09',
  lossDescription: 'Client alleges negligent tax advice on a restructure.',
  lossState: 'NSW',
  claimant: 'Wattle Holdings Pty Ltd',
  amountClaimed: '250000.00',
  ...extra,
});
