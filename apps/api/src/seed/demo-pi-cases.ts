import type { DemoVersionSpec } from './demo-versions.ts';

/**
 * Test cases of the demo Professional Indemnity version: one per outcome an underwriter should see
 * (quote, endorsement, two referrals, two declines). The expected figures were worked out by hand from
 * the rating tables and confirmed by the engine; publishing refuses the version if any of them drifts.
 * The ABNs are made up and pass the ATO check digit.
 */

const context = { transactionType: 'newBusiness', inceptionDate: '2026-07-01' } as const;

/** A small accounting practice: the sample proposal that quotes. */
export const piQuoteProposal = {
  businessName: 'Ledger & Co',
  abn: '51418263507',
  state: 'NSW',
  profession: 'ACC',
  yearsInBusiness: 12,
  interestedPartiesEmail: 'accounts@ledger.example.com.au',
  turnover: 1000000,
  largestContract: 150000,
  limitOfIndemnity: 2000000,
  retroactiveDate: '2015-07-01',
  riskManagement: ['engagementLetters', 'peerReview', 'cpd'],
  hasClaims: false,
};

/** A large engineering firm: refers on turnover and carries the contract works exclusion. */
export const piReferProposal = {
  businessName: 'Span Structural Engineers',
  abn: '99730194825',
  state: 'VIC',
  profession: 'ENG',
  yearsInBusiness: 25,
  turnover: 12000000,
  largestContract: 4500000,
  limitOfIndemnity: 5000000,
  riskManagement: ['qualitySystem', 'contractReview'],
  hasClaims: false,
};

/** A financial planner: outside appetite, declined. */
export const piDeclineProposal = {
  businessName: 'Horizon Wealth Planning',
  abn: '29562913748',
  state: 'QLD',
  profession: 'FIN',
  yearsInBusiness: 2,
  turnover: 600000,
  largestContract: 50000,
  limitOfIndemnity: 1000000,
  hasClaims: false,
};

const claim = (year: number, amount: number, description: string) => ({
  year,
  amount,
  description,
});

export const piTestCases: DemoVersionSpec['testCases'] = [
  {
    name: 'Accountant, $1m turnover, $2m limit: quote',
    proposal: piQuoteProposal,
    context,
    expected: {
      premium: {
        base: '9600.00',
        discountCharges: '480.00',
        otherCharges: '820.80',
        gross: '9940.80',
        fees: '75.00',
        commission: '1988.16',
        taxes: '1001.58',
        total: '11017.38',
      },
      decision: 'quote',
      rules: [],
    },
  },
  {
    name: 'Architect, $3m largest contract: contract works exclusion',
    proposal: {
      businessName: 'Form & Light Architects',
      abn: '83287405316',
      state: 'ACT',
      profession: 'ARC',
      yearsInBusiness: 8,
      turnover: 2500000,
      largestContract: 3000000,
      limitOfIndemnity: 1000000,
      retroactiveDate: '2018-01-01',
      hasClaims: false,
    },
    context,
    expected: {
      premium: { base: '27000.00', otherCharges: '0.00', gross: '27000.00' },
      decision: 'quote',
      rules: ['Contract works exclusion'],
    },
  },
  {
    name: 'Engineer, $12m turnover: refer',
    proposal: piReferProposal,
    context,
    expected: {
      premium: { base: '168432.00' },
      decision: 'refer',
      rules: ['Large turnover', 'Contract works exclusion'],
    },
  },
  {
    name: 'Management consultant, $300k of claims: refer',
    proposal: {
      businessName: 'Northbridge Advisory',
      abn: '84649382057',
      state: 'WA',
      profession: 'MGT',
      yearsInBusiness: 6,
      turnover: 3000000,
      largestContract: 400000,
      limitOfIndemnity: 2000000,
      hasClaims: true,
      claims: [
        claim(2023, 180000, 'Advice on a restructure questioned by the client'),
        claim(2024, 120000, 'Missed deadline on a tender'),
      ],
    },
    context,
    expected: {
      premium: { base: '32432.40' },
      formulas: { claimsCount: '2', claimsTotal: '300000.00' },
      decision: 'refer',
      rules: ['Large claims'],
    },
  },
  {
    name: 'Financial planner: decline, outside appetite',
    proposal: piDeclineProposal,
    context,
    expected: { decision: 'decline', rules: ['Outside appetite'] },
  },
  {
    name: 'IT consultant, four claims: decline',
    proposal: {
      businessName: 'Bytewise Consulting',
      abn: '61375028619',
      state: 'SA',
      profession: 'ITC',
      yearsInBusiness: 4,
      turnover: 800000,
      largestContract: 90000,
      limitOfIndemnity: 1000000,
      hasClaims: true,
      claims: [
        claim(2022, 5000, 'Data migration delay'),
        claim(2023, 8000, 'Licensing advice'),
        claim(2024, 3000, 'Outage'),
        claim(2025, 12000, 'Project overrun'),
      ],
    },
    context,
    expected: { decision: 'decline', rules: ['Claims frequency'] },
  },
];
