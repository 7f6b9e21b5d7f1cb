import type { PropertyFormula, ProposalData, RatingContext, RatingVersion } from '../types.ts';

/** Builds a property formula with the usual flags, for tests and benchmarks. */
export function property(
  name: string,
  formula: string,
  extra: Partial<PropertyFormula> = {},
): PropertyFormula {
  return {
    name,
    title: name,
    dataType: 'number',
    formula,
    kind: 'standard',
    overridable: false,
    required: false,
    showOnPremiumSummary: false,
    showOnQuoteSummary: false,
    ...extra,
  };
}

/** A professional indemnity product: turnover bands, profession and limit tables, claims history. */
export const piVersion: RatingVersion = {
  datasets: [
    {
      name: 'turnoverBands',
      columns: ['from', 'rate'],
      rows: [
        [0, 0.012],
        [250000, 0.011],
        [1000000, 0.009],
        [5000000, 0.007],
      ],
    },
    {
      name: 'professions',
      columns: ['code', 'label', 'loading'],
      rows: [
        ['ACC', 'Accountant', 1],
        ['ENG', 'Engineer', 1.25],
        ['LAW', 'Lawyer', 1.6],
      ],
    },
    {
      name: 'limits',
      columns: ['limit', 'factor'],
      rows: [
        [1000000, 1],
        [2000000, 1.2],
        [5000000, 1.45],
      ],
    },
  ],
  propertyFormulas: [
    property('basePremium', 'ROUND(MAX(rawPremium, minimumPremium) * termFactor, 2)', {
      title: 'Base premium',
      dataType: 'currency',
      overridable: true,
      required: true,
      showOnPremiumSummary: true,
    }),
    property('rawPremium', 'turnover * baseRate * professionLoading * limitFactor * claimsLoading'),
    property('baseRate', 'BAND("turnoverBands", "from", turnover, "rate")'),
    property('professionLoading', 'LOOKUP("professions", "code", profession, "loading")'),
    property('limitFactor', 'LOOKUP("limits", "limit", limitOfIndemnity, "factor")'),
    property('claimsLoading', 'IF(largeClaims = 0, 1, 1 + largeClaims * 10%)'),
    property('termFactor', 'DAYS(expiryDate, inceptionDate) / 365'),
    property('minimumPremium', '500', { dataType: 'currency' }),
    property('emergencyServicesLevy', 'basePremium * 2%', {
      title: 'Emergency services levy',
      dataType: 'currency',
      kind: 'otherCharge',
      showOnPremiumSummary: true,
    }),
    property('loyaltyDiscount', 'IF(yearsTrading >= 5, basePremium * 5%, 0)', {
      title: 'Loyalty discount',
      dataType: 'currency',
      kind: 'discountCharge',
      showOnPremiumSummary: true,
    }),
    property('insuredName', 'UPPER(business.name)', {
      title: 'Insured',
      dataType: 'text',
      showOnQuoteSummary: true,
      required: true,
    }),
    property('brokerNote', 'note', { title: 'Note', dataType: 'textarea', required: true }),
  ],
  underwritingFormulas: [
    {
      name: 'largeClaims',
      steps: [
        { type: 'set', variable: 'count', expression: '0' },
        {
          type: 'forEach',
          list: 'claims',
          item: 'claim',
          steps: [
            {
              type: 'if',
              condition: 'claim.amount > 10000',
              then: [{ type: 'set', variable: 'count', expression: 'count + 1' }],
            },
          ],
        },
        { type: 'return', expression: 'count' },
      ],
    },
    {
      name: 'largestOpenClaim',
      steps: [
        {
          type: 'find',
          list: 'claims',
          item: 'c',
          condition: 'AND(c.open, c.amount >= MAX(claims.amount))',
          variable: 'largest',
        },
        {
          type: 'if',
          condition: 'ISBLANK(largest)',
          then: [{ type: 'return', expression: '0' }],
          else: [{ type: 'return', expression: 'largest.amount' }],
        },
      ],
    },
  ],
  rules: [
    {
      id: 1,
      name: 'High turnover',
      condition: 'turnover > 5000000',
      outcome: 'refer',
      message: 'Turnover over $5m',
      visibleToBroker: true,
    },
    {
      id: 2,
      name: 'Claims history',
      condition: 'largeClaims >= 1',
      outcome: 'refer',
      message: '{{largeClaims}} large claim(s); base premium {{ basePremium }}',
      visibleToBroker: false,
    },
    {
      id: 3,
      name: 'Lawyers',
      condition: 'profession = "LAW"',
      outcome: 'decline',
      message: 'We do not insure {{profession}}',
      visibleToBroker: true,
    },
    {
      id: 'nsw',
      name: 'NSW endorsement',
      condition: 'business.state = "NSW"',
      outcome: 'endorse',
      message: 'NSW wording',
      visibleToBroker: true,
      endorsementId: 12,
    },
  ],
  premium: {
    commissionPercent: '20',
    fees: [{ name: 'policyFee', amount: '50' }],
    taxes: [{ name: 'GST', ratePercent: '10', base: 'grossAndFees' }],
  },
};

export const piProposal: ProposalData = {
  turnover: 1234567,
  profession: 'ENG',
  limitOfIndemnity: 2000000,
  yearsTrading: 5,
  business: { name: 'Acme Engineering', state: 'NSW' },
  claims: [
    { amount: 15000, open: true },
    { amount: 2000, open: false },
  ],
};

export const piContext: RatingContext = {
  transactionType: 'newBusiness',
  inceptionDate: '2024-07-01',
  expiryDate: '2025-07-01',
  effectiveDate: '2024-07-01',
  timeZone: 'Australia/Sydney',
  today: '2024-06-20',
  brokerCommissionPercent: '15',
  administrationFee: '25',
};
