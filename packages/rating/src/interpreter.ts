import type { Node } from './ast.ts';
import type { Env } from './env.ts';
import { RatingError, type SourcePosition } from './errors.ts';
import { findFunction } from './functions.ts';
import { applyBinary, applyUnary } from './operators.ts';
import { BLANK, bool, num, text, typeName, type Value } from './values.ts';

/**
 * Evaluates an AST. Recursion depth is bounded by the parser's depth limit; work is bounded by the
 * budget, charged one step per node. Names are resolved through env (Maps), never through objects.
 */
export function evaluate(node: Node, env: Env): Value {
  env.budget.spend(node.position);
  switch (node.type) {
    case 'number':
      return num(node.value);
    case 'text':
      return text(node.value);
    case 'boolean':
      return bool(node.value);
    case 'name':
      return resolvePath(node.path, node.position, env);
    case 'unary':
      return applyUnary(node.operator, evaluate(node.operand, env), node.position);
    case 'binary':
      return applyBinary(
        node.operator,
        evaluate(node.left, env),
        evaluate(node.right, env),
        node.position,
        env,
      );
    case 'call':
      return callFunction(node, env);
  }
}

function callFunction(node: Extract<Node, { type: 'call' }>, env: Env): Value {
  const definition = findFunction(node.name);
  if (definition === undefined) {
    throw new RatingError('UNKNOWN_FUNCTION', `Unknown function ${node.name}`, {
      position: node.position,
    });
  }
  checkArity(
    definition.name,
    definition.minArgs,
    definition.maxArgs,
    node.args.length,
    node.position,
  );
  if (definition.kind === 'lazy') return definition.call(node.args, env, evaluate, node.position);
  const args = node.args.map((arg) => evaluate(arg, env));
  return definition.call(args, env, node.position);
}

/** Throws WRONG_ARGUMENT_COUNT with a message naming what the function accepts. */
export function checkArity(
  name: string,
  min: number,
  max: number,
  count: number,
  position: SourcePosition,
): void {
  if (count >= min && count <= max) return;
  const expected =
    min === max
      ? `${min}`
      : max === Number.POSITIVE_INFINITY
        ? `at least ${min}`
        : `${min} to ${max}`;
  const plural = expected.endsWith(' 1') || expected === '1' ? 'argument' : 'arguments';
  throw new RatingError(
    'WRONG_ARGUMENT_COUNT',
    `${name} takes ${expected} ${plural}, got ${count}`,
    { position },
  );
}

/**
 * Walks a dotted path through copied data only: records are Maps and lists project the rest of
 * the path over their items (claims.amount is the list of every claim's amount).
 */
export function resolvePath(path: readonly string[], position: SourcePosition, env: Env): Value {
  const [root, ...rest] = path;
  let value = env.resolveRoot(root ?? '', position);
  for (const segment of rest) value = member(value, segment, position, env);
  env.onReference?.(path.join('.'), value);
  return value;
}

function member(value: Value, segment: string, position: SourcePosition, env: Env): Value {
  switch (value.kind) {
    case 'record':
      return value.fields.get(segment) ?? BLANK;
    case 'blank':
      return BLANK;
    case 'list':
      env.budget.spend(position, value.items.length);
      return {
        kind: 'list',
        items: value.items.map((item) => member(item, segment, position, env)),
      };
    default:
      throw new RatingError('TYPE_ERROR', `Cannot read "${segment}" of a ${typeName(value)}`, {
        position,
      });
  }
}
