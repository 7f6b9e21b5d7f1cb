import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RiskMessages } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../../test/harness.ts';
import { agreementPeriods } from '../../authority/agreements.tables.ts';
import { todayIn } from '../../products/rating-version.ts';
import { demoBinder, insertPeriod } from '../policy.test-support.ts';
import { riskWorld, type RiskWorld } from '../risks.test-support.ts';
import { checkSection } from './section-check.ts';
import { findCoveringSection, type CoveringSection } from './section-check.repository.ts';

let server: TestServer;
let world: RiskWorld;
const year = todayIn('Australia/Sydney').slice(0, 4);
const inceptionDate = `${year}-06-15`;

beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
  world = await riskWorld(server);
});
afterAll(async () => server.close());

const find = (q: Partial<Parameters<typeof findCoveringSection>[1]> = {}) =>
  findCoveringSection(server.ctx.db, {
    underwriterCompanyId: world.underwriter.company.id,
    productId: world.products.mainProductId,
    inceptionDate,
    ...q,
  });

describe('findCoveringSection', () => {
  it('finds the demo binder section for the main product on a date the binder is valid', async () => {
    const binder = await demoBinder(server.ctx.db, world);
    expect(await find()).toEqual({
      agreementId: binder.agreementId,
      periodId: binder.periodId,
      sectionId: binder.sectionId,
      sectionName: 'Professional Indemnity',
      insurerCompanyId: world.insurer.company.id,
      timeZone: 'Australia/Sydney',
      minimumLimit: '1000000.00',
      maximumLimit: '5000000.00',
      maximumPremiumLimit: '250000.00',
      notifiablePremiumLimitPercentage: '80.000000',
    });
    // The binder's first and last days are inside.
    expect(await find({ inceptionDate: `${year}-01-01` })).not.toBeNull();
    expect(await find({ inceptionDate: `${year}-12-31` })).not.toBeNull();
  });

  it('finds nothing outside the binder dates, for a product no risk code lists, or for another company', async () => {
    expect(await find({ inceptionDate: `${Number(year) + 1}-01-01` })).toBeNull();
    expect(await find({ inceptionDate: `${Number(year) - 1}-12-31` })).toBeNull();
    expect(await find({ productId: world.products.addOnProductId })).toBeNull();
    expect(await find({ underwriterCompanyId: world.otherUnderwriter.company.id })).toBeNull();
  });

  it('reads only the highest live or locked period: a draft is ignored, a newer live period replaces the old one', async () => {
    const db = server.ctx.db;
    const binder = await demoBinder(db, world);
    const section = {
      name: 'PI v2',
      minimumLimit: '500000',
      maximumLimit: '2000000',
      productCodeIds: [world.products.mainProductCodeId],
    };
    const draft = await insertPeriod(db, world, {
      agreementId: binder.agreementId,
      version: 2,
      status: 'draft',
      sections: [section],
    });
    expect((await find())?.periodId).toBe(binder.periodId);
    await db
      .update(agreementPeriods)
      .set({ status: 'live' })
      .where(eq(agreementPeriods.id, draft.id));
    expect(await find()).toMatchObject({
      periodId: draft.id,
      sectionName: 'PI v2',
      minimumLimit: '500000.00',
      maximumLimit: '2000000.00',
      maximumPremiumLimit: null,
    });
    // A newer live period whose sections do not cover the product: no cover (the old period is superseded).
    await insertPeriod(db, world, {
      agreementId: binder.agreementId,
      version: 3,
      status: 'live',
      sections: [
        { ...section, name: 'Other', productCodeIds: [world.products.mainProductCodeId + 1000] },
      ],
    });
    expect(await find()).toBeNull();
  });
});

describe('checkSection', () => {
  const section: CoveringSection = {
    agreementId: 1,
    periodId: 1,
    sectionId: 1,
    sectionName: 'PI',
    insurerCompanyId: 1,
    timeZone: 'Australia/Sydney',
    minimumLimit: '1000000.00',
    maximumLimit: '5000000.00',
    maximumPremiumLimit: '250000.00',
    notifiablePremiumLimitPercentage: '80.000000',
  };
  const limitMessage = RiskMessages.sectionLimit('1000000.00', '5000000.00');

  it('passes a limit within min–max (boundaries included) and a premium up to the maximum', () => {
    for (const limitOfIndemnity of ['1000000', '5000000.00', '2500000.50', null]) {
      expect(checkSection(section, { limitOfIndemnity, totalPremium: '1000.00' })).toEqual({
        referReasons: [],
        notifiable: false,
      });
    }
  });

  it('refers a limit outside the section limits by one cent', () => {
    expect(
      checkSection(section, { limitOfIndemnity: '999999.99', totalPremium: '1.00' }).referReasons,
    ).toEqual([limitMessage]);
    expect(
      checkSection(section, { limitOfIndemnity: '5000000.01', totalPremium: '1.00' }).referReasons,
    ).toEqual([limitMessage]);
  });

  it('refers a premium above the maximum premium limit and marks it notifiable', () => {
    expect(
      checkSection(section, { limitOfIndemnity: '6000000', totalPremium: '250000.01' }),
    ).toEqual({
      referReasons: [limitMessage, RiskMessages.sectionMaxPremium('250000.00')],
      notifiable: true,
    });
    expect(
      checkSection(section, { limitOfIndemnity: null, totalPremium: '250000.00' }).referReasons,
    ).toEqual([]);
  });

  it('is notifiable only above the notifiable percentage of the maximum premium (80 % of 250,000 = 200,000)', () => {
    expect(
      checkSection(section, { limitOfIndemnity: null, totalPremium: '200000.00' }).notifiable,
    ).toBe(false);
    expect(checkSection(section, { limitOfIndemnity: null, totalPremium: '200000.01' })).toEqual({
      referReasons: [],
      notifiable: true,
    });
  });

  it('checks nothing the section leaves unset', () => {
    const open = { ...section, maximumPremiumLimit: null, notifiablePremiumLimitPercentage: null };
    expect(checkSection(open, { limitOfIndemnity: null, totalPremium: '99999999.99' })).toEqual({
      referReasons: [],
      notifiable: false,
    });
    const noPercent = { ...section, notifiablePremiumLimitPercentage: null };
    expect(
      checkSection(noPercent, { limitOfIndemnity: null, totalPremium: '240000' }).notifiable,
    ).toBe(false);
  });
});
