// Binder utilisation (decision 190): written premium per in-force section against its premium limits.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  galleryFor,
  type BinderUtilisationDto,
  type DashboardDto,
  type WidgetDataDto,
  type WidgetDto,
} from '@turbine/domain';
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

describe('the binder utilisation widget (decision 229)', () => {
  /** A dashboard with the gallery's utilisation widget in the company, and the widget's figures. */
  async function widget(
    who: { client: RiskWorld['insurer']['client']; company: { id: number } },
    type: number,
    config: Record<string, unknown> = {},
  ) {
    const base = `/companies/${who.company.id}/dashboards`;
    const d = await who.client.post<DashboardDto>(base, { name: 'Binders' });
    expect(d.status).toBe(201);
    const item = galleryFor(type).find((g) => g.kind === 'binderUtilisation');
    const created = await who.client.post<WidgetDto & { errors?: Record<string, string[]> }>(
      `${base}/${d.body.id}/widgets`,
      {
        kind: 'binderUtilisation',
        title: 'Binder utilisation',
        size: '4x3',
        config: { ...(item ?? galleryFor(CompanyType.Underwriter).at(-1)!).config, ...config },
      },
    );
    if (created.status !== 201) return { status: created.status, body: created.body, data: null };
    const res = await who.client.get<WidgetDataDto>(
      `${base}/${d.body.id}/widgets/${created.body.id}/data`,
    );
    expect(res.status).toBe(200);
    return { status: 201, body: created.body, data: res.body };
  }
  const ours = (data: WidgetDataDto) =>
    data.points.filter((p) => p.category?.endsWith(' · Professional Indemnity'));

  it('shows each in-force section’s written premium against its maximum, in SQL, to the agency and insurer', async () => {
    // After the binds above: 2,001.10 of 2,500.00 = 80.04 % → 80.0.
    const agency = (await widget(w.underwriter, CompanyType.Underwriter)).data!;
    expect([agency.unit, agency.period, agency.change]).toEqual(['percent', null, null]);
    expect(ours(agency).map((p) => [p.value, p.link])).toEqual([
      ['80.0', { bindingAgreementId: agreementId }],
    ]);
    expect(agency.total).toBe(agency.points[0]!.value);
    // One cent over the maximum: 100.0 %, and the section is first.
    await bound('498.90');
    const insurer = (await widget(w.insurer, CompanyType.Insurer, { chartType: 'text' })).data!;
    expect(ours(insurer).map((p) => [p.value, p.link])).toEqual([['100.0', {}]]);
    expect(insurer.total).toBe('100.0');
    // The underwriting companies filter narrows it to those agencies' agreements.
    const other = (
      await widget(w.insurer, CompanyType.Insurer, {
        underwritingCompanyIds: [w.otherUnderwriter.company.id],
      })
    ).data!;
    expect(ours(other)).toEqual([]);
  });

  it('another insurer or agency counts none of it; a broker is not offered the widget', async () => {
    const otherInsurer = await companyWithAdmin(server, CompanyType.Insurer);
    expect((await widget(otherInsurer, CompanyType.Insurer)).data!.points).toEqual([]);
    const otherAgency = (await widget(w.otherUnderwriter, CompanyType.Underwriter)).data!;
    expect(ours(otherAgency)).toEqual([]);
    const broker = await widget(w.broker, CompanyType.Broker);
    expect(broker.status).toBe(422);
    expect((broker.body as { errors?: unknown }).errors).toEqual({
      kind: ['This widget is not offered to your company'],
    });
  });
});
