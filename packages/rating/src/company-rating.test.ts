import { describe, expect, it } from 'vitest';
import { checkFormulaSet, suggestions } from './check.ts';
import { rate } from './rate.ts';
import { piContext, property } from './testing/pi-product.ts';
import type { RatingContext, RatingVersion } from './types.ts';

/** A product that loads a poorly graded brokerage by 25% and discounts an A-graded client by 10% (decision 232). */
const version: RatingVersion = {
  propertyFormulas: [
    property(
      'basePremium',
      'ROUND(1000 * IF(brokerRating = "E", 1.25, 1) * IF(clientRating = "A", 0.9, 1), 2)',
      { dataType: 'currency' },
    ),
    property('gradeSeen', 'IF(ISBLANK(brokerRating), "none", brokerRating)', {
      dataType: 'text',
    }),
  ],
  premium: { commissionPercent: '0' },
};
const context = (grades: Partial<RatingContext>): RatingContext => ({
  ...piContext,
  brokerCommissionPercent: undefined,
  administrationFee: undefined,
  ...grades,
});
const gross = (grades: Partial<RatingContext>) => rate(version, {}, context(grades)).premium.gross;

describe('company grades as context values (brokerRating, clientRating)', () => {
  it('changes the premium with the grade, and reads blank when there is none', () => {
    expect(gross({})).toBe('1000.00');
    expect(gross({ brokerRating: 'B' })).toBe('1000.00');
    expect(gross({ brokerRating: 'E' })).toBe('1250.00');
    expect(gross({ clientRating: 'A' })).toBe('900.00');
    expect(gross({ brokerRating: 'E', clientRating: 'A' })).toBe('1125.00');
    const seen = (grades: Partial<RatingContext>) =>
      rate(version, {}, context(grades)).properties.find((p) => p.name === 'gradeSeen')?.value;
    expect(seen({})).toBe('none');
    expect(seen({ brokerRating: 'C' })).toBe('C');
  });

  it('are listed for the formula editor and cannot be redefined', () => {
    const check = checkFormulaSet({
      ...version,
      propertyFormulas: [...version.propertyFormulas, property('brokerRating', '1')],
    });
    expect(suggestions(version)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'brokerRating', kind: 'context' }),
        expect.objectContaining({ name: 'clientRating', kind: 'context' }),
      ]),
    );
    expect(check.ok).toBe(false);
    expect(check.issues).toEqual([
      expect.objectContaining({
        code: 'INVALID_NAME',
        message: '"brokerRating" is a context value and cannot be redefined',
      }),
    ]);
  });
});
