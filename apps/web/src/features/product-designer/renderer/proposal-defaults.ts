import type { DesignerField, DesignerForm } from '../model/form-model.ts';
import type { ProposalValue } from './visibility.ts';

function defaultsOf(fields: DesignerField[]): ProposalValue {
  const out: ProposalValue = {};
  for (const f of fields) {
    if (f.defaultValue !== null) out[f.name] = f.defaultValue;
    if (f.type === 'repeatingGroup' && (f.minItems ?? 0) > 0)
      out[f.name] = Array.from({ length: f.minItems ?? 0 }, () => defaultsOf(f.children));
  }
  return out;
}

/** A new proposal's answers: the designer's defaults, and a repeating group's minimum of items. */
export function initialProposal(form: DesignerForm): ProposalValue {
  return defaultsOf(form.sections.flatMap((s) => s.fields));
}
