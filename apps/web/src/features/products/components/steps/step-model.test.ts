import { describe, expect, it } from 'vitest';
import { localNames, moveItem, pathLabel, stepsFromJson, stepsToJson } from './step-model.ts';

describe('step model', () => {
  it('reads JSON steps into cards with every field present, and prints them back (else only when it has steps)', () => {
    const read = stepsFromJson([{ type: 'if', condition: 'a', then: [{ type: 'return' }] }]);
    expect(read).toEqual({
      steps: [{ type: 'if', condition: 'a', then: [{ type: 'return', expression: '' }], else: [] }],
    });
    if (!('steps' in read)) throw new Error('not read');
    expect(stepsToJson(read.steps)).toEqual([
      { type: 'if', condition: 'a', then: [{ type: 'return', expression: '' }] },
    ]);
  });

  it('names the path of what the cards cannot show', () => {
    expect(stepsFromJson({})).toEqual({
      error: 'The steps cannot be shown as cards: steps: expected a list of steps',
    });
    expect(stepsFromJson([{ type: 'if', condition: 'a', then: [{ type: 'loop' }] }])).toEqual({
      error:
        'The steps cannot be shown as cards: steps.0.then.0.type: expected one of set, return, if, forEach, find',
    });
    expect(stepsFromJson([{ type: 'set', variable: 'x', expression: 1 }])).toEqual({
      error: 'The steps cannot be shown as cards: steps.0.expression: expected text',
    });
    expect(stepsFromJson([{ type: 'return', expression: '1', note: 'x' }])).toEqual({
      error: 'The steps cannot be shown as cards: steps.0: unexpected field note',
    });
  });

  it('labels paths, moves items and lists the names a program assigns', () => {
    expect(pathLabel('steps.1.then.0')).toBe('Step 2 › Then 1');
    expect(pathLabel('steps.2.steps')).toBe('Step 3 › Loop');
    expect(pathLabel('steps.0.else.1.steps.0')).toBe('Step 1 › Else 2 › Loop 1');
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(
      localNames([
        { type: 'set', variable: 'x', expression: '1' },
        {
          type: 'forEach',
          list: 'claims',
          item: 'c',
          steps: [{ type: 'find', list: 'l', item: 'i', condition: 'TRUE', variable: 'hit' }],
        },
      ]),
    ).toEqual(['x', 'c', 'hit', 'i']);
  });
});
