import { eq } from 'drizzle-orm';
import { CompanyType, type ClaimDto } from '@turbine/domain';
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

export type Side =
  | 'broker'
  | 'underwriter'
  | 'insurer'
  | 'legal'
  | 'otherLegal'
  | 'insured'
  | 'otherBroker'
  | 'otherUnderwriter';
export type Err = { message: string; code?: string; errors?: Record<string, string[]> };

/** Each side's client and claim paths, and a claim reported by the broker and accepted with the legal firm appointed. */
export function claimSides(server: TestServer, world: ClaimsWorld) {
  const as = (side: Side) => {
    const { client, company } = world[side];
    const base = `/companies/${company.id}/claims`;
    return {
      client,
      base,
      one: (id: number) => `${base}/${id}`,
      get: <T>(path: string) => client.get<T>(path),
    };
  };
  const acceptedClaim = async () => {
    const pkg = await boundPolicy(server, world);
    const reported = await as('broker').client.post<ClaimDto>(as('broker').base, incident(pkg.id));
    if (reported.status !== 201) throw new Error(`report: ${reported.status}`);
    const accepted = await as('underwriter').client.post<ClaimDto>(
      `${as('underwriter').one(reported.body.id)}/decision`,
      { decision: 'accept', legalCompanyId: world.legal.company.id },
    );
    if (accepted.status !== 200) throw new Error(`accept: ${accepted.status}`);
    return { pkg, claim: accepted.body };
  };
  return { as, acceptedClaim };
}
