import type { EndorsementDto, EndorsementVersionDto } from '@turbine/domain';
import { presentVersionSummary } from '../agreements.presenter.ts';
import { epoch } from '../authority.presenter-helpers.ts';
import type {
  EndorsementRow,
  EndorsementRuleRow,
  EndorsementVersionRow,
} from './endorsements.repository.ts';

/** §3 Endorsement with its versions' summaries. */
export function presentEndorsement(
  row: EndorsementRow,
  versions: EndorsementVersionRow[],
): EndorsementDto {
  return {
    id: row.id,
    name: row.name,
    versions: versions.filter((v) => v.endorsementId === row.id).map(presentVersionSummary),
    createdAt: epoch(row.createdAt),
    updatedAt: epoch(row.updatedAt),
  };
}

/** §3 Endorsement version: sanitized content, product classes, visibility, rules and state. */
export function presentEndorsementVersion(
  row: EndorsementVersionRow,
  rules: EndorsementRuleRow[],
  clauseIds: number[],
): EndorsementVersionDto {
  return {
    ...presentVersionSummary(row),
    endorsementId: row.endorsementId,
    content: row.content,
    productClasses: row.productClasses,
    rules: rules.map((r) => ({ id: r.id, expression: r.expression })),
    clauseIds,
  };
}
