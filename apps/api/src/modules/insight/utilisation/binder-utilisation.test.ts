// Binder utilisation (decision 190): written premium per in-force section against its premium limits.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, type BinderUtilisationDto } from '@turbine/domain';
import { companyWithAdmin } from '../../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import {
  agreementPeriods,
  agreementSections,
  bindingAgreements,
} from '../../authority/agreements.tables.ts';
import { insertTestPackage } from '../../risks/package-rows.test-support.ts';
import { riskTransactions, risks } from '../../risks/risks.tables.ts';
import { riskWorld, type RiskWorld } from '../../risks/risks.test-support.ts';

let server: TestServer;
let w: RiskWorld;
let agreementId: number;
let sectionId: number;

/** A policy bound under the section; `change` makes its transaction an amendment of that premium movement. */
async function bound(gross: string, change?: string) {
  const pkg = await insertTestPackage(server, w, { status: 7 });
  const [section] = await server.ctx.db
    .select({ periodId: agreementSections.periodId })
    .from(agreementSections)
    .where(eq(agreementSections.id, sectionId));
  await server.ctx.db
    .update(risks)
    .set({ agreementPeriodId: section!.periodId, agreementSectionId: sectionId })
    .where(eq(risks.id, pkg.mainRiskId));
  await server.ctx.db
    .update(riskTransactions)
    .set({
      boundAt: new Date(),
      grossPremium: gross,
      ...(change ? { type: 2, premiumChange: change } : {}),
    })
    .where(eq(riskTransactions.id, pkg.mainTransactionId));
}

beforeAll(async () => {
  server = await startTestServer();
  w = await riskWorld(server);
  const [a] = await server.ctx.db
    .select({ id: bindingAgreements.id })
    .from(bindingAgreements)
    .where(eq(bindingAgreements.companyId, w.underwriter.company.id));
  agreementId = a!.id;
  const [s] = await server.ctx.db
    .select({ id: agreementSections.id })
    .from(agreementSections)
    .innerJoin(agreementPeriods, eq(agreementPeriods.id, agreementSections.periodId))
    .where(
      and(
        eq(agreementPeriods.bindingAgreementId, agreementId),
        eq(agreementPeriods.status, 'live'),
      ),
    );
  sectionId = s!.id;
  await server.ctx.db
    .update(agreementSections)
    .set({ maximumPremiumLimit: '2500.00', notifiablePremiumLimitPercentage: '80' })
    .where(eq(agreementSections.id, sectionId));
});
afterAll(async () => server.close());

const path = (companyId: number) =>
  `/companies/${companyId}/binding-agreements/${agreementId}/utilisation`;
const sectionOf = (dto: BinderUtilisationDto) =>
  dto.sections.find((s) => s.sectionId === sectionId)!;

describe('GET …/binding-agreements/{id}/utilisation', () => {
  it('sums the written premium in decimal and crosses the notifiable limit', async () => {
    const { client, company } = w.underwriter;
    const before = await client.get<BinderUtilisationDto>(path(company.id));
    expect(before.status).toBe(200);
    expect(sectionOf(before.body)).toMatchObject({
      policies: 0,
      writtenPremium: '0.00',
      maximumPremiumLimit: '2500.00',
      notifiableLimit: '2000.00',
      utilisationPercent: '0.0',
      notifiableReached: false,
      maximumReached: false,
    });
    await bound('1000.55');
    await bound('1000.45');
    // An amendment adds its movement, not its full premium.
    await bound('9999.00', '0.10');
    const after = (await client.get<BinderUtilisationDto>(path(company.id))).body;
    expect(sectionOf(after)).toMatchObject({
      policies: 2,
      writtenPremium: '2001.10',
      utilisationPercent: '80.0',
      notifiableReached: true,
      maximumReached: false,
    });
    // The managing insurer sees the same figures.
    const insurer = await w.insurer.client.get<BinderUtilisationDto>(path(w.insurer.company.id));
    expect(insurer.status).toBe(200);
    expect(sectionOf(insurer.body).writtenPremium).toBe('2001.10');
  });

  it('is 404 to any other company, the broker of the policies included', async () => {
    const other = await companyWithAdmin(server, CompanyType.Insurer);
    expect((await other.client.get(path(other.company.id))).status).toBe(404);
    expect((await other.client.get(path(w.underwriter.company.id))).status).toBe(404);
    expect((await w.broker.client.get(path(w.broker.company.id))).status).toBe(404);
  });
});
