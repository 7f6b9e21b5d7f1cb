import {
  isRightAssociative,
  nodePrecedence,
  POSTFIX_PRECEDENCE,
  PREFIX_PRECEDENCE,
  type Node,
} from './ast.ts';
import { decimalText } from './decimal.ts';

/**
 * Prints an AST as canonical formula text: upper-case function names and TRUE/FALSE, one space
 * around binary operators, ", " between arguments, and only the parentheses the grammar needs.
 * parseFormula(printFormula(ast)) rebuilds the same tree (property-tested).
 */
export function printFormula(node: Node): string {
  switch (node.type) {
    case 'number':
      return decimalText(node.value);
    case 'text':
      return `"${node.value.replaceAll('"', '""')}"`;
    case 'boolean':
      return node.value ? 'TRUE' : 'FALSE';
    case 'name':
      return node.path.join('.');
    case 'call':
      return `${node.name}(${node.args.map(printFormula).join(', ')})`;
    case 'unary':
      return node.operator === '%'
        ? `${operand(node.operand, POSTFIX_PRECEDENCE)}%`
        : `${node.operator}${operand(node.operand, PREFIX_PRECEDENCE)}`;
    case 'binary': {
      const precedence = nodePrecedence(node);
      const right = isRightAssociative(node.operator);
      // A same-precedence child on the non-associative side needs parentheses: (a - b) - c vs a - (b - c).
      const left = operand(node.left, right ? precedence + 1 : precedence);
      const rightText = operand(node.right, right ? precedence : precedence + 1);
      return `${left} ${node.operator} ${rightText}`;
    }
  }
}

function operand(node: Node, minPrecedence: number): string {
  const printed = printFormula(node);
  return nodePrecedence(node) < minPrecedence ? `(${printed})` : printed;
}
