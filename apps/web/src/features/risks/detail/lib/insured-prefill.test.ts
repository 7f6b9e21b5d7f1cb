import { describe, expect, it } from 'vitest';
import type { RiskPackageDto } from '@turbine/domain';
import { abnMismatch, prefillFromInsured } from './insured-prefill.ts';

const schema = {
  properties: {
    businessName: { type: 'string' },
    abn: { type: 'string' },
    turnover: { type: 'number' },
  },
};
const insured = {
  name: 'Harbourside Cafe',
  registrationNumber: '25 036 511 594',
} as RiskPackageDto['insured'];

// Issue 19 item 9: the proposal starts from the insured's details, and a different ABN is flagged.
describe('proposal from the insured', () => {
  it('fills the name and ABN the form asks for, never over an answer', () => {
    expect(prefillFromInsured(schema, {}, insured)).toEqual({
      businessName: 'Harbourside Cafe',
      abn: '25036511594',
    });
    expect(prefillFromInsured(schema, { businessName: 'Other' }, insured).businessName).toBe(
      'Other',
    );
    expect(prefillFromInsured({ properties: {} }, {}, insured)).toEqual({});
  });
  it('flags an ABN that differs from the insured’s, spaces ignored', () => {
    expect(abnMismatch(schema, { abn: '25036511594' }, insured)).toBeNull();
    expect(abnMismatch(schema, { abn: '51824753556' }, insured)).toEqual({
      proposal: '51824753556',
      insured: '25 036 511 594',
    });
    expect(abnMismatch(schema, {}, insured)).toBeNull();
  });
});
