import { describe, expect, it } from 'vitest';
import { labelOf, mailStatusLabels, ruleOutcomeLabels } from './display-labels.ts';

// Issue 19 item 4: codes that reach the screen are shown as words.
describe('display labels', () => {
  it('gives known codes their label and unknown ones words, never the bare key', () => {
    expect(labelOf(ruleOutcomeLabels, 'refer')).toBe('Refer');
    expect(labelOf(mailStatusLabels, 'stored')).toBe('Stored (no mail server)');
    expect(labelOf({}, 'needsReview')).toBe('Needs review');
    expect(labelOf({}, 'not_taken_up')).toBe('Not taken up');
  });
});
