import { describe, expect, it } from 'vitest';
import { humanise } from './risk-transaction.presenter.ts';

// Issue 19 item 4: a fee or tax line whose formula has no title still never shows its code.
describe('premium line titles', () => {
  it.each([
    ['policyFee', 'Policy fee'],
    ['administrationFee', 'Administration fee'],
    ['stamp_duty', 'Stamp duty'],
    ['GST', 'GST'],
    ['stampDutyNSW', 'Stamp duty NSW'],
  ])('%s reads "%s"', (code, title) => {
    expect(humanise(code)).toBe(title);
  });
});
