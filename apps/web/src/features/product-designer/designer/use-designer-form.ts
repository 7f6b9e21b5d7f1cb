import { useMemo, useState } from 'react';
import { canonicalJson } from '../model/canonical-json.ts';
import { newId, type DesignerForm } from '../model/form-model.ts';
import { formFromSchema } from '../model/from-schema.ts';
import { formToSchema, type ProposalForm } from '../model/to-schema.ts';

/** A form to edit: a stored form with no sections starts with one, so fields have a place to go. */
function editable(data: ProposalForm): DesignerForm {
  const form = formFromSchema(data.schema, data.layout);
  return form.sections.length
    ? form
    : { sections: [{ id: newId('section'), title: 'Proposal', columns: 1, fields: [] }] };
}

/**
 * The designer's working copy of the server's form. It is replaced when the server's form changes
 * and there are no unsaved edits; after a save the refetched form equals the baseline and the
 * working copy (and the selection) stay.
 */
export function useDesignerForm(data: ProposalForm | undefined) {
  const [source, setSource] = useState<ProposalForm | undefined>(undefined);
  const [form, setForm] = useState<DesignerForm | null>(null);
  const [baseline, setBaseline] = useState('');
  const current = useMemo(() => (form ? canonicalJson(formToSchema(form)) : ''), [form]);
  const dirty = form !== null && current !== baseline;

  if (data && data !== source) {
    setSource(data);
    if (!form || (!dirty && canonicalJson(data) !== baseline)) {
      const next = editable(data);
      setForm(next);
      setBaseline(canonicalJson(formToSchema(next)));
    }
  }

  return {
    form,
    setForm,
    dirty,
    /** Marks what was just saved as the form without changes. */
    markSaved: (saved: ProposalForm) => setBaseline(canonicalJson(saved)),
  };
}
