import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BinaryOperator, Node, UnaryOperator } from './ast.ts';
import { D, decimalText } from './decimal.ts';
import { RatingError } from './errors.ts';
import { evaluateFormula } from './evaluate-formula.ts';
import { parseFormula } from './parser.ts';
import { printFormula } from './printer.ts';
import { rate } from './rate.ts';
import { piContext, piProposal, piVersion } from './testing/pi-product.ts';
import type { RatingContext, UnderwritingStep } from './types.ts';
import { runs } from './testing/runs.ts';

const AT = { offset: 0, line: 1, column: 1 };
const BINARY: BinaryOperator[] = ['+', '-', '*', '/', '^', '&', '=', '<>', '<', '<=', '>', '>='];
const UNARY: UnaryOperator[] = ['-', '+', '%'];
const FUNCTIONS = ['IF', 'AND', 'SUM', 'ROUND', 'MIN', 'LOOKUP', 'TODAY', 'NOT', 'COALESCE'];

const segment = fc
  .stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,6}$/)
  .filter((s) => !/^(true|false)$/i.test(s) && !s.startsWith('__'));

/** Arbitrary ASTs over the whole grammar (positions are irrelevant to the round trip). */
const { node: astArbitrary } = fc.letrec<{ node: Node; leaf: Node }>((tie) => ({
  leaf: fc.oneof(
    fc
      .tuple(fc.nat({ max: 1_000_000 }), fc.nat({ max: 9999 }))
      .map(([i, f]): Node => ({ type: 'number', value: new D(`${i}.${f}`), position: AT })),
    fc.string({ maxLength: 8 }).map((value): Node => ({ type: 'text', value, position: AT })),
    fc.boolean().map((value): Node => ({ type: 'boolean', value, position: AT })),
    fc
      .array(segment, { minLength: 1, maxLength: 3 })
      .map((path): Node => ({ type: 'name', path, position: AT })),
  ),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc
      .tuple(fc.constantFrom(...UNARY), tie('node'))
      .map(([operator, operand]): Node => ({ type: 'unary', operator, operand, position: AT })),
    fc
      .tuple(fc.constantFrom(...BINARY), tie('node'), tie('node'))
      .map(([operator, left, right]): Node => ({
        type: 'binary',
        operator,
        left,
        right,
        position: AT,
      })),
    fc
      .tuple(fc.constantFrom(...FUNCTIONS), fc.array(tie('node'), { maxLength: 3 }))
      .map(([name, args]): Node => ({ type: 'call', name, args, position: AT })),
  ),
}));

/** The tree without positions, numbers as canonical text: what "the same AST" means. */
function shape(node: Node): unknown {
  switch (node.type) {
    case 'number':
      return ['number', decimalText(node.value)];
    case 'text':
    case 'boolean':
      return [node.type, node.value];
    case 'name':
      return ['name', node.path.join('.')];
    case 'unary':
      return ['unary', node.operator, shape(node.operand)];
    case 'binary':
      return ['binary', node.operator, shape(node.left), shape(node.right)];
    case 'call':
      return ['call', node.name, node.args.map(shape)];
  }
}

describe('property: parse(print(ast)) round trip', () => {
  it('rebuilds the same tree and prints identically', () => {
    fc.assert(
      fc.property(astArbitrary, (ast) => {
        const printed = printFormula(ast);
        const reparsed = parseFormula(printed);
        expect(shape(reparsed)).toEqual(shape(ast));
        expect(printFormula(reparsed)).toBe(printed);
      }),
      runs(2000),
    );
  });
});

const TOKENS = [
  '1',
  '2.5',
  '0',
  '"a"',
  '""',
  'x',
  'y.z',
  'list',
  '+',
  '-',
  '*',
  '/',
  '^',
  '&',
  '=',
  '<>',
  '<',
  '>=',
  '%',
  '(',
  ')',
  ',',
  'IF',
  'SUM',
  'ROUND',
  'AND',
  'COUNT',
  'LEN',
  'TRUE',
  ' ',
  '"',
  '.',
  'DATE',
  'EDATE',
];

function expectOnlyRatingErrors(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    if (!(error instanceof RatingError)) throw error;
  }
}

describe('property: termination under the limits', () => {
  it('any token soup parses or fails with a RatingError, and evaluation stays within the step budget', () => {
    const data = { x: 3, y: { z: [1, 2, 3] }, list: [1, 2] };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }), (tokens) => {
        expectOnlyRatingErrors(() =>
          evaluateFormula(tokens.join(''), { data, limits: { maxSteps: 5_000 } }),
        );
      }),
      runs(3000),
    );
  });

  it('arbitrary text never escapes as a non-RatingError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (source) => {
        expectOnlyRatingErrors(() => evaluateFormula(source, { limits: { maxSteps: 5_000 } }));
      }),
      runs(3000),
    );
  });

  it('deep nesting fails cleanly instead of overflowing the stack', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.constantFrom('(', '-', 'IF(TRUE,', 'SUM('),
        (n, open) => {
          const close = open === '-' ? '' : ')'.repeat(n);
          expectOnlyRatingErrors(() => evaluateFormula(`${open.repeat(n)}1${close}`));
        },
      ),
      runs(200),
    );
  });

  it('random underwriting loops end within the budget', () => {
    const step = fc.constantFrom<UnderwritingStep>(
      { type: 'set', variable: 'n', expression: 'COALESCE(n, 0) + 1' },
      { type: 'set', variable: 's', expression: 'COALESCE(s, "") & "ab"' },
      { type: 'find', list: 'items', item: 'i', condition: 'i > 3', variable: 'f' },
    );
    const program = fc
      .array(step, { minLength: 1, maxLength: 5 })
      .map((body): UnderwritingStep[] => [
        {
          type: 'forEach',
          list: 'items',
          item: 'a',
          steps: [{ type: 'forEach', list: 'items', item: 'b', steps: body }],
        },
        { type: 'return', expression: 'COALESCE(n, 0)' },
      ]);
    fc.assert(
      fc.property(
        program,
        fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 200 }),
        (steps, items) => {
          const version = {
            ...piVersion,
            underwritingFormulas: [
              ...(piVersion.underwritingFormulas ?? []),
              { name: 'loop', steps },
            ],
          };
          expectOnlyRatingErrors(() =>
            rate(
              version,
              { ...piProposal, items },
              { ...piContext, limits: { maxSteps: 20_000, maxTextLength: 1_000 } },
            ),
          );
        },
      ),
      runs(100),
    );
  });
});

const proposalArbitrary = fc.record({
  turnover: fc.integer({ min: 0, max: 20_000_000 }),
  profession: fc.constantFrom('ACC', 'ENG', 'LAW'),
  limitOfIndemnity: fc.constantFrom(1_000_000, 2_000_000, 5_000_000),
  yearsTrading: fc.integer({ min: 0, max: 40 }),
  business: fc.record({
    name: fc.string({ maxLength: 12 }),
    state: fc.constantFrom('NSW', 'VIC', 'QLD'),
  }),
  claims: fc.array(
    fc.record({ amount: fc.double({ min: 0, max: 100_000, noNaN: true }), open: fc.boolean() }),
    { maxLength: 8 },
  ),
});

const percent = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(([i, f]) => `${i}.${f}`);
const contextArbitrary = fc
  .record({
    days: fc.integer({ min: 1, max: 730 }),
    commission: fc.option(percent, { nil: undefined }),
    fee: fc.option(
      fc.integer({ min: 0, max: 50_000 }).map((c) => new D(c).div(100).toFixed(2)),
      { nil: undefined },
    ),
    override: fc.option(
      fc.integer({ min: 0, max: 10_000_000 }).map((c) => new D(c).div(1000).toString()),
      { nil: undefined },
    ),
  })
  .map(({ days, commission, fee, override }): RatingContext => {
    const expiry = new Date(Date.UTC(2024, 6, 1 + days)).toISOString().slice(0, 10);
    return {
      ...piContext,
      expiryDate: expiry,
      brokerCommissionPercent: commission,
      administrationFee: fee,
      ...(override === undefined ? {} : { overrides: { basePremium: override } }),
    };
  });

describe('property: determinism and money laws', () => {
  it('the same input twice gives an identical result', () => {
    fc.assert(
      fc.property(proposalArbitrary, contextArbitrary, (proposal, context) => {
        const first = rate(piVersion, proposal, context);
        const second = rate(piVersion, structuredClone(proposal), structuredClone(context));
        expect(JSON.stringify(second)).toBe(JSON.stringify(first));
      }),
      runs(200),
    );
  });

  it('gross = base + other − discount, net + commission = gross, total = gross + fees + taxes, all in cents', () => {
    fc.assert(
      fc.property(proposalArbitrary, contextArbitrary, (proposal, context) => {
        const p = rate(piVersion, proposal, context).premium;
        for (const amount of [
          p.base,
          p.otherCharges,
          p.discountCharges,
          p.gross,
          p.fees,
          p.commission,
          p.net,
          p.taxes,
          p.total,
        ]) {
          expect(amount).toMatch(/^-?\d+\.\d{2}$/);
        }
        expect(new D(p.gross).eq(new D(p.base).add(p.otherCharges).sub(p.discountCharges))).toBe(
          true,
        );
        expect(new D(p.net).add(p.commission).eq(p.gross)).toBe(true);
        expect(new D(p.total).eq(new D(p.gross).add(p.fees).add(p.taxes))).toBe(true);
        const lines = [...p.feeLines, ...p.taxLines].reduce(
          (sum, line) => sum.add(line.amount),
          new D(0),
        );
        expect(lines.eq(new D(p.fees).add(p.taxes))).toBe(true);
      }),
      runs(300),
    );
  });
});
