import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CompanyType,
  type CompanyDto,
  type CompanyRatingDetailDto,
  type CompanyRatingDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks/risks.test-support.ts';
import { auditEvents, memberWithRole } from './companies.test-support.ts';
import { companyRatingChanges } from './company-ratings.tables.ts';
import { companyGradesForRating } from './company-ratings.service.ts';
import { findFallbackRole } from './roles.repository.ts';

let server: TestServer;
let w: RiskWorld;
let clientId: number;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  w = await riskWorld(server);
  // The agency works with the broker, and the broker places a risk for one of its clients with it.
  const link = await w.underwriter.client.post(
    `/companies/${w.underwriter.company.id}/brokerages`,
    {
      mode: 'connect',
      brokerCompanyId: w.broker.company.id,
    },
  );
  expect(link.status).toBe(201);
  const client = await w.broker.client.post<CompanyDto>('/companies', {
    name: 'Harbour Bakery',
    refCompanyTypeId: CompanyType.Client,
    createdByCompanyId: w.broker.company.id,
  });
  clientId = client.body.id;
  const pkg = await w.broker.client.post<RiskPackageDto>(riskPaths(w.broker.company.id).risks, {
    productPackageId: w.productPackageId,
    insuredCompanyId: clientId,
  });
  expect(pkg.status).toBe(201);
});
afterAll(async () => server.close());

const base = (companyId: number) => `/companies/${companyId}/company-ratings`;
const one = (companyId: number, ratedId: number) => `${base(companyId)}/${ratedId}`;

describe('company ratings (ManageCompanyRating, decision 232)', () => {
  it('lists the brokerages and clients the agency works with, ungraded at first', async () => {
    const res = await w.underwriter.client.get<{ data: CompanyRatingDto[] }>(
      base(w.underwriter.company.id),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ companyId: w.broker.company.id, kind: 'brokerage', grade: null }),
      expect.objectContaining({ companyId: clientId, kind: 'client', grade: null, ratedBy: null }),
    ]);
    const clients = await w.underwriter.client.get<{ data: CompanyRatingDto[] }>(
      `${base(w.underwriter.company.id)}?kind=client&search=harbour`,
    );
    expect(clients.body.data.map((r) => r.companyId)).toEqual([clientId]);
  });

  it('sets, changes and clears a grade with a note, keeping the full history; audited', async () => {
    const path = one(w.underwriter.company.id, w.broker.company.id);
    const first = await w.underwriter.client.put<CompanyRatingDetailDto>(path, {
      grade: 'B',
      note: 'Clean book',
    });
    expect(first).toMatchObject({
      status: 200,
      body: { grade: 'B', note: 'Clean book', ratedBy: { id: w.underwriter.admin.id } },
    });
    const second = await w.underwriter.client.put<CompanyRatingDetailDto>(path, {
      grade: 'E',
      note: 'Two late bordereaux',
    });
    expect(second.body.grade).toBe('E');
    expect(second.body.history).toEqual([
      expect.objectContaining({ grade: 'E', previousGrade: 'B', note: 'Two late bordereaux' }),
      expect.objectContaining({ grade: 'B', previousGrade: null, note: 'Clean book' }),
    ]);
    expect(second.body.history[0]!.changedBy).toEqual({
      id: w.underwriter.admin.id,
      name: w.underwriter.admin.name,
    });
    // The same grade and note again is no change.
    const same = await w.underwriter.client.put<CompanyRatingDetailDto>(path, {
      grade: 'E',
      note: 'Two late bordereaux',
    });
    expect(same.body.history).toHaveLength(2);
    const cleared = await w.underwriter.client.put<CompanyRatingDetailDto>(path, {
      grade: null,
      note: null,
    });
    expect(cleared.body).toMatchObject({ grade: null, note: null });
    expect(cleared.body.history[0]).toMatchObject({ grade: null, previousGrade: 'E' });
    const events = await auditEvents(server.ctx, 'company', w.broker.company.id);
    expect(events.filter((e) => e.action === 'company_rating_changed')).toHaveLength(3);

    expect(await w.underwriter.client.put(path, { grade: 'F' })).toMatchObject({ status: 422 });
    expect(await w.underwriter.client.put(path, { grade: 'A', extra: 1 })).toMatchObject({
      status: 422,
    });
  });

  it('gives the rating the current grades of the brokerage and the insured client', async () => {
    const agency = w.underwriter.company.id;
    await w.underwriter.client.put(one(agency, w.broker.company.id), { grade: 'D' });
    await w.underwriter.client.put(one(agency, clientId), { grade: 'A', note: 'Long standing' });
    expect(
      await companyGradesForRating(server.ctx.db, agency, w.broker.company.id, clientId),
    ).toEqual({ brokerRating: 'D', clientRating: 'A' });
    expect(
      await companyGradesForRating(server.ctx.db, agency, w.otherBroker.company.id, null),
    ).toEqual({});
    // Another agency's grades are its own.
    expect(
      await companyGradesForRating(
        server.ctx.db,
        w.otherUnderwriter.company.id,
        w.broker.company.id,
        clientId,
      ),
    ).toEqual({});
  });

  it('refuses a user without ManageCompanyRating (403)', async () => {
    const staff = await findFallbackRole(server.ctx.db, w.underwriter.company.id, 0);
    const member = await memberWithRole(server, w.underwriter.company.id, staff!.id);
    expect(await member.client.get(base(w.underwriter.company.id))).toMatchObject({
      status: 403,
    });
    expect(
      await member.client.put(one(w.underwriter.company.id, w.broker.company.id), { grade: 'A' }),
    ).toMatchObject({ status: 403 });
  });

  it("another company sees and changes nothing of the agency's grades (404)", async () => {
    const other = w.otherUnderwriter;
    // A brokerage or client it does not work with is not found, read or written.
    expect(await other.client.get(one(other.company.id, w.broker.company.id))).toMatchObject({
      status: 404,
    });
    expect(await other.client.put(one(other.company.id, clientId), { grade: 'E' })).toMatchObject({
      status: 404,
    });
    expect((await other.client.get<{ data: unknown[] }>(base(other.company.id))).body.data).toEqual(
      [],
    );
    // A user of another company cannot reach the agency's routes at all.
    expect(await other.client.get(base(w.underwriter.company.id))).toMatchObject({ status: 404 });
    // A broker company cannot hold the permission: it has no ratings screen.
    expect(await w.broker.client.get(base(w.broker.company.id))).toMatchObject({ status: 403 });
    const rows = await server.ctx.db
      .select()
      .from(companyRatingChanges)
      .where(
        and(
          eq(companyRatingChanges.ratedCompanyId, clientId),
          eq(companyRatingChanges.underwriterCompanyId, other.company.id),
        ),
      );
    expect(rows).toEqual([]);
  });
});
