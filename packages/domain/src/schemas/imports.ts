import Decimal from 'decimal.js';
import { z } from '../zod-config.ts';

/**
 * Import Policy Data (§1 bulk CSV import of legacy policy data, §2 screen, §7 woodina-bulk-import calls;
 * docs/policy-import-layout.md, decision 128). One CSV row per risk transaction.
 */

/** A column of the documented layout: its header name, whether a value is required, and an example. */
export interface ImportColumn {
  name: string;
  required: boolean;
  example: string;
  description: string;
}

/** The fixed columns, in the template's order. Proposal answers follow as `proposal.<field name>`. */
export const importColumns: readonly ImportColumn[] = [
  {
    name: 'reference',
    required: true,
    example: 'LEG-000123',
    description:
      "Policy reference, unique in the company; rows with the same reference are one policy's transactions, in order",
  },
  {
    name: 'transaction_type',
    required: true,
    example: 'new business',
    description: 'new business, amendment, cancellation or renewal',
  },
  {
    name: 'insured_name',
    required: true,
    example: 'Harbour Dental Pty Ltd',
    description: "The insured's name",
  },
  {
    name: 'insured_registration_number',
    required: false,
    example: '53004085616',
    description: 'ABN (11 digits, AU) or NZBN (13 digits, NZ)',
  },
  {
    name: 'insured_email',
    required: false,
    example: 'accounts@harbourdental.example.com.au',
    description: 'Contact email',
  },
  {
    name: 'insured_phone',
    required: false,
    example: '+61 2 9000 0000',
    description: 'Contact phone',
  },
  {
    name: 'insured_address_line1',
    required: false,
    example: '1 George Street',
    description: 'Address line 1',
  },
  { name: 'insured_address_line2', required: false, example: '', description: 'Address line 2' },
  { name: 'insured_city', required: false, example: 'Sydney', description: 'City' },
  {
    name: 'insured_state',
    required: false,
    example: 'NSW',
    description: 'AU state (QLD, NSW, VIC, SA, WA, TAS, ACT, NT) or NZ region',
  },
  { name: 'insured_postcode', required: false, example: '2000', description: 'Postcode' },
  { name: 'insured_country', required: false, example: 'AU', description: 'AU (default) or NZ' },
  {
    name: 'broker',
    required: true,
    example: 'Southern Cross Brokers',
    description: 'Broker company, by name or id',
  },
  {
    name: 'product',
    required: true,
    example: 'Professional Indemnity',
    description: 'Main product, by name',
  },
  {
    name: 'product_version',
    required: true,
    example: '1',
    description: 'Version number of the product (published)',
  },
  {
    name: 'binding_agreement',
    required: true,
    example: 'Meridian Professional Lines Binder 2026',
    description: 'Binding agreement, by name or unique market reference',
  },
  {
    name: 'section',
    required: true,
    example: 'Professional Indemnity',
    description: "Section of the agreement's current period, by name",
  },
  { name: 'risk_code', required: true, example: 'E7', description: 'Risk code of that section' },
  {
    name: 'effective_date',
    required: true,
    example: '2026-03-01',
    description:
      "YYYY-MM-DD in the agreement's time zone; equals inception for new business and renewal",
  },
  {
    name: 'inception_date',
    required: true,
    example: '2026-03-01',
    description: "YYYY-MM-DD, within the agreement's validity",
  },
  {
    name: 'expiry_date',
    required: true,
    example: '2027-03-01',
    description: 'YYYY-MM-DD, after inception',
  },
  {
    name: 'bound_date',
    required: true,
    example: '2026-02-27',
    description: 'YYYY-MM-DD, not in the future',
  },
  {
    name: 'reason_for_cancellation',
    required: false,
    example: '',
    description: 'Required for a cancellation',
  },
  {
    name: 'base_premium',
    required: true,
    example: '1000.00',
    description: 'Decimal, at most 2 places',
  },
  {
    name: 'gross_premium',
    required: true,
    example: '1000.00',
    description: 'Base plus other charges less discounts',
  },
  {
    name: 'broker_commission',
    required: true,
    example: '150.00',
    description: 'Commission amount',
  },
  {
    name: 'net_premium',
    required: true,
    example: '850.00',
    description: 'Must equal gross premium less broker commission',
  },
  { name: 'administration_fee', required: true, example: '50.00', description: 'Fees' },
  { name: 'taxes', required: true, example: '115.50', description: 'Taxes (GST, stamp duty)' },
  {
    name: 'total_premium',
    required: true,
    example: '1165.50',
    description: 'Must equal gross premium plus administration fee plus taxes',
  },
  {
    name: 'premium_change',
    required: false,
    example: '',
    description: 'Additional (+) or return (−) premium of an amendment or cancellation',
  },
  {
    name: 'limit_of_indemnity',
    required: false,
    example: '1000000.00',
    description: 'Limit of indemnity',
  },
  { name: 'deductible', required: false, example: '1000.00', description: 'Deductible' },
  {
    name: 'overseas_tax_incurred',
    required: false,
    example: '',
    description: 'Overseas tax incurred',
  },
];

/** Prefix of the proposal-answer columns: `proposal.<field name of the product version's form>`. */
export const PROPOSAL_COLUMN_PREFIX = 'proposal.';

/** Most row errors an import keeps and answers (the count of all is given beside). */
export const IMPORT_ERROR_LIMIT = 1000;

export const importModes = ['validate', 'import'] as const;
export type ImportMode = (typeof importModes)[number];

/** queued → checking → valid | invalid (validate); import: … → importing → imported | invalid | failed. */
export const importStatuses = [
  'queued',
  'checking',
  'importing',
  'valid',
  'invalid',
  'imported',
  'failed',
] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** A row-level finding: the file's line of the record (header is row 1), the column, the cell, the message. */
export const importRowErrorDto = z.object({
  row: z.number().int(),
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type ImportRowErrorDto = z.infer<typeof importRowErrorDto>;

/** GET /companies/{companyId}/woodina-bulk-import/{importId}, and the two POSTs' answers (with the job). */
export const policyImportDto = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  mode: z.enum(importModes),
  status: z.enum(importStatuses),
  fileName: z.string(),
  checksum: z.string(),
  rows: z.number().int(),
  policies: z.number().int(),
  transactions: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(importRowErrorDto),
  /** A file-level refusal (header, encoding) or the reason a run failed. */
  message: z.string().nullable(),
  jobId: z.number().int().nullable(),
  /** An imported file's first policies (up to 10), to open from the result. */
  importedPolicies: z.array(z.object({ riskPackageId: z.number().int(), reference: z.string() })),
  createdBy: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type PolicyImportDto = z.infer<typeof policyImportDto>;

/** The two POSTs take the file's name in the query (for the extension check and the record). */
export const policyImportQuery = z.object({
  name: z.string().min(1).max(255).optional(),
});

/** The answers' wording (§8 style: a sentence, what to do). */
export const ImportMessages = {
  notUtf8:
    'The file must be CSV text encoded as UTF-8 (with or without a byte order mark). Save it as "CSV UTF-8" and upload it again.',
  utf16:
    'The file is encoded as UTF-16. Save it as "CSV UTF-8" (with or without a byte order mark) and upload it again.',
  empty: 'The file is empty.',
  noRows: 'The file has a header but no rows.',
  missingColumns: (names: string[]) => `The header is missing these columns: ${names.join(', ')}.`,
  unknownColumns: (names: string[]) =>
    `The header has columns the template does not: ${names.join(', ')}.`,
  duplicateColumns: (names: string[]) => `The header repeats these columns: ${names.join(', ')}.`,
  raggedRow: (got: number, want: number) => `This row has ${got} cells; the header has ${want}.`,
  malformed: (detail: string) => `The file is not valid CSV: ${detail}`,
  required: 'This field is required',
  maxLength: (n: number) => `This field has a maximum length of ${n}`,
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  invalidDecimal:
    'Enter an amount as a decimal number with at most 2 decimal places (e.g. 1250.00).',
  negative: 'The value must be greater than or equal to 0',
  unknownType: 'Use one of: new business, amendment, cancellation, renewal.',
  unknownBroker: 'No broker of that name or id may place this product with this company.',
  ambiguousBroker: "More than one broker has this name: give the broker's id.",
  unknownProduct: 'No main product of that name in this company.',
  unknownVersion: 'No published version of this product with that number.',
  noPackage: 'This product is not the main product of a product package.',
  unknownAgreement: 'No binding agreement of that name or unique market reference in this company.',
  unknownSection: "No section of that name in the agreement's current period.",
  unknownRiskCode: "This risk code is not one of the section's risk codes.",
  outsideAgreement: "The inception date is outside the binding agreement's validity.",
  expiryBeforeInception: 'The expiry date must be after the inception date.',
  effectiveOutsideTerm: 'The effective date must lie between the inception and expiry dates.',
  effectiveNotInception: 'For new business and renewal the effective date is the inception date.',
  boundInFuture: 'The bound date cannot be in the future.',
  duplicateInCompany: 'A policy with this reference already exists in this company.',
  policyRowsApart:
    "An earlier policy in this file has this reference: a policy's rows must follow one another.",
  firstNotNew: "A policy's first row must be new business or a renewal.",
  newAfterFirst: "New business or a renewal can only be a policy's first row.",
  afterCancellation: 'A cancelled policy can have no later transaction.',
  effectiveBeforePrevious: "The effective date is before the policy's previous transaction.",
  differsFromFirst: 'Must be the same on every row of a policy.',
  reasonRequired: 'A cancellation needs a reason for cancellation.',
  netMismatch: (expected: string) =>
    `Net premium must equal gross premium less broker commission (${expected}).`,
  totalMismatch: (expected: string) =>
    `Total premium must equal gross premium plus administration fee plus taxes (${expected}).`,
  unknownProposalField: "This product version's form has no field of this name.",
  invalidRegistration: 'Enter a valid ABN (11 digits) or NZBN (13 digits).',
  invalidCountry: 'Use AU or NZ.',
  alreadyImported: 'This file has already been imported into this company.',
  /** An imported policy's timeline entry (decision 156). */
  importedFrom: (file: string, user: string) => `Imported from ${file} by ${user}`,
  needsImportPermission:
    'Importing policy data needs ManageRisks and ManageBindingAgreements in an underwriting company.',
} as const;

/**
 * An imported transaction's taxes (decision 156): the file's `taxes` column is kept in the total
 * (`total = gross + administration fee + taxes`, decision 128), so it is the total less the other two.
 */
export function importedTaxes(t: {
  totalPremium: string | null;
  grossPremium: string | null;
  administrationFee: string | null;
}): string | null {
  if (t.totalPremium === null || t.grossPremium === null) return null;
  return new Decimal(t.totalPremium)
    .minus(t.grossPremium)
    .minus(t.administrationFee ?? '0')
    .toFixed(2);
}
