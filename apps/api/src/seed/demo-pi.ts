import { piFormLayout, piFormSchema } from './demo-pi-form.ts';
import { piTestCases } from './demo-pi-cases.ts';
import type { DemoVersionSpec } from './demo-versions.ts';

/** Settings shared by the demo versions: Sydney time, 12-month terms, AUD (what the API's PUT would save). */
export const demoSettings = {
  timezone: 'Australia/Sydney',
  bindTime: '16:00',
  expiryTimeMode: 'fixed',
  expiryTime: '16:00',
  futureInceptionDayLimit: 90,
  defaultTermMonths: 12,
  minTermMonths: 1,
  maxTermMonths: 18,
  maxBackdateDays: 30,
  maxDiscountPercent: '10',
  authorityLevel: 5,
  minUnderwriterAuthorityLevel: 3,
  currency: 'aud',
} as const;

const formula = (
  name: string,
  title: string,
  text: string,
  extra: {
    dataType?: 'currency' | 'number' | 'text';
    kind?: 'standard' | 'otherCharge' | 'discountCharge';
    required?: boolean;
    overridable?: boolean;
    premium?: boolean;
    quote?: boolean;
  } = {},
) => ({
  name,
  title,
  formula: text,
  dataType: extra.dataType ?? 'number',
  kind: extra.kind ?? 'standard',
  overridable: extra.overridable ?? false,
  required: extra.required ?? false,
  showOnPremiumSummary: extra.premium ?? false,
  showOnQuoteSummary: extra.quote ?? false,
});

// Rates per profession: a profession missing here is outside appetite and is declined by rule.
const appetite = {
  name: 'appetite',
  columns: ['code', 'rate'],
  rows: [
    ['ACC', '0.008'],
    ['ARC', '0.012'],
    ['ENG', '0.011'],
    ['MGT', '0.007'],
    ['ITC', '0.009'],
  ],
};
const limits = {
  name: 'limits',
  columns: ['limit', 'factor'],
  rows: [
    ['1000000', '1'],
    ['2000000', '1.2'],
    ['5000000', '1.45'],
  ],
};
// Larger practices earn a lower rate on the part of turnover: the factor of the band the turnover falls in.
const turnoverBands = {
  name: 'turnoverBands',
  columns: ['from', 'factor'],
  rows: [
    ['0', '1'],
    ['2000000', '0.9'],
    ['5000000', '0.8'],
  ],
};
// Stamp duty on general insurance by state (ACT has none).
const stampDuty = {
  name: 'stampDuty',
  columns: ['state', 'rate'],
  rows: [
    ['NSW', '0.09'],
    ['VIC', '0.10'],
    ['QLD', '0.09'],
    ['WA', '0.10'],
    ['SA', '0.11'],
    ['TAS', '0.10'],
    ['ACT', '0'],
    ['NT', '0.10'],
  ],
};

const formulas = [
  formula('insuredName', 'Insured', 'UPPER(businessName)', { dataType: 'text', quote: true }),
  formula('professionRate', 'Profession rate', 'LOOKUP("appetite", "code", profession, "rate", 0)'),
  formula('limitFactor', 'Limit factor', 'LOOKUP("limits", "limit", limitOfIndemnity, "factor")'),
  formula(
    'volumeFactor',
    'Turnover band factor',
    'BAND("turnoverBands", "from", turnover, "factor")',
  ),
  formula('claimsCount', 'Number of claims', 'COUNT(claims)'),
  formula('claimsTotal', 'Claims total', 'SUM(claims.amount)', { dataType: 'currency' }),
  formula('claimsLoading', 'Claims loading', 'IF(claimsCount = 0, 1, 1 + claimsCount * 15%)'),
  formula('experienceFactor', 'Experience factor', 'IF(yearsInBusiness < 3, 1.15, 1)'),
  formula('retroFactor', 'Retroactive cover factor', 'IF(ISBLANK(retroactiveDate), 1.1, 1)'),
  formula(
    'basePremium',
    'Base premium',
    'MAX(turnover * professionRate * limitFactor * volumeFactor * claimsLoading * experienceFactor * retroFactor, 950)',
    {
      dataType: 'currency',
      required: true,
      overridable: true,
      premium: true,
    },
  ),
  formula(
    'riskManagementDiscount',
    'Risk management discount',
    'IF(COUNT(riskManagement) >= 3, basePremium * 5%, 0)',
    { dataType: 'currency', kind: 'discountCharge', premium: true },
  ),
  formula(
    'stampDuty',
    'Stamp duty',
    '(basePremium - riskManagementDiscount) * LOOKUP("stampDuty", "state", state, "rate")',
    { dataType: 'currency', kind: 'otherCharge', premium: true },
  ),
];

/** Rules in evaluation order; the endorsement rule names the authority module's endorsement by id. */
function rules(endorsementId: number) {
  return [
    {
      name: 'Outside appetite',
      condition: 'professionRate = 0',
      outcome: 'decline',
      message: 'We do not insure this profession.',
      visibleToBroker: true,
    },
    {
      name: 'Claims frequency',
      condition: 'claimsCount > 3',
      outcome: 'decline',
      message: 'More than three claims in five years ({{claimsCount}}).',
      visibleToBroker: true,
    },
    {
      name: 'Large turnover',
      condition: 'turnover > 10000000',
      outcome: 'refer',
      message: 'Turnover over $10m needs an underwriter.',
      visibleToBroker: true,
    },
    {
      name: 'Large claims',
      condition: 'claimsTotal > 250000',
      outcome: 'refer',
      message: 'Claims totalling {{claimsTotal}} need an underwriter.',
      visibleToBroker: true,
    },
    {
      name: 'Contract works exclusion',
      condition: 'AND(IN(profession, "ARC", "ENG"), largestContract > 2000000)',
      outcome: 'endorse',
      message: 'Contracts over $2m: the contract works exclusion applies.',
      visibleToBroker: true,
      endorsementId,
    },
  ] as const;
}

/** The live version of the demo Professional Indemnity product. */
export function piVersionSpec(endorsementId: number): DemoVersionSpec {
  return {
    settings: {
      ...demoSettings,
      premium: {
        commissionPercent: '20',
        fees: [{ name: 'policyFee', amount: '75' }],
        taxes: [{ name: 'GST', ratePercent: '10', base: 'grossAndFees' }],
      },
    },
    form: { schema: piFormSchema, layout: piFormLayout },
    datasets: [appetite, limits, turnoverBands, stampDuty],
    formulas,
    rules: [...rules(endorsementId)],
    testCases: piTestCases,
  };
}
