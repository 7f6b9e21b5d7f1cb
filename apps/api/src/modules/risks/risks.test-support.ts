import { eq } from 'drizzle-orm';
import { CompanyType } from '@turbine/domain';
import type { TestServer } from '../../../test/harness.ts';
import { companyWithAdmin } from '../../../test/factories.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { seedDemoAuthority } from '../../seed/demo-authority.ts';
import { seedDemoProducts } from '../../seed/demo-products.ts';
import { productPackages } from '../products/products.tables.ts';

export { piQuoteProposal, piReferProposal, piDeclineProposal } from '../../seed/demo-pi-cases.ts';
export { cyberQuoteProposal } from '../../seed/demo-cyber.ts';

/**
 * The usual world of a risks test: an underwriting agency with the demo products (a live Professional
 * Indemnity main product with referral/decline/endorse rules, a live Cyber add-on, the "Consultants
 * Package" open to all brokers) and the demo binding agreement (its admin is the authorised underwriter,
 * level 1), its managing insurer, two brokers and a client company of the first broker. Every company has
 * one signed-in admin (`client` is the HTTP client, `admin` the user row).
 */
export async function riskWorld(server: TestServer) {
  const underwriter = await companyWithAdmin(server, CompanyType.Underwriter);
  const insurer = await companyWithAdmin(server, CompanyType.Insurer);
  const broker = await companyWithAdmin(server, CompanyType.Broker);
  const otherBroker = await companyWithAdmin(server, CompanyType.Broker);
  const otherUnderwriter = await companyWithAdmin(server, CompanyType.Underwriter);
  const products = await inTransaction(server.ctx, async (tx) => {
    const seeded = await seedDemoProducts(tx, underwriter.company.id, underwriter.admin.id);
    await seedDemoAuthority(tx, {
      companyId: underwriter.company.id,
      insurerId: insurer.company.id,
      underwriterUserId: underwriter.admin.id,
      productCodeId: seeded.mainProductCodeId,
    });
    return seeded;
  });
  const [pkg] = await server.ctx.db
    .select({ id: productPackages.id })
    .from(productPackages)
    .where(eq(productPackages.companyId, underwriter.company.id));
  return {
    underwriter,
    insurer,
    broker,
    otherBroker,
    otherUnderwriter,
    products,
    productPackageId: pkg!.id,
  };
}
export type RiskWorld = Awaited<ReturnType<typeof riskWorld>>;

/** Paths of the risks API for an acting company (decision 090). */
export const riskPaths = (companyId: number) => {
  const risks = `/companies/${companyId}/risks`;
  const pkg = (riskPackageId: number) => `${risks}/${riskPackageId}`;
  return {
    risks,
    options: `/companies/${companyId}/risk-options`,
    pkg,
    proposal: (riskPackageId: number, riskId: number) =>
      `${pkg(riskPackageId)}/risks/${riskId}/proposal`,
    rate: (riskPackageId: number, riskId: number) => `${pkg(riskPackageId)}/risks/${riskId}/rate`,
    action: (riskPackageId: number, riskId: number, action: string) =>
      `${pkg(riskPackageId)}/risks/${riskId}/actions/${action}`,
    report: `/companies/${companyId}/report/bound-policies`,
    statuses: `/companies/${companyId}/underwriting-statuses`,
  };
};
