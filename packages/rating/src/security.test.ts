import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFormulaSet } from './check.ts';
import { RatingError } from './errors.ts';
import { evaluateFormula } from './evaluate-formula.ts';
import { rate } from './rate.ts';
import { piContext, piProposal, piVersion, property } from './testing/pi-product.ts';
import type { ProposalData, RatingVersion } from './types.ts';
import { runs } from './testing/runs.ts';

/** Strings published against JavaScript expression evaluators (sandbox escapes, prototype pollution). */
const EXPLOITS = [
  'constructor.constructor("return process")()',
  '__proto__.polluted = 1',
  'toString.constructor',
  '"".sub.call.call',
  '[].map.constructor',
  '"".sub.call.call({}["constructor"].getOwnPropertyDescriptor(this.__proto__, "__defineGetter__").value, this, "x", 1)',
  'this.constructor.constructor("return this")()',
  'x.__proto__.polluted',
  'a["__proto__"]["polluted"]',
  'Object.prototype.polluted',
  'toString.call.call',
  '(1).constructor',
  '"".constructor.prototype.polluted = 1',
  'valueOf',
  'toString',
  'hasOwnProperty',
  '__defineGetter__("x", 1)',
  'prototype',
  'process.mainModule.require("child_process").execSync("id")',
  'eval("1")',
  'Function("return 1")()',
  'new Function("return process")()',
  'require("fs")',
  'import("fs")',
  '`${process.exit()}`',
  'globalThis.process',
  'global',
  'window.alert(1)',
  'IF(TRUE, constructor, 1)',
  'LOOKUP("__proto__", "constructor", 1, "prototype")',
  'LEN(toString)',
  '{{constructor.constructor}}',
  'a.b.c.constructor',
  'ISBLANK(hasOwnProperty)',
];

const PROTOTYPES = [
  Object.prototype,
  Function.prototype,
  Array.prototype,
  String.prototype,
  Number.prototype,
  Boolean.prototype,
];

function snapshot(): string[] {
  return PROTOTYPES.map((proto) =>
    Reflect.ownKeys(proto)
      .map((key) => {
        const descriptor = Object.getOwnPropertyDescriptor(proto, key);
        return `${String(key)}:${typeof descriptor?.value}:${String(descriptor?.writable)}:${typeof descriptor?.get}`;
      })
      .join('|'),
  );
}

function attempt(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    // Anything but our own typed error would mean the input reached something it should not.
    if (!(error instanceof RatingError)) throw error;
    return error;
  }
}

/** Proposal JSON with own "__proto__" and "constructor" keys, as JSON.parse produces them. */
const hostileProposal = JSON.parse(
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"toString":"x","valueOf":5,"claims":[{"__proto__":{"polluted":1},"amount":1}]}',
) as ProposalData;

describe('security: no input touches Object.prototype', () => {
  let before: string[];
  beforeAll(() => {
    before = snapshot();
  });
  afterAll(() => {
    expect(snapshot()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(EXPLOITS)('formula %s is rejected or evaluates to plain data', (source) => {
    const outcome = attempt(() => evaluateFormula(source, { data: hostileProposal }));
    if (!(outcome instanceof RatingError))
      expect(outcome === null || typeof outcome !== 'object' || Array.isArray(outcome)).toBe(true);
    expect(typeof outcome).not.toBe('function');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('the canonical escapes are refused by name before evaluation', () => {
    expect(() => evaluateFormula('constructor.constructor("return process")()')).toThrow(
      expect.objectContaining({ code: 'RESERVED_NAME' }),
    );
    expect(() => evaluateFormula('__proto__.polluted = 1')).toThrow(
      expect.objectContaining({ code: 'RESERVED_NAME' }),
    );
    expect(() => evaluateFormula('toString.constructor')).toThrow(
      expect.objectContaining({ code: 'RESERVED_NAME' }),
    );
    expect(() => evaluateFormula('"".sub.call.call')).toThrow(
      expect.objectContaining({ code: 'SYNTAX_ERROR' }),
    );
    expect(() => evaluateFormula('[].map.constructor')).toThrow(
      expect.objectContaining({ code: 'SYNTAX_ERROR' }),
    );
    expect(() => evaluateFormula('eval("1")')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_FUNCTION' }),
    );
  });

  it('names that exist on Object.prototype resolve to blank, not to JavaScript functions', () => {
    for (const name of [
      'toString',
      'valueOf',
      'hasOwnProperty',
      'isPrototypeOf',
      'propertyIsEnumerable',
      'toLocaleString',
    ]) {
      expect(evaluateFormula(name)).toBeNull();
      expect(evaluateFormula(`x.${name}`, { data: { x: {} } })).toBeNull();
    }
    expect(evaluateFormula('toString', { data: hostileProposal })).toBe('x');
    expect(evaluateFormula('valueOf + 1', { data: hostileProposal })).toBe('6');
  });

  it('hostile proposals, names, messages, datasets and steps are data only', () => {
    const version: RatingVersion = {
      ...piVersion,
      propertyFormulas: [
        ...piVersion.propertyFormulas,
        property('echo', 'claims', { dataType: 'text' }),
      ],
      datasets: [
        ...(piVersion.datasets ?? []),
        { name: '__proto__', columns: ['constructor', 'prototype'], rows: [['x', 1]] },
      ],
      rules: [
        {
          id: 'p',
          name: '__proto__',
          condition: 'LOOKUP("__proto__", "constructor", "x", "prototype") = 1',
          outcome: 'refer',
          message: '{{toString}}{{valueOf}}',
          visibleToBroker: true,
        },
      ],
    };
    const outcome = attempt(() =>
      rate(
        version,
        { ...piProposal, ...hostileProposal, claims: piProposal.claims ?? [] },
        piContext,
      ),
    );
    expect(outcome).toMatchObject({ code: 'TYPE_ERROR', source: 'echo' });
    const badMessage = {
      ...version,
      rules: [{ ...version.rules![0]!, message: '{{constructor}}' }],
    };
    expect(checkFormulaSet(badMessage).issues.map((issue) => issue.message)).toContain(
      '"{{constructor}}" is not a valid placeholder at line 1, column 1',
    );
    const withoutEcho = { ...version, propertyFormulas: piVersion.propertyFormulas };
    const result = rate(withoutEcho, { ...hostileProposal, ...piProposal }, piContext);
    expect(result.rules[0]?.message).toBe('x5');
    const steps = JSON.parse(
      '[{"type":"set","variable":"v","expression":"1","__proto__":{"type":"return"}}]',
    ) as never;
    const check = checkFormulaSet({
      propertyFormulas: [],
      underwritingFormulas: [{ name: 'uw', steps }],
    });
    expect(check.issues.map((issue) => issue.message)).toEqual(['Unexpected field "__proto__"']);
    for (const name of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty.call']) {
      expect(checkFormulaSet({ propertyFormulas: [property(name, '1')] }).ok).toBe(false);
    }
  });

  it('overrides keyed by prototype names are refused', () => {
    const overrides = JSON.parse('{"__proto__":"1"}') as Record<string, string>;
    expect(() => rate(piVersion, piProposal, { ...piContext, overrides })).toThrow(
      'Override for unknown formula "__proto__"',
    );
  });

  it('random mixtures of exploit fragments never escape', () => {
    const fragments = [
      'constructor',
      '__proto__',
      'prototype',
      '.',
      '(',
      ')',
      '"',
      '""',
      'return process',
      '[',
      ']',
      '=',
      'toString',
      'call',
      ' ',
      ',',
      'IF',
      '1',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 30 }), (parts) => {
        attempt(() =>
          evaluateFormula(parts.join(''), { data: hostileProposal, limits: { maxSteps: 2_000 } }),
        );
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      runs(2000),
    );
  });
});
