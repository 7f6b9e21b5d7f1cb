import { demoSettings } from './demo-pi.ts';
import type { DemoVersionSpec } from './demo-versions.ts';

/**
 * The demo Cyber Liability add-on: a short form a broker answers beside the PI proposal, a flat
 * premium per limit loaded for the records held, and a referral when basic controls are missing.
 */

const limits = [
  { value: 250000, label: '$250,000' },
  { value: 500000, label: '$500,000' },
  { value: 1000000, label: '$1,000,000' },
];

const schema = {
  type: 'object',
  required: ['recordsHeld', 'cyberLimit', 'hasMfa', 'hasBackups', 'hadBreach'],
  properties: {
    recordsHeld: {
      type: 'integer',
      minimum: 0,
      maximum: 100000000,
      'x-turbine': {
        fieldType: 'number',
        label: 'Client records held',
        helpText: 'Personal or financial records of clients, roughly.',
      },
    },
    cyberLimit: {
      type: 'number',
      enum: limits.map((l) => l.value),
      'x-turbine': { fieldType: 'radio', label: 'Cyber limit', options: limits },
    },
    hasMfa: {
      type: 'boolean',
      'x-turbine': {
        fieldType: 'yesNo',
        label: 'Multi-factor authentication on email and remote access?',
      },
    },
    hasBackups: {
      type: 'boolean',
      'x-turbine': { fieldType: 'yesNo', label: 'Offline backups at least weekly?' },
    },
    hadBreach: {
      type: 'boolean',
      'x-turbine': {
        fieldType: 'yesNo',
        label: 'Any cyber incident or data breach in the last 3 years?',
      },
    },
  },
};

const layout = {
  sections: [
    {
      title: 'Cyber security',
      fields: ['recordsHeld', 'cyberLimit', 'hasMfa', 'hasBackups', 'hadBreach'],
    },
  ],
};

const context = { transactionType: 'newBusiness', inceptionDate: '2026-07-01' } as const;

/** The sample add-on proposal that quotes. */
export const cyberQuoteProposal = {
  recordsHeld: 5000,
  cyberLimit: 500000,
  hasMfa: true,
  hasBackups: true,
  hadBreach: false,
};

const formula = (
  name: string,
  title: string,
  text: string,
  extra: Record<string, unknown> = {},
) => ({
  name,
  title,
  formula: text,
  dataType: 'number' as const,
  ...extra,
});

/** The live version of the demo Cyber Liability add-on. */
export function cyberVersionSpec(): DemoVersionSpec {
  return {
    settings: {
      ...demoSettings,
      premium: {
        commissionPercent: '15',
        fees: [],
        taxes: [{ name: 'GST', ratePercent: '10', base: 'gross' }],
      },
    },
    form: { schema, layout },
    datasets: [
      {
        name: 'cyberLimits',
        columns: ['limit', 'premium'],
        rows: [
          ['250000', '450'],
          ['500000', '700'],
          ['1000000', '1100'],
        ],
      },
      {
        name: 'records',
        columns: ['from', 'factor'],
        rows: [
          ['0', '1'],
          ['10000', '1.25'],
          ['100000', '1.6'],
        ],
      },
    ],
    formulas: [
      formula(
        'limitPremium',
        'Premium for the limit',
        'LOOKUP("cyberLimits", "limit", cyberLimit, "premium")',
      ),
      formula('recordsFactor', 'Records factor', 'BAND("records", "from", recordsHeld, "factor")'),
      formula('backupFactor', 'Backup factor', 'IF(hasBackups, 1, 1.2)'),
      formula('basePremium', 'Base premium', 'limitPremium * recordsFactor * backupFactor', {
        dataType: 'currency',
        required: true,
        overridable: true,
        showOnPremiumSummary: true,
      }),
    ],
    rules: [
      {
        name: 'No multi-factor authentication',
        condition: 'NOT(hasMfa)',
        outcome: 'refer',
        message: 'Without multi-factor authentication an underwriter must review the risk.',
        visibleToBroker: true,
      },
      {
        name: 'Recent breach',
        condition: 'hadBreach',
        outcome: 'refer',
        message: 'A recent cyber incident needs an underwriter.',
        visibleToBroker: true,
      },
    ],
    testCases: [
      {
        name: 'MFA and backups, 5,000 records, $500k: quote',
        proposal: cyberQuoteProposal,
        context,
        expected: {
          premium: {
            base: '700.00',
            gross: '700.00',
            commission: '105.00',
            taxes: '70.00',
            total: '770.00',
          },
          decision: 'quote',
          rules: [],
        },
      },
      {
        name: 'No MFA, no backups, 50,000 records, $1m: refer',
        proposal: {
          recordsHeld: 50000,
          cyberLimit: 1000000,
          hasMfa: false,
          hasBackups: false,
          hadBreach: false,
        },
        context,
        expected: {
          premium: { base: '1650.00' },
          decision: 'refer',
          rules: ['No multi-factor authentication'],
        },
      },
    ],
  };
}
