import { AuthorityVisibility, type EndorsementVersionDto } from '@turbine/domain';
import { rowKey } from './risk-code-form-values.ts';

export interface EndorsementVersionValues {
  name: string;
  content: string;
  productClasses: string[];
  visibility: string;
  rules: { key: string; expression: string }[];
  /** Clauses of the library, in order (decision 233). */
  clauseIds: string[];
}

export function versionToForm(
  name: string,
  v: EndorsementVersionDto | null,
): EndorsementVersionValues {
  return {
    name,
    content: v?.content ?? '',
    productClasses: (v?.productClasses ?? []).map(String),
    visibility: String(v?.visibility ?? AuthorityVisibility.Private),
    rules: (v?.rules ?? []).map((r) => ({ key: rowKey(), expression: r.expression })),
    clauseIds: (v?.clauseIds ?? []).map(String),
  };
}

/** The body of `endorsementVersionBody` (and, with the name, of `createEndorsementBody`). */
export function formToVersionBody(v: EndorsementVersionValues) {
  return {
    content: v.content,
    productClasses: v.productClasses.map(Number),
    visibility: Number(v.visibility),
    rules: v.rules.map((r) => ({ expression: r.expression })),
    clauseIds: v.clauseIds.map(Number),
  };
}
