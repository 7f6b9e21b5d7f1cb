/**
 * The demo Professional Indemnity proposal form, as the product designer would save it (decision 060:
 * JSON Schema draft-07 with `x-turbine` per field, plus a layout of sections). Kept apart from the
 * formulas so the form reads as the underwriter sees it.
 */

const option = (value: string | number, label: string) => ({ value, label });

const states = [
  option('NSW', 'New South Wales'),
  option('VIC', 'Victoria'),
  option('QLD', 'Queensland'),
  option('WA', 'Western Australia'),
  option('SA', 'South Australia'),
  option('TAS', 'Tasmania'),
  option('ACT', 'Australian Capital Territory'),
  option('NT', 'Northern Territory'),
];

// FIN is offered on the form but is not in the appetite dataset, so the decline rule has something to decline.
const professions = [
  option('ACC', 'Accountant'),
  option('ARC', 'Architect'),
  option('ENG', 'Engineer'),
  option('MGT', 'Management consultant'),
  option('ITC', 'IT consultant'),
  option('FIN', 'Financial planner'),
];

const practices = [
  option('engagementLetters', 'Written engagement letters for every job'),
  option('peerReview', 'Peer review of advice before release'),
  option('qualitySystem', 'Certified quality system (ISO 9001)'),
  option('contractReview', 'Contracts reviewed by a lawyer'),
  option('cpd', 'Continuing professional development for all staff'),
];

const limits = [
  option(1000000, '$1,000,000'),
  option(2000000, '$2,000,000'),
  option(5000000, '$5,000,000'),
];

const valuesOf = (options: { value: string | number }[]) => options.map((o) => o.value);

const claimItem = {
  type: 'object',
  required: ['year', 'description', 'amount'],
  properties: {
    year: {
      type: 'integer',
      minimum: 1990,
      maximum: 2100,
      'x-turbine': { fieldType: 'number', label: 'Year notified' },
    },
    description: {
      type: 'string',
      minLength: 1,
      maxLength: 500,
      'x-turbine': { fieldType: 'textarea', label: 'What happened' },
    },
    amount: {
      type: 'number',
      minimum: 0,
      maximum: 100000000,
      'x-turbine': { fieldType: 'currency', label: 'Amount paid or reserved', currency: 'aud' },
    },
  },
};

export const piFormSchema = {
  type: 'object',
  required: [
    'businessName',
    'abn',
    'state',
    'profession',
    'yearsInBusiness',
    'turnover',
    'largestContract',
    'limitOfIndemnity',
    'hasClaims',
  ],
  properties: {
    businessName: {
      type: 'string',
      minLength: 1,
      maxLength: 120,
      'x-turbine': { fieldType: 'text', label: 'Business name' },
    },
    abn: {
      type: 'string',
      minLength: 1,
      pattern: '^[0-9]{11}$',
      'x-turbine': {
        fieldType: 'text',
        label: 'ABN',
        helpText: 'The 11-digit Australian Business Number, without spaces.',
        placeholder: '51418263507',
      },
    },
    state: {
      type: 'string',
      enum: valuesOf(states),
      'x-turbine': { fieldType: 'select', label: 'State of main office', options: states },
    },
    profession: {
      type: 'string',
      enum: valuesOf(professions),
      'x-turbine': { fieldType: 'select', label: 'Profession', options: professions },
    },
    yearsInBusiness: {
      type: 'integer',
      minimum: 0,
      maximum: 200,
      'x-turbine': { fieldType: 'number', label: 'Years in business' },
    },
    interestedPartiesEmail: {
      type: 'string',
      format: 'email',
      maxLength: 254,
      'x-turbine': {
        fieldType: 'email',
        label: 'Email for interested party notices',
        helpText: 'Optional: where we send certificates for principals and financiers.',
      },
    },
    turnover: {
      type: 'number',
      minimum: 0,
      maximum: 50000000,
      'x-turbine': { fieldType: 'currency', label: 'Annual turnover', currency: 'aud' },
    },
    largestContract: {
      type: 'number',
      minimum: 0,
      maximum: 100000000,
      'x-turbine': {
        fieldType: 'currency',
        label: 'Largest contract in the last 3 years',
        currency: 'aud',
      },
    },
    limitOfIndemnity: {
      type: 'number',
      enum: valuesOf(limits),
      'x-turbine': {
        fieldType: 'radio',
        label: 'Limit of indemnity',
        options: limits,
        quoteOption: true,
      },
    },
    retroactiveDate: {
      type: 'string',
      format: 'date',
      'x-turbine': {
        fieldType: 'date',
        label: 'Retroactive date',
        quoteOption: true,
        helpText: 'Leave empty for unlimited retroactive cover.',
      },
    },
    riskManagement: {
      type: 'array',
      items: { enum: valuesOf(practices) },
      uniqueItems: true,
      maxItems: 5,
      'x-turbine': {
        fieldType: 'multiSelect',
        label: 'Risk management practices',
        helpText: 'Three or more earn a 5% discount.',
        options: practices,
      },
    },
    hasClaims: {
      type: 'boolean',
      'x-turbine': {
        fieldType: 'yesNo',
        label: 'Any claims or circumstances in the last 5 years?',
      },
    },
    claims: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: claimItem,
      'x-turbine': {
        fieldType: 'repeatingGroup',
        label: 'Claims',
        visibleWhen: { field: 'hasClaims', equals: true },
      },
    },
  },
  // Claims are required only when the answer is yes; Ajv enforces it (the web hides the group otherwise).
  allOf: [
    {
      if: { properties: { hasClaims: { const: true } }, required: ['hasClaims'] },
      then: { required: ['claims'] },
    },
  ],
};

export const piFormLayout = {
  sections: [
    {
      title: 'Your business',
      fields: [
        'businessName',
        'abn',
        'state',
        'profession',
        'yearsInBusiness',
        'interestedPartiesEmail',
      ],
    },
    {
      title: 'Cover',
      fields: [
        'turnover',
        'largestContract',
        'limitOfIndemnity',
        'retroactiveDate',
        'riskManagement',
      ],
    },
    { title: 'Claims history', fields: ['hasClaims', 'claims'] },
  ],
};
