import type { CompiledRule } from './compile.ts';
import { RatingError } from './errors.ts';
import { resolvePath } from './interpreter.ts';
import type { Runtime } from './runtime.ts';
import type { MessagePart } from './templates.ts';
import type { RuleOutcome } from './types.ts';
import { toBoolean, type OutputValue } from './values.ts';

/** Evaluates every rule after the formulas; a rule whose condition is TRUE yields its outcome. */
export function evaluateRules(rules: readonly CompiledRule[], runtime: Runtime): RuleOutcome[] {
  const outcomes: RuleOutcome[] = [];
  for (const rule of rules) {
    const source = `rule ${rule.def.name}`;
    const { value, inputs } = runtime.evaluateTraced(rule.condition, source);
    let fired: boolean;
    try {
      fired = toBoolean(value, rule.condition.position);
    } catch (error) {
      throw error instanceof RatingError ? error.withSource(source) : error;
    }
    runtime.trace.push({
      kind: 'rule',
      name: rule.def.name,
      expression: rule.def.condition,
      inputs,
      result: fired,
    });
    if (!fired) continue;
    outcomes.push({
      id: rule.def.id,
      name: rule.def.name,
      outcome: rule.def.outcome,
      message: renderMessage(rule.message, runtime, source),
      visibleToBroker: rule.def.visibleToBroker === true,
      ...(rule.def.endorsementId === undefined ? {} : { endorsementId: rule.def.endorsementId }),
    });
  }
  return outcomes;
}

/** Fills `{{name}}` placeholders from the same scopes formulas read (never from JS objects). */
function renderMessage(parts: readonly MessagePart[], runtime: Runtime, source: string): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      try {
        return display(runtime.output(part.text, resolvePath(part.path, part.position, runtime)));
      } catch (error) {
        throw error instanceof RatingError ? error.withSource(source) : error;
      }
    })
    .join('');
}

function display(value: OutputValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Array.isArray(value)) return value.map(display).join(', ');
  return JSON.stringify(value);
}
