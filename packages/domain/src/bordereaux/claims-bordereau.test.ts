// The claims bordereau's pure mapping (decision 227): status at the month's end, incurred sums, the checks.
import { describe, expect, it } from 'vitest';
import {
  claimsBordereauTotals,
  mapClaimsBordereau,
  validateClaimRow,
  type BordereauClaim,
} from './claims-bordereau.ts';

const header = {
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  umr: 'B0999MER2026PL',
  agreementNumber: 'MER-BA-2026-01',
  coverholder: 'Meridian',
  agreementInception: '2026-01-01',
  agreementExpiry: '2026-12-31',
};
const claim = (v: Partial<BordereauClaim> = {}): BordereauClaim => ({
  claimId: 1,
  reference: 'MER-1-C1',
  status: 2,
  section: 'PI',
  riskCode: 'E7',
  certificateReference: 'MER-1',
  insuredName: 'Insured',
  insuredCountry: 'AU',
  inceptionDate: '2026-01-01',
  expiryDate: '2027-01-01',
  currency: 'aud',
  lossState: 'NSW',
  lossCountry: 'AU',
  lossDescription: 'Loss',
  dateOfLoss: '2026-09-01',
  dateFirstAdvised: '2026-09-01',
  claimant: 'C',
  amountClaimed: '100',
  dateOpened: '2026-09-02',
  dateClosed: null,
  closedByMonthEnd: false,
  closedBeforeMonth: false,
  indemnityPaidThisMonth: '10.005',
  feesPaidThisMonth: '0',
  indemnityPreviouslyPaid: '5',
  feesPreviouslyPaid: '1.10',
  indemnityReserve: '100',
  feesReserve: '0',
  ...v,
});

describe('the claims bordereau', () => {
  it('reports the status at the month’s end and drops claims closed before it', () => {
    const rows = mapClaimsBordereau(header, [
      claim(),
      claim({ claimId: 2, status: 7, dateClosed: '2026-10-05', closedByMonthEnd: true }),
      claim({ claimId: 3, status: 7, dateClosed: '2026-11-01' }),
      claim({ claimId: 4, status: 7, closedBeforeMonth: true, closedByMonthEnd: true }),
      claim({ claimId: 5, status: null }),
    ]);
    expect(rows.map((r) => [r.claimId, r.row.claimStatus, r.row.dateClosed])).toEqual([
      [1, 'Open – Coverage agreed', ''],
      [2, 'Closed this month', '2026-10-05'],
      [3, 'Open', ''],
      [5, 'Open', ''],
    ]);
    const r = rows[0]!.row;
    expect([r.indemnityIncurred, r.feesIncurred, r.totalIncurred, r.currency]).toEqual([
      '115.01',
      '1.10',
      '116.11',
      'AUD',
    ]);
    expect(rows[0]!.errors).toEqual([]);
    expect(claimsBordereauTotals([r])).toEqual({
      paidThisMonth: '10.01',
      previouslyPaid: '6.10',
      reserve: '100.00',
      totalIncurred: '116.11',
    });
  });

  it('checks mandatory fields, the advice date and each incurred sum at its boundary', () => {
    const { row } = mapClaimsBordereau(header, [claim({ dateFirstAdvised: '2026-08-31' })])[0]!;
    expect(validateClaimRow(row)).toEqual([
      { field: 'dateFirstAdvised', message: 'The claim cannot be advised before the loss' },
    ]);
    const wrong = {
      ...row,
      dateFirstAdvised: '2026-09-01',
      feesIncurred: '1.11',
      claimReference: ' ',
    };
    expect(validateClaimRow(wrong).map((e) => e.field)).toEqual(['claimReference', 'feesIncurred']);
    expect(
      validateClaimRow({
        ...wrong,
        claimReference: 'X',
        totalIncurred: '116.12',
        feesIncurred: '1.10',
      }),
    ).toEqual([
      { field: 'totalIncurred', message: 'Total incurred must be indemnity plus fees (116.11)' },
    ]);
  });
});
