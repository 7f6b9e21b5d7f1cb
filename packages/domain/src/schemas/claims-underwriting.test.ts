import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../testing/issues.ts';
import {
  appointLegalBody,
  claimDecisionBody,
  claimHeads,
  claimListQuery,
  claimMovementBody,
  claimMovementKinds,
  ClaimStage,
  claimStageLabels,
  ClaimStatus,
  claimStatusBody,
  claimStatusIds,
  claimStatusLabels,
  claimTaskBody,
  claimTaskUpdateBody,
  closedClaimStatuses,
  isClaimOpen,
  reportIncidentBody,
} from './claims.ts';
import {
  adjustableFieldLabels,
  adjustableFields,
  manualAdjustmentBody,
  underwritingStatusBody,
} from './risk-underwriting.ts';

const required = 'This field is required';
const maxLength = (n: number) => `This field has a maximum length of ${n}`;
const amount = 'Enter an amount with at most 2 decimal places.';

describe('claims', () => {
  it('stages, statuses, labels and which are closed', () => {
    expect(ClaimStage).toEqual({ Reported: 1, Accepted: 2, Declined: 3 });
    expect(claimStageLabels).toEqual({ 1: 'Reported', 2: 'Claim', 3: 'Declined' });
    expect(Object.values(ClaimStatus)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(claimStatusIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(claimStatusLabels).toMatchInlineSnapshot(`
      {
        "1": "Open",
        "10": "Closed but subrogation/recovery being pursued",
        "11": "Withdrawn",
        "12": "Structured settlement",
        "2": "Open – Coverage agreed",
        "3": "Open – Amount agreed",
        "4": "Open – Claim paid, fees outstanding",
        "5": "Open – Fees paid, claims outstanding",
        "6": "Open – Claim and fees paid",
        "7": "Closed",
        "8": "Closed this month",
        "9": "Re-opened",
      }
    `);
    expect(closedClaimStatuses).toEqual([7, 8, 10, 11]);
    expect(claimHeads).toEqual(['indemnity', 'fees']);
    expect(claimMovementKinds).toEqual(['reserve', 'payment']);
  });

  it('a claim is open unless declined or in a closed status', () => {
    expect(isClaimOpen(ClaimStage.Reported, null)).toBe(true);
    expect(isClaimOpen(ClaimStage.Accepted, ClaimStatus.Open)).toBe(true);
    expect(isClaimOpen(ClaimStage.Accepted, ClaimStatus.ReOpened)).toBe(true);
    expect(isClaimOpen(ClaimStage.Declined, null)).toBe(false);
    expect(isClaimOpen(ClaimStage.Declined, ClaimStatus.Open)).toBe(false);
    for (const closed of [7, 8, 10, 11])
      expect(isClaimOpen(ClaimStage.Accepted, closed)).toBe(false);
  });

  it('reporting an incident', () => {
    const body = {
      riskPackageId: 1,
      dateOfLoss: '2025-01-01',
      dateFirstAdvised: '2025-01-02',
      lossDescription: ' Flood ',
      lossState: 'QLD',
      claimant: 'Ann',
      amountClaimed: '0',
    };
    expect(parsed(reportIncidentBody, body)).toEqual({ ...body, lossDescription: 'Flood' });
    expect(
      issuesOf(reportIncidentBody, {
        ...body,
        riskPackageId: undefined,
        lossState: 'XX',
        amountClaimed: '-0.01',
        lossDescription: 'x'.repeat(5001),
        claimant: 'c'.repeat(201),
      }),
    ).toEqual({
      riskPackageId: 'Choose a bound policy.',
      lossState: required,
      amountClaimed: amount, // unsigned: a minus sign is not an amount
      lossDescription: maxLength(5000),
      claimant: maxLength(200),
    });
    expect(issuesOf(reportIncidentBody, { ...body, amountClaimed: '1.001' })).toEqual({
      amountClaimed: amount,
    });
    expect(issuesOf(reportIncidentBody, { ...body, amountClaimed: '12345678901234567' })).toEqual({
      amountClaimed: amount,
    });
  });

  it('decisions, legal appointment, status, movements, tasks, list query', () => {
    expect(parsed(claimDecisionBody, { decision: 'decline', reason: ' No cover ' })).toEqual({
      decision: 'decline',
      reason: 'No cover',
    });
    expect(issuesOf(claimDecisionBody, { decision: 'accept', legalCompanyId: 3 })).toBe('ok');
    expect(issuesOf(claimDecisionBody, { decision: 'maybe' })).toHaveProperty('decision');
    expect(issuesOf(claimDecisionBody, { decision: 'decline', reason: 'r'.repeat(2001) })).toEqual({
      reason: maxLength(2000),
    });
    expect(issuesOf(appointLegalBody, {})).toEqual({ legalCompanyId: 'Choose a legal company.' });
    for (const status of claimStatusIds) expect(issuesOf(claimStatusBody, { status })).toBe('ok');
    expect(issuesOf(claimStatusBody, { status: 13 })).toEqual({ status: 'Choose a claim status.' });
    const movement = { head: 'fees', kind: 'payment', amount: '10.50' };
    expect(parsed(claimMovementBody, { ...movement, note: ' n ' })).toEqual({
      ...movement,
      note: 'n',
    });
    expect(issuesOf(claimMovementBody, { ...movement, head: 'indemnity', kind: 'reserve' })).toBe(
      'ok',
    );
    expect(
      issuesOf(claimMovementBody, { ...movement, head: 'costs', kind: 'refund' }),
    ).toMatchObject({
      head: expect.any(String) as string,
      kind: expect.any(String) as string,
    });
    expect(issuesOf(claimMovementBody, { ...movement, note: 'n'.repeat(501) })).toEqual({
      note: maxLength(500),
    });
    expect(issuesOf(claimMovementBody, { ...movement, amount: 'x' })).toEqual({ amount });
    expect(parsed(claimTaskBody, { title: ' Call ', dueDate: '2025-02-01' })).toEqual({
      title: 'Call',
      dueDate: '2025-02-01',
    });
    expect(issuesOf(claimTaskBody, { title: 't'.repeat(301), dueDate: '2025-02-30' })).toEqual({
      title: maxLength(300),
      dueDate: 'Enter a date as YYYY-MM-DD.',
    });
    expect(issuesOf(claimTaskUpdateBody, { done: true })).toBe('ok');
    expect(parsed(claimListQuery, { q: ' x ', open: '1', riskPackageId: '4' })).toEqual({
      q: 'x',
      open: '1',
      riskPackageId: 4,
    });
    expect(issuesOf(claimListQuery, { open: '0' })).toBe('ok');
    expect(
      issuesOf(claimListQuery, { q: 'q'.repeat(201), open: 'yes', riskPackageId: '0' }),
    ).toMatchObject({
      q: expect.any(String) as string,
      open: expect.any(String) as string,
      riskPackageId: expect.any(String) as string,
    });
  });
});

describe('risk underwriting', () => {
  it('adjustable fields and their labels', () => {
    expect(adjustableFields).toEqual([
      'basePremium',
      'grossPremium',
      'netPremium',
      'totalPremium',
      'administrationFee',
      'brokerCommission',
      'deductible',
      'limitOfIndemnity',
      'overseasTaxIncurred',
    ]);
    expect(adjustableFieldLabels).toEqual({
      basePremium: 'Base premium',
      grossPremium: 'Gross premium',
      netPremium: 'Net premium',
      totalPremium: 'Total premium',
      administrationFee: 'Administration fee',
      brokerCommission: 'Broker commission',
      deductible: 'Deductible',
      limitOfIndemnity: 'Limit of indemnity',
      overseasTaxIncurred: 'Overseas tax incurred',
    });
  });

  it('manual adjustments and underwriting statuses', () => {
    const body = { field: 'deductible', value: '500.00', reason: ' Agreed ' };
    expect(parsed(manualAdjustmentBody, body)).toEqual({ ...body, reason: 'Agreed' });
    expect(
      issuesOf(manualAdjustmentBody, { ...body, field: 'status', reason: 'r'.repeat(1001) }),
    ).toMatchObject({
      field: expect.any(String) as string,
      reason: maxLength(1000),
    });
    expect(issuesOf(manualAdjustmentBody, { ...body, value: '1.234' })).toEqual({ value: amount });
    expect(parsed(underwritingStatusBody, { name: 'Hot' })).toEqual({
      name: 'Hot',
      colour: 'blue',
    });
    expect(
      parsed(underwritingStatusBody, { name: 'Hot', colour: ' red ', sortOrder: 1000 }),
    ).toEqual({
      name: 'Hot',
      colour: 'red',
      sortOrder: 1000,
    });
    expect(
      issuesOf(underwritingStatusBody, {
        name: 'n'.repeat(81),
        colour: 'c'.repeat(21),
        sortOrder: 1001,
      }),
    ).toMatchObject({
      name: maxLength(80),
      colour: expect.any(String) as string,
      sortOrder: expect.any(String) as string,
    });
    expect(issuesOf(underwritingStatusBody, { name: 'n', sortOrder: -1 })).toHaveProperty(
      'sortOrder',
    );
  });
});
