import type { Node } from './ast.ts';
import { isContextName } from './context.ts';
import type { FormulaIssue } from './errors.ts';
import { collectReferences, dependencyOrder, describeCycle, type Reference } from './references.ts';
import type { MessagePart } from './templates.ts';

interface GraphInput {
  readonly properties: readonly { readonly def: { readonly name: string }; readonly node: Node }[];
  readonly underwriting: readonly {
    readonly def: { readonly name: string };
    readonly references: readonly Reference[];
  }[];
  readonly rules: readonly {
    readonly def: { readonly name: string };
    readonly condition: Node;
    readonly message: readonly MessagePart[];
  }[];
  /** All formula names (property and underwriting). */
  readonly names: ReadonlySet<string>;
  readonly fields: readonly string[] | undefined;
  readonly issues: FormulaIssue[];
}

/**
 * Classifies every reference (formula, context value or proposal field), reports unknown names when
 * the caller listed the fields, and orders formulas by dependency, reporting each cycle by name.
 */
export function checkGraph(input: GraphInput): { order: string[]; fieldReferences: string[] } {
  const fieldRoots =
    input.fields === undefined
      ? undefined
      : new Set(input.fields.map((field) => field.split('.')[0] ?? ''));
  const fieldReferences = new Set<string>();
  const classify = (source: string, references: readonly Reference[]): string[] => {
    const dependencies: string[] = [];
    for (const reference of references) {
      if (input.names.has(reference.root)) {
        if (!dependencies.includes(reference.root)) dependencies.push(reference.root);
      } else if (!isContextName(reference.root)) {
        if (fieldRoots !== undefined && !fieldRoots.has(reference.root)) {
          input.issues.push({
            code: 'UNKNOWN_REFERENCE',
            message: `Unknown name "${reference.path}" at line ${reference.position.line}, column ${reference.position.column}`,
            source,
            position: reference.position,
          });
        }
        fieldReferences.add(reference.path);
      }
    }
    return dependencies;
  };
  const graph = new Map<string, readonly string[]>();
  for (const { def, node } of input.properties)
    graph.set(def.name, classify(def.name, collectReferences(node)));
  for (const { def, references } of input.underwriting)
    graph.set(def.name, classify(def.name, references));
  for (const { def, condition, message } of input.rules) {
    classify(`rule ${def.name}`, [...collectReferences(condition), ...templateReferences(message)]);
  }
  const { order, cycles } = dependencyOrder(graph);
  for (const cycle of cycles) {
    input.issues.push({
      code: 'CIRCULAR_REFERENCE',
      message: describeCycle(cycle),
      source: cycle[0] ?? '',
    });
  }
  return { order, fieldReferences: [...fieldReferences] };
}

function templateReferences(parts: readonly MessagePart[]): Reference[] {
  return parts.flatMap((part) =>
    typeof part === 'string'
      ? []
      : [{ path: part.text, root: part.path[0] ?? '', position: part.position }],
  );
}
