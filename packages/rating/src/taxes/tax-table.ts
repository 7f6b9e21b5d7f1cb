/**
 * The AU/NZ premium taxes and levies as data (decision 118): each rate is a row with the dates it
 * applies to, so a change of rate is a new row, not new code. Sources and how sure each row is are in
 * `shared/reference/crs-bordereaux-and-au-taxes.md` §2 ([V] verified, [V2] second-hand, [U] unverified).
 */

/** Australian states and territories, and New Zealand as one jurisdiction. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

/**
 * The classes of insurance the duty and levy rules tell apart. A product names one; the engine maps it
 * to each jurisdiction's own category (NSW type A/B, VIC business insurance…).
 */
export const TAX_CLASSES = [
  'publicLiability',
  'productLiability',
  'professionalIndemnity',
  'directorsOfficers',
  'cyber',
  'employersLiability',
  'commercialProperty',
  'marineCargo',
  'marineHull',
  'aviation',
  'commercialMotor',
  'privateMotor',
  'householders',
  'residentialBuilding',
  'residentialContents',
  'travel',
  'personalAccident',
  'disabilityIncome',
  'hospitalMedical',
  'goodsInTransit',
  'ctp',
  'workersCompensation',
  'reinsurance',
  'lendersMortgage',
  'crop',
  'livestock',
] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** What a row taxes: a percentage of a base, or an amount per $100 of sum insured (NZ levies). */
export type TaxKind = 'gst' | 'stampDuty' | 'fenz' | 'nhc';

export interface TaxRateRow {
  jurisdiction: AuState | 'NZ' | 'AU';
  kind: TaxKind;
  /** Classes the row applies to; omitted = every class not matched by a more specific row. */
  classes?: readonly TaxClass[];
  /** Percent of the base (GST, duty), or cents per $100 of sum insured (FENZ, NHC), decimal text. */
  rate: string;
  /** First day the row applies (a policy effected or renewed on or after it), `YYYY-MM-DD`. */
  from: string;
  /** First day it no longer applies; omitted = still in force. */
  to?: string;
  /** Sum insured cap (NZ levies), decimal text. */
  cap?: string;
  /** A flat amount instead of a rate (NZ motor FENZ), decimal text. */
  flat?: string;
  /** Applies only when the insured made this declaration (NSW small-business exemption). */
  when?: 'smallBusiness';
  /** How sure the reference is: V verified, V2 second-hand, U unverified. */
  status: 'V' | 'V2' | 'U';
}

const nswTypeB: readonly TaxClass[] = [
  'professionalIndemnity',
  'commercialMotor',
  'privateMotor',
  'aviation',
  'disabilityIncome',
  'hospitalMedical',
];
/** Classes no AU state taxes by ad-valorem duty in this engine (CTP is handled outside the rates). */
const dutyFreeEverywhere: readonly TaxClass[] = ['ctp', 'workersCompensation', 'reinsurance'];
/** VIC "business insurance" (APRA classes) before cyber and D&O joined on 1 Jan 2025. */
const vicBusiness: readonly TaxClass[] = [
  'publicLiability',
  'productLiability',
  'professionalIndemnity',
  'employersLiability',
  'commercialProperty',
  'marineCargo',
  'aviation',
];
const vicBusinessFrom2025: readonly TaxClass[] = [...vicBusiness, 'directorsOfficers', 'cyber'];

/** VIC business insurance falls one point a year from 1 Jul 2024 (9 %) to nil from 1 Jul 2033. */
function vicStepDown(): TaxRateRow[] {
  const rows: TaxRateRow[] = [
    // Until 1 Jul 2024 business insurance paid the general 10 % (the row below covers it).
  ];
  for (let year = 2024; year <= 2033; year++) {
    const rate = String(Math.max(0, 2033 - year));
    const from = `${year}-07-01`;
    const to = year === 2033 ? undefined : `${year + 1}-07-01`;
    // Cyber and D&O are business insurance from 1 Jan 2025: split the 2024–25 year at that date.
    if (year === 2024) {
      rows.push(
        {
          jurisdiction: 'VIC',
          kind: 'stampDuty',
          classes: vicBusiness,
          rate,
          from,
          to: '2025-01-01',
          status: 'V',
        },
        {
          jurisdiction: 'VIC',
          kind: 'stampDuty',
          classes: vicBusinessFrom2025,
          rate,
          from: '2025-01-01',
          to,
          status: 'V',
        },
      );
      continue;
    }
    rows.push({
      jurisdiction: 'VIC',
      kind: 'stampDuty',
      classes: vicBusinessFrom2025,
      rate,
      from,
      ...(to ? { to } : {}),
      // Verified to 9 % from 2024; later years follow the legislated one-point rule.
      status: year === 2024 ? 'V' : 'U',
    });
  }
  return rows;
}

/** The rows in force today and before, as the reference gives them. */
export const DEFAULT_TAX_TABLE: readonly TaxRateRow[] = [
  { jurisdiction: 'AU', kind: 'gst', rate: '10', from: '2000-07-01', status: 'V' },
  { jurisdiction: 'NZ', kind: 'gst', rate: '15', from: '2010-10-01', status: 'V' },

  // NSW: type A 9 %, type B 5 %; type C (crop, livestock) exempt from 1 Jan 2018.
  {
    jurisdiction: 'NSW',
    kind: 'stampDuty',
    classes: dutyFreeEverywhere,
    rate: '0',
    from: '2000-01-01',
    status: 'V',
  },
  {
    jurisdiction: 'NSW',
    kind: 'stampDuty',
    classes: ['goodsInTransit', 'marineHull', 'lendersMortgage'],
    rate: '0',
    from: '2017-07-01',
    status: 'V',
  },
  {
    jurisdiction: 'NSW',
    kind: 'stampDuty',
    classes: ['crop', 'livestock'],
    rate: '0',
    from: '2018-01-01',
    status: 'V',
  },
  {
    jurisdiction: 'NSW',
    kind: 'stampDuty',
    classes: nswTypeB,
    rate: '5',
    from: '2000-01-01',
    status: 'V',
  },
  // Small business (turnover ≤ $2m, declared each year) exempt from 1 Jan 2018 for these classes.
  {
    jurisdiction: 'NSW',
    kind: 'stampDuty',
    classes: [
      'professionalIndemnity',
      'publicLiability',
      'productLiability',
      'commercialMotor',
      'aviation',
    ],
    when: 'smallBusiness',
    rate: '0',
    from: '2018-01-01',
    status: 'V',
  },
  { jurisdiction: 'NSW', kind: 'stampDuty', rate: '9', from: '2000-01-01', status: 'V' },

  // VIC: 10 % generally; business insurance stepping down; exemptions.
  {
    jurisdiction: 'VIC',
    kind: 'stampDuty',
    classes: [
      ...dutyFreeEverywhere,
      'hospitalMedical',
      'goodsInTransit',
      'marineHull',
      'crop',
      'livestock',
    ],
    rate: '0',
    from: '2000-01-01',
    status: 'V',
  },
  ...vicStepDown(),
  { jurisdiction: 'VIC', kind: 'stampDuty', rate: '10', from: '2000-01-01', status: 'V' },

  {
    jurisdiction: 'QLD',
    kind: 'stampDuty',
    classes: dutyFreeEverywhere,
    rate: '0',
    from: '2000-01-01',
    status: 'V',
  },
  { jurisdiction: 'QLD', kind: 'stampDuty', rate: '9', from: '2013-08-01', status: 'V' },
  {
    jurisdiction: 'SA',
    kind: 'stampDuty',
    classes: dutyFreeEverywhere,
    rate: '0',
    from: '2000-01-01',
    status: 'U',
  },
  { jurisdiction: 'SA', kind: 'stampDuty', rate: '11', from: '2000-01-01', status: 'V' },
  {
    jurisdiction: 'WA',
    kind: 'stampDuty',
    classes: [...dutyFreeEverywhere, 'employersLiability', 'goodsInTransit'],
    rate: '0',
    from: '2000-01-01',
    status: 'U',
  },
  { jurisdiction: 'WA', kind: 'stampDuty', rate: '10', from: '2000-01-01', status: 'V' },
  {
    jurisdiction: 'TAS',
    kind: 'stampDuty',
    classes: dutyFreeEverywhere,
    rate: '0',
    from: '2000-01-01',
    status: 'U',
  },
  { jurisdiction: 'TAS', kind: 'stampDuty', rate: '10', from: '2012-10-01', status: 'V' },
  // ACT abolished general insurance duty on 1 Jul 2016.
  { jurisdiction: 'ACT', kind: 'stampDuty', rate: '0', from: '2016-07-01', status: 'V' },
  {
    jurisdiction: 'NT',
    kind: 'stampDuty',
    classes: dutyFreeEverywhere,
    rate: '0',
    from: '2000-01-01',
    status: 'U',
  },
  { jurisdiction: 'NT', kind: 'stampDuty', rate: '10', from: '2008-07-01', status: 'U' },

  // NZ FENZ levy, contracts 1 Jul 2024 – 30 Jun 2026: 11.95c per $100, capped for residential.
  {
    jurisdiction: 'NZ',
    kind: 'fenz',
    classes: ['residentialBuilding'],
    rate: '11.95',
    cap: '100000',
    from: '2024-07-01',
    to: '2026-07-01',
    status: 'V2',
  },
  {
    jurisdiction: 'NZ',
    kind: 'fenz',
    classes: ['residentialContents', 'householders'],
    rate: '11.95',
    cap: '20000',
    from: '2024-07-01',
    to: '2026-07-01',
    status: 'V2',
  },
  {
    jurisdiction: 'NZ',
    kind: 'fenz',
    classes: ['privateMotor', 'commercialMotor'],
    rate: '0',
    flat: '9.53',
    from: '2024-07-01',
    to: '2026-07-01',
    status: 'V2',
  },
  {
    jurisdiction: 'NZ',
    kind: 'fenz',
    classes: ['commercialProperty', 'marineCargo'],
    rate: '11.95',
    from: '2024-07-01',
    to: '2026-07-01',
    status: 'V2',
  },
  // From 1 Jul 2026 (the new regime): motor $25 flat; the non-residential rate is not yet known (U).
  {
    jurisdiction: 'NZ',
    kind: 'fenz',
    classes: ['privateMotor', 'commercialMotor'],
    rate: '0',
    flat: '25',
    from: '2026-07-01',
    status: 'V',
  },
  {
    jurisdiction: 'NZ',
    kind: 'fenz',
    classes: ['commercialProperty', 'marineCargo'],
    rate: '11.51',
    from: '2026-07-01',
    status: 'U',
  },
  // NHC (ex-EQC): residential buildings only, 16c per $100 on the first $300,000.
  {
    jurisdiction: 'NZ',
    kind: 'nhc',
    classes: ['residentialBuilding'],
    rate: '16',
    cap: '300000',
    from: '2022-10-01',
    status: 'V2',
  },
];
