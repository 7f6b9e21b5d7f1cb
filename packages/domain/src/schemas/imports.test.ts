import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../testing/issues.ts';
import {
  IMPORT_ERROR_LIMIT,
  importColumns,
  ImportMessages,
  importModes,
  importStatuses,
  policyImportDto,
  policyImportQuery,
  PROPOSAL_COLUMN_PREFIX,
} from './imports.ts';

describe('Import Policy Data', () => {
  it('the template: its columns, which are required, their examples and descriptions', () => {
    expect(importColumns).toMatchInlineSnapshot(`
      [
        {
          "description": "Policy reference, unique in the company; rows with the same reference are one policy's transactions, in order",
          "example": "LEG-000123",
          "name": "reference",
          "required": true,
        },
        {
          "description": "new business, amendment, cancellation or renewal",
          "example": "new business",
          "name": "transaction_type",
          "required": true,
        },
        {
          "description": "The insured's name",
          "example": "Harbour Dental Pty Ltd",
          "name": "insured_name",
          "required": true,
        },
        {
          "description": "ABN (11 digits, AU) or NZBN (13 digits, NZ)",
          "example": "53004085616",
          "name": "insured_registration_number",
          "required": false,
        },
        {
          "description": "Contact email",
          "example": "accounts@harbourdental.example.com.au",
          "name": "insured_email",
          "required": false,
        },
        {
          "description": "Contact phone",
          "example": "+61 2 9000 0000",
          "name": "insured_phone",
          "required": false,
        },
        {
          "description": "Address line 1",
          "example": "1 George Street",
          "name": "insured_address_line1",
          "required": false,
        },
        {
          "description": "Address line 2",
          "example": "",
          "name": "insured_address_line2",
          "required": false,
        },
        {
          "description": "City",
          "example": "Sydney",
          "name": "insured_city",
          "required": false,
        },
        {
          "description": "AU state (QLD, NSW, VIC, SA, WA, TAS, ACT, NT) or NZ region",
          "example": "NSW",
          "name": "insured_state",
          "required": false,
        },
        {
          "description": "Postcode",
          "example": "2000",
          "name": "insured_postcode",
          "required": false,
        },
        {
          "description": "AU (default) or NZ",
          "example": "AU",
          "name": "insured_country",
          "required": false,
        },
        {
          "description": "Broker company, by name or id",
          "example": "Southern Cross Brokers",
          "name": "broker",
          "required": true,
        },
        {
          "description": "Main product, by name",
          "example": "Professional Indemnity",
          "name": "product",
          "required": true,
        },
        {
          "description": "Version number of the product (published)",
          "example": "1",
          "name": "product_version",
          "required": true,
        },
        {
          "description": "Binding agreement, by name or unique market reference",
          "example": "Meridian Professional Lines Binder 2026",
          "name": "binding_agreement",
          "required": true,
        },
        {
          "description": "Section of the agreement's current period, by name",
          "example": "Professional Indemnity",
          "name": "section",
          "required": true,
        },
        {
          "description": "Risk code of that section",
          "example": "E7",
          "name": "risk_code",
          "required": true,
        },
        {
          "description": "YYYY-MM-DD in the agreement's time zone; equals inception for new business and renewal",
          "example": "2026-03-01",
          "name": "effective_date",
          "required": true,
        },
        {
          "description": "YYYY-MM-DD, within the agreement's validity",
          "example": "2026-03-01",
          "name": "inception_date",
          "required": true,
        },
        {
          "description": "YYYY-MM-DD, after inception",
          "example": "2027-03-01",
          "name": "expiry_date",
          "required": true,
        },
        {
          "description": "YYYY-MM-DD, not in the future",
          "example": "2026-02-27",
          "name": "bound_date",
          "required": true,
        },
        {
          "description": "Required for a cancellation",
          "example": "",
          "name": "reason_for_cancellation",
          "required": false,
        },
        {
          "description": "Decimal, at most 2 places",
          "example": "1000.00",
          "name": "base_premium",
          "required": true,
        },
        {
          "description": "Base plus other charges less discounts",
          "example": "1000.00",
          "name": "gross_premium",
          "required": true,
        },
        {
          "description": "Commission amount",
          "example": "150.00",
          "name": "broker_commission",
          "required": true,
        },
        {
          "description": "Must equal gross premium less broker commission",
          "example": "850.00",
          "name": "net_premium",
          "required": true,
        },
        {
          "description": "Fees",
          "example": "50.00",
          "name": "administration_fee",
          "required": true,
        },
        {
          "description": "Taxes (GST, stamp duty)",
          "example": "115.50",
          "name": "taxes",
          "required": true,
        },
        {
          "description": "Must equal gross premium plus administration fee plus taxes",
          "example": "1165.50",
          "name": "total_premium",
          "required": true,
        },
        {
          "description": "Additional (+) or return (−) premium of an amendment or cancellation",
          "example": "",
          "name": "premium_change",
          "required": false,
        },
        {
          "description": "Limit of indemnity",
          "example": "1000000.00",
          "name": "limit_of_indemnity",
          "required": false,
        },
        {
          "description": "Deductible",
          "example": "1000.00",
          "name": "deductible",
          "required": false,
        },
        {
          "description": "Overseas tax incurred",
          "example": "",
          "name": "overseas_tax_incurred",
          "required": false,
        },
      ]
    `);
    expect(PROPOSAL_COLUMN_PREFIX).toBe('proposal.');
    expect(IMPORT_ERROR_LIMIT).toBe(1000);
    expect(importModes).toEqual(['validate', 'import']);
    expect(importStatuses).toEqual([
      'queued',
      'checking',
      'importing',
      'valid',
      'invalid',
      'imported',
      'failed',
    ]);
  });

  it('its messages, templates filled in', () => {
    const {
      missingColumns,
      unknownColumns,
      duplicateColumns,
      raggedRow,
      malformed,
      maxLength,
      netMismatch,
      totalMismatch,
      ...fixed
    } = ImportMessages;
    expect(fixed).toMatchInlineSnapshot(`
      {
        "afterCancellation": "A cancelled policy can have no later transaction.",
        "alreadyImported": "This file has already been imported into this company.",
        "ambiguousBroker": "More than one broker has this name: give the broker's id.",
        "boundInFuture": "The bound date cannot be in the future.",
        "differsFromFirst": "Must be the same on every row of a policy.",
        "duplicateInCompany": "A policy with this reference already exists in this company.",
        "effectiveBeforePrevious": "The effective date is before the policy's previous transaction.",
        "effectiveNotInception": "For new business and renewal the effective date is the inception date.",
        "effectiveOutsideTerm": "The effective date must lie between the inception and expiry dates.",
        "empty": "The file is empty.",
        "expiryBeforeInception": "The expiry date must be after the inception date.",
        "firstNotNew": "A policy's first row must be new business or a renewal.",
        "importedFrom": [Function],
        "invalidCountry": "Use AU or NZ.",
        "invalidDate": "Enter a date as YYYY-MM-DD.",
        "invalidDecimal": "Enter an amount as a decimal number with at most 2 decimal places (e.g. 1250.00).",
        "invalidRegistration": "Enter a valid ABN (11 digits) or NZBN (13 digits).",
        "needsImportPermission": "Importing policy data needs ManageRisks and ManageBindingAgreements in an underwriting company.",
        "negative": "The value must be greater than or equal to 0",
        "newAfterFirst": "New business or a renewal can only be a policy's first row.",
        "noPackage": "This product is not the main product of a product package.",
        "noRows": "The file has a header but no rows.",
        "notUtf8": "The file must be CSV text encoded as UTF-8 (with or without a byte order mark). Save it as "CSV UTF-8" and upload it again.",
        "outsideAgreement": "The inception date is outside the binding agreement's validity.",
        "policyRowsApart": "An earlier policy in this file has this reference: a policy's rows must follow one another.",
        "reasonRequired": "A cancellation needs a reason for cancellation.",
        "required": "This field is required",
        "unknownAgreement": "No binding agreement of that name or unique market reference in this company.",
        "unknownBroker": "No broker of that name or id may place this product with this company.",
        "unknownProduct": "No main product of that name in this company.",
        "unknownProposalField": "This product version's form has no field of this name.",
        "unknownRiskCode": "This risk code is not one of the section's risk codes.",
        "unknownSection": "No section of that name in the agreement's current period.",
        "unknownType": "Use one of: new business, amendment, cancellation, renewal.",
        "unknownVersion": "No published version of this product with that number.",
        "utf16": "The file is encoded as UTF-16. Save it as "CSV UTF-8" (with or without a byte order mark) and upload it again.",
      }
    `);
    expect([
      missingColumns(['a', 'b']),
      unknownColumns(['c']),
      duplicateColumns(['d', 'e']),
      raggedRow(3, 4),
      malformed('quote'),
      maxLength(9),
      netMismatch('1.00'),
      totalMismatch('2.00'),
    ]).toMatchInlineSnapshot(`
      [
        "The header is missing these columns: a, b.",
        "The header has columns the template does not: c.",
        "The header repeats these columns: d, e.",
        "This row has 3 cells; the header has 4.",
        "The file is not valid CSV: quote",
        "This field has a maximum length of 9",
        "Net premium must equal gross premium less broker commission (1.00).",
        "Total premium must equal gross premium plus administration fee plus taxes (2.00).",
      ]
    `);
  });

  it('an import as the API returns it', () => {
    const dto = {
      id: 1,
      companyId: 2,
      mode: 'import',
      status: 'imported',
      fileName: 'a.csv',
      checksum: 'abc',
      rows: 3,
      policies: 1,
      transactions: 3,
      errorCount: 1,
      errors: [{ row: 2, column: 'reference', value: '', message: 'This field is required' }],
      message: null,
      jobId: null,
      importedPolicies: [{ riskPackageId: 9, reference: 'R-1' }],
      createdBy: { id: 5, name: 'Ann' },
      createdAt: 10,
      finishedAt: null,
    };
    expect(parsed(policyImportDto, dto)).toEqual(dto);
    for (const mode of importModes) expect(issuesOf(policyImportDto, { ...dto, mode })).toBe('ok');
    for (const status of importStatuses)
      expect(issuesOf(policyImportDto, { ...dto, status })).toBe('ok');
    expect(issuesOf(policyImportDto, { ...dto, mode: 'dry', status: 'done' })).toMatchObject({
      mode: expect.any(String) as string,
      status: expect.any(String) as string,
    });
    expect(issuesOf(policyImportDto, { ...dto, errors: [{ row: 1 }] })).toHaveProperty(
      'errors.0.column',
    );
    expect(
      issuesOf(policyImportDto, { ...dto, importedPolicies: [{ riskPackageId: 1 }] }),
    ).toHaveProperty('importedPolicies.0.reference');
    expect(issuesOf(policyImportDto, { ...dto, createdBy: { id: 1 } })).toHaveProperty(
      'createdBy.name',
    );
    expect(issuesOf(policyImportQuery, {})).toBe('ok');
    expect(issuesOf(policyImportQuery, { name: 'a.csv' })).toBe('ok');
    expect(issuesOf(policyImportQuery, { name: '' })).toHaveProperty('name');
    expect(issuesOf(policyImportQuery, { name: 'n'.repeat(256) })).toHaveProperty('name');
  });
});
