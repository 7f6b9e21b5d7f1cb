import type { Node } from './ast.ts';
import type { Dataset } from './datasets.ts';
import { RatingError, type FormulaIssue } from './errors.ts';
import { findFunction } from './functions.ts';
import { checkArity } from './interpreter.ts';
import type { RatingLimits } from './limits.ts';
import { parseCached } from './parser.ts';

/** Where an expression lives, for issue messages. */
export interface ExpressionSite {
  readonly source: string;
  readonly path?: string;
}

/**
 * Parses an expression and checks its calls, adding issues instead of throwing, so one save reports
 * every problem at once. Returns the AST when the text parsed.
 */
export function compileExpression(
  text: unknown,
  site: ExpressionSite,
  context: { limits: RatingLimits; datasets: readonly Dataset[]; issues: FormulaIssue[] },
): Node | undefined {
  if (typeof text !== 'string') {
    context.issues.push({ code: 'INVALID_VERSION', message: 'Expected formula text', ...site });
    return undefined;
  }
  try {
    const node = parseCached(text, context.limits);
    checkCalls(node, context.datasets, site, context.issues);
    return node;
  } catch (error) {
    if (error instanceof RatingError) {
      context.issues.push(error.toIssue(site));
      return undefined;
    }
    throw error;
  }
}

function checkCalls(
  node: Node,
  datasets: readonly Dataset[],
  site: ExpressionSite,
  issues: FormulaIssue[],
): void {
  switch (node.type) {
    case 'unary':
      checkCalls(node.operand, datasets, site, issues);
      return;
    case 'binary':
      checkCalls(node.left, datasets, site, issues);
      checkCalls(node.right, datasets, site, issues);
      return;
    case 'call':
      checkCall(node, datasets, site, issues);
      for (const arg of node.args) checkCalls(arg, datasets, site, issues);
      return;
    default:
      return;
  }
}

function checkCall(
  node: Extract<Node, { type: 'call' }>,
  datasets: readonly Dataset[],
  site: ExpressionSite,
  issues: FormulaIssue[],
): void {
  const definition = findFunction(node.name);
  const position = node.position;
  try {
    if (definition === undefined)
      throw new RatingError('UNKNOWN_FUNCTION', `Unknown function ${node.name}`, { position });
    checkArity(definition.name, definition.minArgs, definition.maxArgs, node.args.length, position);
    if (node.name === 'LOOKUP' || node.name === 'BAND') checkTableArgs(node, datasets);
  } catch (error) {
    if (!(error instanceof RatingError)) throw error;
    issues.push(error.toIssue(site));
  }
}

/** When dataset and column names are literal text (the usual case), check them at save time. */
function checkTableArgs(node: Extract<Node, { type: 'call' }>, datasets: readonly Dataset[]): void {
  const [datasetArg, keyArg, , valueArg] = node.args;
  if (datasetArg?.type !== 'text') return;
  const dataset = datasets.find((candidate) => candidate.name === datasetArg.value);
  if (dataset === undefined) {
    throw new RatingError('UNKNOWN_DATASET', `Unknown dataset "${datasetArg.value}"`, {
      position: datasetArg.position,
    });
  }
  for (const column of [keyArg, valueArg]) {
    if (column?.type === 'text' && !dataset.columns.includes(column.value)) {
      throw new RatingError(
        'UNKNOWN_COLUMN',
        `Dataset "${dataset.name}" has no column "${column.value}"`,
        {
          position: column.position,
        },
      );
    }
  }
}
