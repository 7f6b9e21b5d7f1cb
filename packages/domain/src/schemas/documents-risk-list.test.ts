import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../testing/issues.ts';
import { createFolderBody, updateDocumentFileBody, updateFolderBody } from './documents.ts';
import {
  boundPolicyReportColumns,
  boundPolicyReportQuery,
  reportTypes,
  riskListQuery,
  riskListResponse,
  riskListRowDto,
  riskListSorts,
} from './risk-list.ts';

const required = 'This field is required';
const maxLength = (n: number) => `This field has a maximum length of ${n}`;

describe('documents', () => {
  it('folders: defaults, visibility private or public, names required and bounded', () => {
    expect(parsed(createFolderBody, { name: ' Policies ' })).toEqual({
      parentId: null,
      name: 'Policies',
      visibility: 1,
      locked: false,
    });
    expect(
      parsed(createFolderBody, { name: 'P', parentId: 3, visibility: 2, locked: true }),
    ).toEqual({
      name: 'P',
      parentId: 3,
      visibility: 2,
      locked: true,
    });
    expect(issuesOf(createFolderBody, { name: 'P', visibility: 3 })).toHaveProperty('visibility');
    expect(issuesOf(createFolderBody, { name: ' ' })).toEqual({ name: required });
    expect(issuesOf(createFolderBody, { name: 'n'.repeat(121) })).toEqual({ name: maxLength(120) });
    expect(parsed(updateFolderBody, {})).toEqual({});
    expect(
      issuesOf(updateFolderBody, { name: 'n'.repeat(121), parentId: 0, visibility: 0 }),
    ).toMatchObject({
      name: maxLength(120),
      parentId: expect.any(String) as string,
      visibility: expect.any(String) as string,
    });
    expect(
      parsed(updateDocumentFileBody, { name: ' a.pdf ', locked: true, protected: false }),
    ).toEqual({
      name: 'a.pdf',
      locked: true,
      protected: false,
    });
    expect(issuesOf(updateDocumentFileBody, { name: 'n'.repeat(256), folderId: 0 })).toMatchObject({
      name: maxLength(255),
      folderId: expect.any(String) as string,
    });
  });
});

describe('risk list', () => {
  it('query: defaults, status lists, bounds, sorts', () => {
    expect(parsed(riskListQuery, {})).toEqual({
      page: 1,
      perPage: 50,
      sort: 'updatedAt',
      direction: 'desc',
    });
    expect(riskListSorts).toEqual([
      'updatedAt',
      'reference',
      'insuredName',
      'inceptionDate',
      'totalPremium',
      'status',
    ]);
    for (const sort of riskListSorts)
      expect(issuesOf(riskListQuery, { sort, direction: 'asc' })).toBe('ok');
    for (const status of ['1', '7', '1,2,7'])
      expect(issuesOf(riskListQuery, { status })).toBe('ok');
    for (const status of ['0', '8', '1,', ',1', '1,,2', '12', 'x1'])
      expect(issuesOf(riskListQuery, { status })).toHaveProperty('status');
    expect(
      parsed(riskListQuery, {
        search: ' acme ',
        transactionType: '4',
        mine: 'true',
        hasOpenClaims: 'false',
      }),
    ).toMatchObject({
      search: 'acme',
      transactionType: 4,
      mine: 'true',
      hasOpenClaims: 'false',
    });
    for (const bad of [
      { transactionType: '0' },
      { transactionType: '5' },
      { perPage: '101' },
      { page: '0' },
      { mine: 'yes' },
      { hasOpenClaims: '1' },
      { direction: 'up' },
      { search: 's'.repeat(101) },
      { underwritingStatusId: '0' },
      { assignedUnderwriterId: '0' },
      { brokerCompanyId: '0' },
      { productPackageId: '0' },
    ])
      expect(issuesOf(riskListQuery, bad)).toHaveProperty(Object.keys(bad)[0]!);
    expect(
      parsed(riskListQuery, {
        underwritingStatusId: '2',
        assignedUnderwriterId: '3',
        brokerCompanyId: '4',
        productPackageId: '5',
      }),
    ).toMatchObject({
      underwritingStatusId: 2,
      assignedUnderwriterId: 3,
      brokerCompanyId: 4,
      productPackageId: 5,
    });
  });

  it('bound policy report: types and columns', () => {
    expect(reportTypes).toEqual(['csv', 'json', 'txt']);
    expect(parsed(boundPolicyReportQuery, { date_from: '0', date_to: '10' })).toEqual({
      date_from: 0,
      date_to: 10,
      type: 'csv',
    });
    expect(
      issuesOf(boundPolicyReportQuery, { date_from: '-1', date_to: '-1', type: 'xml' }),
    ).toMatchObject({
      date_from: expect.any(String) as string,
      date_to: expect.any(String) as string,
      type: expect.any(String) as string,
    });
    expect(boundPolicyReportColumns).toMatchInlineSnapshot(`
      [
        "reference",
        "transactionId",
        "transactionType",
        "product",
        "productRole",
        "insured",
        "broker",
        "underwriter",
        "insurer",
        "boundAt",
        "effectiveDate",
        "inceptionDate",
        "expiryDate",
        "currency",
        "basePremium",
        "grossPremium",
        "netPremium",
        "totalPremium",
        "packageTotalPremium",
        "mainPremium",
        "addOnsPremium",
        "premiumChange",
        "administrationFee",
        "brokerCommission",
        "limitOfIndemnity",
        "deductible",
        "reasonForCancellation",
      ]
    `);
  });

  it('a list row and the response as the API returns them', () => {
    const ref = { id: 1, name: 'A' };
    const row = {
      id: 1,
      reference: 'R-1',
      insuredName: 'Ann',
      brokerCompany: ref,
      underwriterCompany: ref,
      productPackage: ref,
      status: 7,
      transactionType: 1,
      underwritingStatus: { id: 2, name: 'Hot', colour: 'red' },
      assignedUnderwriter: null,
      referredToTeam: false,
      inceptionDate: '2025-01-01',
      expiryDate: '2026-01-01',
      totalPremium: '-12.50',
      packageTotalPremium: '100',
      addOnsPremium: null,
      currency: 'aud',
      boundAt: null,
      importedAt: null,
      updatedAt: 5,
    };
    expect(parsed(riskListRowDto, row)).toEqual(row);
    expect(
      parsed(riskListResponse, {
        data: [row],
        meta: { page: 1, perPage: 50, total: 1, estimated: true },
      }),
    ).toEqual({
      data: [row],
      meta: { page: 1, perPage: 50, total: 1, estimated: true },
    });
    for (const bad of [
      { status: 0 },
      { status: 8 },
      { transactionType: 0 },
      { transactionType: 5 },
      { totalPremium: '1.' },
      { totalPremium: '.5' },
      { totalPremium: '1x' },
      { totalPremium: 'x1' },
      { inceptionDate: '2025-13-01' },
      { brokerCompany: { id: 1 } },
      { underwritingStatus: { id: 1, name: 'x' } },
    ])
      expect(issuesOf(riskListRowDto, { ...row, ...bad })).not.toBe('ok');
    expect(issuesOf(riskListResponse, { data: [], meta: { page: 1, perPage: 1 } })).toHaveProperty(
      'meta.total',
    );
  });
});
