import { useMemo } from 'react';
import type { PropertyFormula, RatingVersion, Rule, UnderwritingFormula } from '@turbine/rating';
import { useListCompanyDatasetsQuery } from '../../datasets/index.ts';
import type { VersionRef } from '../api/product-types.ts';
import {
  useGetProposalFormQuery,
  useListDatasetsQuery,
  useListPropertyFormulasQuery,
  useListRulesQuery,
  useListUnderwritingFormulasQuery,
} from '../api/version-items-api.ts';
import { issuesFor, useRatingEngine, type Suggestion } from './use-formula-check.ts';

/** What replaces or joins the saved items while one is being edited. */
export interface Draft {
  property?: PropertyFormula & { id: number | null };
  underwriting?: UnderwritingFormula & { id: number | null };
  rule?: Omit<Rule, 'id'> & { id: number | null };
}

/**
 * The version as the rating engine sees it (formulas, rules, dataset names and columns, the form's
 * fields), so an editor can check its item against the rest and offer names as the server will.
 */
export function useVersionCatalogue(ref: VersionRef) {
  const engine = useRatingEngine();
  const properties = useListPropertyFormulasQuery(ref);
  const underwriting = useListUnderwritingFormulasQuery(ref);
  const rules = useListRulesQuery(ref);
  const datasets = useListDatasetsQuery(ref);
  // The company's datasets every version reads, under the version's own of the same name (decision 061).
  const companyDatasets = useListCompanyDatasetsQuery({ companyId: ref.companyId, perPage: 100 });
  const form = useGetProposalFormQuery(ref);

  const fields = useMemo(() => {
    const props = form.data?.schema.properties;
    const names = props && typeof props === 'object' ? Object.keys(props) : [];
    // The server checks field references only once the form has fields (decision 060).
    return names.length > 0 ? names : undefined;
  }, [form.data]);

  const build = (draft: Draft): RatingVersion => {
    const props: PropertyFormula[] = (properties.data?.data ?? [])
      .filter((p) => !draft.property || p.id !== draft.property.id)
      .map((p) => ({ ...p, description: p.description ?? undefined }));
    const uw: UnderwritingFormula[] = (underwriting.data?.data ?? [])
      .filter((u) => !draft.underwriting || u.id !== draft.underwriting.id)
      .map((u) => ({
        name: u.name,
        title: u.title ?? undefined,
        steps: u.steps as UnderwritingFormula['steps'],
      }));
    const savedRules: Rule[] = (rules.data?.data ?? [])
      .filter((r) => !draft.rule || r.id !== draft.rule.id)
      .map((r) => ({ ...r, endorsementId: r.endorsementId ?? undefined }));
    return {
      propertyFormulas: draft.property ? [...props, draft.property] : props,
      underwritingFormulas: draft.underwriting ? [...uw, draft.underwriting] : uw,
      rules: draft.rule
        ? [...savedRules, { ...draft.rule, id: draft.rule.id ?? 'new' }]
        : savedRules,
      datasets: [
        ...(datasets.data?.data ?? []),
        ...(companyDatasets.data?.data ?? []).filter(
          (c) => !datasets.data?.data.some((d) => d.name === c.name),
        ),
      ].map((d) => ({ name: d.name, columns: d.columns, rows: [] })),
    };
  };

  return {
    ready:
      engine !== null &&
      properties.isSuccess &&
      underwriting.isSuccess &&
      rules.isSuccess &&
      datasets.isSuccess,
    fields,
    /** Names for an editor, without the item being edited. */
    suggest:
      (draft: Draft, editing?: string) =>
      (prefix: string): Suggestion[] =>
        engine
          ? engine.suggestions(build(draft), { prefix, editing, ...(fields ? { fields } : {}) })
          : [],
    /** The version check's messages for the edited item. */
    issues: (draft: Draft, source: string) =>
      engine && source ? issuesFor(engine, build(draft), source, fields) : [],
  };
}
