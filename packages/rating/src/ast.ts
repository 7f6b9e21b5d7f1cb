import type { Dec } from './decimal.ts';
import type { SourcePosition } from './errors.ts';

export type BinaryOperator =
  '+' | '-' | '*' | '/' | '^' | '&' | '=' | '<>' | '<' | '<=' | '>' | '>=';
export type UnaryOperator = '-' | '+' | '%';

/** The formula AST. Nodes are plain frozen data: the printer and interpreter never mutate them. */
export type Node =
  | { readonly type: 'number'; readonly value: Dec; readonly position: SourcePosition }
  | { readonly type: 'text'; readonly value: string; readonly position: SourcePosition }
  | { readonly type: 'boolean'; readonly value: boolean; readonly position: SourcePosition }
  /** A reference: a formula, a variable, a context value or a proposal field; path is the dotted name. */
  | { readonly type: 'name'; readonly path: readonly string[]; readonly position: SourcePosition }
  | {
      readonly type: 'unary';
      readonly operator: UnaryOperator;
      readonly operand: Node;
      readonly position: SourcePosition;
    }
  | {
      readonly type: 'binary';
      readonly operator: BinaryOperator;
      readonly left: Node;
      readonly right: Node;
      readonly position: SourcePosition;
    }
  /** name is upper-cased: function names are case-insensitive like a spreadsheet's. */
  | {
      readonly type: 'call';
      readonly name: string;
      readonly args: readonly Node[];
      readonly position: SourcePosition;
    };

/** Binding power of each binary operator; higher binds tighter. */
export const BINARY_PRECEDENCE: Readonly<Record<BinaryOperator, number>> = {
  '=': 1,
  '<>': 1,
  '<': 1,
  '<=': 1,
  '>': 1,
  '>=': 1,
  '&': 2,
  '+': 3,
  '-': 3,
  '*': 4,
  '/': 4,
  '^': 6,
};

/** Prefix minus/plus sit between * and ^, so -2^2 is -(2^2) = -4 as in mathematics. */
export const PREFIX_PRECEDENCE = 5;
/** Postfix % binds tightest: 50% is 0.5 and 2^50% is 2^(0.5). */
export const POSTFIX_PRECEDENCE = 7;
/** Literals, names, calls. */
export const ATOM_PRECEDENCE = 8;

/** Only ^ groups to the right: 2^3^2 is 2^9. */
export function isRightAssociative(operator: BinaryOperator): boolean {
  return operator === '^';
}

/** Binding power of a node as an operand, used by the printer to place parentheses. */
export function nodePrecedence(node: Node): number {
  if (node.type === 'binary') return BINARY_PRECEDENCE[node.operator];
  if (node.type === 'unary') return node.operator === '%' ? POSTFIX_PRECEDENCE : PREFIX_PRECEDENCE;
  return ATOM_PRECEDENCE;
}
