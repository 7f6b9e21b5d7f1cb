// The underwriter panel's Manual Policy Adjustments, Endorsements and rating trace (§2, decision 090).
import { eq } from 'drizzle-orm';
import type { RatingResult } from '@turbine/rating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Messages,
  TransactionStatus,
  type ManualAdjustmentDto,
  type RiskEndorsementDto,
} from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { events } from '../../../platform/events/events.tables.ts';
import { productVersions } from '../../products/products.tables.ts';
import {
  insertTestPackage,
  storedPackage,
  storedTransaction,
} from '../package-rows.test-support.ts';
import { risks, riskTransactions } from '../risks.tables.ts';
import { riskPaths, riskWorld, type RiskWorld } from '../risks.test-support.ts';

let server: TestServer;
let world: RiskWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await riskWorld(server);
});
afterAll(async () => server.close());

type Side = 'broker' | 'underwriter' | 'insurer' | 'otherBroker' | 'otherUnderwriter';
const riskUrl = (s: Side, pkgId: number, riskId: number) =>
  `${riskPaths(world[s].company.id).pkg(pkgId)}/risks/${riskId}`;

describe('manual policy adjustments', () => {
  it('changes a premium field of the open transaction with its reason, audited', async () => {
    const pkg = await insertTestPackage(server, world);
    const url = `${riskUrl('underwriter', pkg.id, pkg.mainRiskId)}/adjustments`;
    const client = world.underwriter.client;
    expect(
      await client.post(url, { field: 'totalPremium', value: '1250.50', reason: '' }),
    ).toMatchObject({ status: 422, body: { errors: { reason: expect.any(Array) } } });
    expect(
      await client.post(url, { field: 'totalPremium', value: '12.345', reason: 'x' }),
    ).toMatchObject({ status: 422, body: { errors: { value: expect.any(Array) } } });
    expect(await client.post(url, { field: 'colour', value: '1', reason: 'x' })).toMatchObject({
      status: 422,
    });
    // Decision 108: an adjusted amount never goes below zero; zero itself is allowed.
    for (const field of ['basePremium', 'totalPremium', 'deductible'])
      expect(await client.post(url, { field, value: '-0.01', reason: 'x' })).toMatchObject({
        status: 422,
        body: { errors: { value: [Messages.min(0)] } },
      });
    expect(await storedTransaction(server, pkg.mainTransactionId)).toMatchObject({
      totalPremium: '1000.00',
    });
    expect((await client.get<ManualAdjustmentDto[]>(url)).body).toEqual([]);
    const res = await client.post<ManualAdjustmentDto>(url, {
      field: 'totalPremium',
      value: '1250.5',
      reason: 'Agreed with the broker',
    });
    expect(res).toMatchObject({
      status: 201,
      body: {
        field: 'totalPremium',
        previousValue: '1000.00',
        newValue: '1250.50',
        reason: 'Agreed with the broker',
        riskTransactionId: pkg.mainTransactionId,
        user: { id: world.underwriter.admin.id },
      },
    });
    expect(await storedTransaction(server, pkg.mainTransactionId)).toMatchObject({
      totalPremium: '1250.50',
      manualPremium: '1250.50',
    });
    expect((await storedPackage(server, pkg.id)).totalPremium).toBe('1250.50');
    await client.post(url, { field: 'deductible', value: '500', reason: 'Higher excess' });
    expect(await storedTransaction(server, pkg.mainTransactionId)).toMatchObject({
      deductible: '500.00',
      manualPremium: '1250.50',
    });
    expect(
      (await client.get<ManualAdjustmentDto[]>(url)).body.map((a) => [
        a.field,
        a.previousValue,
        a.newValue,
      ]),
    ).toEqual([
      ['totalPremium', '1000.00', '1250.50'],
      ['deductible', null, '500.00'],
    ]);
    const audit = await server.ctx.db
      .select()
      .from(events)
      .where(eq(events.entityId, pkg.mainTransactionId));
    expect(
      audit.filter((e) => e.entityType === 'risk_transaction' && e.action === 'manual_adjustment'),
    ).toHaveLength(2);
    // Underwriter-only: the broker's timeline does not show it.
    const brokerTimeline = await world.broker.client.get<{ body: string }[]>(
      `${riskPaths(world.broker.company.id).pkg(pkg.id)}/activities`,
    );
    expect(brokerTimeline.body.some((a) => a.body.includes('Manual adjustment'))).toBe(false);
  });

  it('sets a base premium to 0.00 but never below (decision 108)', async () => {
    const pkg = await insertTestPackage(server, world);
    const url = `${riskUrl('underwriter', pkg.id, pkg.mainRiskId)}/adjustments`;
    const client = world.underwriter.client;
    const refused = await client.post(url, { field: 'basePremium', value: '-1', reason: 'x' });
    expect(refused).toMatchObject({ status: 422, body: { errors: { value: [Messages.min(0)] } } });
    const zero = await client.post(url, { field: 'basePremium', value: '0.00', reason: 'Waived' });
    expect(zero).toMatchObject({ status: 201, body: { newValue: '0.00' } });
    expect(await storedTransaction(server, pkg.mainTransactionId)).toMatchObject({
      basePremium: '0.00',
    });
  });

  it('refuses a bound transaction (409) and anyone but the underwriting company', async () => {
    const bound = await insertTestPackage(server, world, { status: TransactionStatus.Bound });
    const res = await world.underwriter.client.post(
      `${riskUrl('underwriter', bound.id, bound.mainRiskId)}/adjustments`,
      { field: 'totalPremium', value: '1', reason: 'x' },
    );
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'TRANSACTION_LOCKED', message: expect.stringContaining('Bound') },
    });
    expect((await storedTransaction(server, bound.mainTransactionId)).totalPremium).toBe('1000.00');

    const pkg = await insertTestPackage(server, world);
    const body = { field: 'totalPremium', value: '1', reason: 'x' };
    expect(
      (
        await world.broker.client.post(
          `${riskUrl('broker', pkg.id, pkg.mainRiskId)}/adjustments`,
          body,
        )
      ).status,
    ).toBe(403);
    expect(
      (await world.broker.client.get(`${riskUrl('broker', pkg.id, pkg.mainRiskId)}/adjustments`))
        .status,
    ).toBe(403);
    expect(
      (
        await world.insurer.client.post(
          `${riskUrl('insurer', pkg.id, pkg.mainRiskId)}/adjustments`,
          body,
        )
      ).status,
    ).toBe(403);
    for (const s of ['otherBroker', 'otherUnderwriter'] as const) {
      expect(
        (await world[s].client.post(`${riskUrl(s, pkg.id, pkg.mainRiskId)}/adjustments`, body))
          .status,
      ).toBe(404);
    }
    // A risk of another package is not reachable through this one.
    expect(
      (
        await world.underwriter.client.post(
          `${riskUrl('underwriter', pkg.id, bound.mainRiskId)}/adjustments`,
          body,
        )
      ).status,
    ).toBe(404);
    expect((await storedTransaction(server, pkg.mainTransactionId)).totalPremium).toBe('1000.00');
  });
});

describe('endorsements tab', () => {
  it('the underwriter adds and removes the company’s endorsements; brokers see them where the product shows them', async () => {
    const pkg = await insertTestPackage(server, world);
    const url = `${riskUrl('underwriter', pkg.id, pkg.mainRiskId)}/endorsements`;
    const uw = world.underwriter.client;
    const added = await uw.post<RiskEndorsementDto>(url, {
      endorsementId: world.products.endorsementId,
    });
    expect(added).toMatchObject({
      status: 201,
      body: {
        endorsementId: world.products.endorsementId,
        name: 'Contract works exclusion',
        source: 'manual',
        ruleName: null,
      },
    });
    expect(added.body.content).toContain('Contract works exclusion');
    expect((await uw.post(url, { endorsementId: world.products.endorsementId })).status).toBe(409);
    expect(await uw.post(url, { endorsementId: 999_999 })).toMatchObject({
      status: 422,
      body: { errors: { endorsementId: expect.any(Array) } },
    });

    const brokerUrl = `${riskUrl('broker', pkg.id, pkg.mainRiskId)}/endorsements`;
    expect((await world.broker.client.get<RiskEndorsementDto[]>(brokerUrl)).body).toHaveLength(1);
    expect(
      (await world.broker.client.post(brokerUrl, { endorsementId: world.products.endorsementId }))
        .status,
    ).toBe(403);
    const [risk] = await server.ctx.db.select().from(risks).where(eq(risks.id, pkg.mainRiskId));
    await server.ctx.db
      .update(productVersions)
      .set({ showEndorsementMessages: false })
      .where(eq(productVersions.id, risk!.productVersionId));
    try {
      expect((await world.broker.client.get<RiskEndorsementDto[]>(brokerUrl)).body).toEqual([]);
      expect((await uw.get<RiskEndorsementDto[]>(url)).body).toHaveLength(1);
    } finally {
      await server.ctx.db
        .update(productVersions)
        .set({ showEndorsementMessages: true })
        .where(eq(productVersions.id, risk!.productVersionId));
    }
    for (const s of ['otherBroker', 'otherUnderwriter'] as const) {
      expect(
        (await world[s].client.get(`${riskUrl(s, pkg.id, pkg.mainRiskId)}/endorsements`)).status,
      ).toBe(404);
      expect(
        (
          await world[s].client.delete(
            `${riskUrl(s, pkg.id, pkg.mainRiskId)}/endorsements/${added.body.id}`,
          )
        ).status,
      ).toBe(404);
    }
    expect(
      (
        await world.insurer.client.delete(
          `${riskUrl('insurer', pkg.id, pkg.mainRiskId)}/endorsements/${added.body.id}`,
        )
      ).status,
    ).toBe(403);
    expect((await uw.delete(`${url}/${added.body.id}`)).status).toBe(204);
    expect((await uw.get<RiskEndorsementDto[]>(url)).body).toEqual([]);
  });

  it('cannot change a bound transaction', async () => {
    const bound = await insertTestPackage(server, world, { status: TransactionStatus.Bound });
    const res = await world.underwriter.client.post(
      `${riskUrl('underwriter', bound.id, bound.mainRiskId)}/endorsements`,
      { endorsementId: world.products.endorsementId },
    );
    expect(res).toMatchObject({ status: 409, body: { code: 'TRANSACTION_LOCKED' } });
  });
});

describe('rating trace', () => {
  it('returns the stored engine result to the underwriting company only; 404 when not rated', async () => {
    const pkg = await insertTestPackage(server, world);
    const url = (s: Side) =>
      `${riskUrl(s, pkg.id, pkg.mainRiskId)}/transactions/${pkg.mainTransactionId}/rating`;
    expect((await world.underwriter.client.get(url('underwriter'))).status).toBe(404);
    // What risk-rating.ts stores: the engine's whole answer (its schema is checked on the way out).
    const rating: RatingResult = {
      premium: {
        base: '900.00',
        otherCharges: '0.00',
        discountCharges: '0.00',
        gross: '900.00',
        fees: '100.00',
        feeLines: [{ name: 'policyFee', amount: '100.00' }],
        commissionPercent: '0',
        commission: '0.00',
        net: '1000.00',
        taxes: '0.00',
        taxLines: [],
        total: '1000.00',
      },
      properties: [],
      underwriting: [],
      rules: [],
      decision: 'quote',
      endorsementIds: [],
      missingRequired: [],
      trace: [{ kind: 'property', name: 'base', expression: '900', inputs: [], result: '900.00' }],
      stepsUsed: 1,
    };
    await server.ctx.db
      .update(riskTransactions)
      .set({ rating, ratedAt: new Date() })
      .where(eq(riskTransactions.id, pkg.mainTransactionId));
    expect(await world.underwriter.client.get(url('underwriter'))).toMatchObject({
      status: 200,
      body: rating,
    });
    expect((await world.broker.client.get(url('broker'))).status).toBe(403);
    expect((await world.insurer.client.get(url('insurer'))).status).toBe(403);
    expect((await world.otherUnderwriter.client.get(url('otherUnderwriter'))).status).toBe(404);
    expect((await world.otherBroker.client.get(url('otherBroker'))).status).toBe(404);
    const other = await insertTestPackage(server, world);
    expect(
      (
        await world.underwriter.client.get(
          `${riskUrl('underwriter', pkg.id, pkg.mainRiskId)}/transactions/${other.mainTransactionId}/rating`,
        )
      ).status,
    ).toBe(404);
  });
});
