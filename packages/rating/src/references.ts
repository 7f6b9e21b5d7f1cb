import type { Node } from './ast.ts';
import type { SourcePosition } from './errors.ts';
import { parseFormula } from './parser.ts';

/** A name used in a formula. */
export interface Reference {
  /** The dotted path as written, e.g. `claims.amount`. */
  readonly path: string;
  /** Its first segment: what dependency ordering and scope resolution look at. */
  readonly root: string;
  readonly position: SourcePosition;
}

const cache = new WeakMap<Node, readonly Reference[]>();

/** Every name in an AST, in source order (duplicates kept, with their positions). */
export function collectReferences(node: Node): readonly Reference[] {
  const hit = cache.get(node);
  if (hit !== undefined) return hit;
  const found: Reference[] = [];
  visit(node, found);
  cache.set(node, found);
  return found;
}

function visit(node: Node, found: Reference[]): void {
  switch (node.type) {
    case 'name':
      found.push({ path: node.path.join('.'), root: node.path[0] ?? '', position: node.position });
      return;
    case 'unary':
      visit(node.operand, found);
      return;
    case 'binary':
      visit(node.left, found);
      visit(node.right, found);
      return;
    case 'call':
      for (const arg of node.args) visit(arg, found);
      return;
    default:
      return;
  }
}

/** The distinct names a formula refers to, in first-use order (throws RatingError on bad syntax). */
export function referencesOf(source: string): string[] {
  return [...new Set(collectReferences(parseFormula(source)).map((reference) => reference.path))];
}

/** Formats a cycle the way the formula editor shows it. */
export function describeCycle(cycle: readonly string[]): string {
  return `Circular reference: ${cycle.join(' → ')}`;
}

/**
 * Orders named nodes so each comes after everything it depends on (edges to unknown names are
 * ignored: they are fields or context). Ties keep declaration order, so the order is deterministic.
 * Each cycle is reported once, as a closed path such as [a, b, a].
 */
export function dependencyOrder(graph: ReadonlyMap<string, readonly string[]>): {
  order: string[];
  cycles: string[][];
} {
  const state = new Map<string, 'visiting' | 'done'>();
  const order: string[] = [];
  const cycles: string[][] = [];
  const seenCycles = new Set<string>();
  // Explicit stack instead of recursion: a long chain of formulas must not overflow the JS stack.
  for (const start of graph.keys()) {
    if (state.has(start)) continue;
    const stack: { name: string; next: number }[] = [{ name: start, next: 0 }];
    state.set(start, 'visiting');
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const edges = graph.get(frame.name) ?? [];
      const target = edges[frame.next];
      frame.next += 1;
      if (target === undefined) {
        stack.pop();
        state.set(frame.name, 'done');
        order.push(frame.name);
      } else if (graph.has(target) && state.get(target) === 'visiting') {
        recordCycle(
          stack.map((entry) => entry.name),
          target,
          cycles,
          seenCycles,
        );
      } else if (graph.has(target) && !state.has(target)) {
        state.set(target, 'visiting');
        stack.push({ name: target, next: 0 });
      }
    }
  }
  return { order, cycles };
}

function recordCycle(
  path: readonly string[],
  target: string,
  cycles: string[][],
  seen: Set<string>,
): void {
  const cycle = [...path.slice(path.lastIndexOf(target)), target];
  const key = [...new Set(cycle)].sort().join('\u0000');
  if (seen.has(key)) return;
  seen.add(key);
  cycles.push(cycle);
}
