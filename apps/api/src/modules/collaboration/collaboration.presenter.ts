import {
  CompanyType,
  FileVisibility,
  type ActivityKind,
  type InterestedPartyBody,
  type RiskActivityDto,
  type RiskFileDto,
} from '@turbine/domain';
import type { CompanyScope } from '../../platform/http/guard.ts';
import type { ActivityEntry, InterestedPartyRow } from '../risks/index.ts';
import type { RiskFileRow } from './risk-files.repository.ts';

export type InterestedPartyDto = { id: number } & InterestedPartyBody;

/** A timeline entry as the panel shows it. */
export function presentActivity(r: ActivityEntry): RiskActivityDto {
  const a = r.activity;
  // §1 participant colours: a temporary user with no company is the client (the insured).
  const companyType = r.companyType ?? (r.userTemporary ? CompanyType.Client : null);
  return {
    id: a.id,
    kind: a.kind as ActivityKind,
    actor:
      a.actorUserId !== null && r.userName !== null
        ? { id: a.actorUserId, name: r.userName, companyType }
        : null,
    body: a.body,
    data: (a.data ?? {}) as Record<string, unknown>,
    createdAt: Math.floor(a.createdAt.getTime() / 1000),
  };
}

export const presentParty = (r: InterestedPartyRow): InterestedPartyDto => ({
  id: r.id,
  name: r.name,
  interest: r.interest,
  email: r.email,
  address: r.address,
});

/** A package's file, with the company-scoped path it downloads from. */
export function presentRiskFile(
  scope: CompanyScope,
  riskPackageId: number,
  r: RiskFileRow,
): RiskFileDto {
  return {
    id: r.file.id,
    name: r.file.name,
    mimeType: r.version.mimeType,
    sizeBytes: r.version.sizeBytes,
    visibility: r.file.visibility === FileVisibility.Private ? 1 : 2,
    uploadedBy:
      r.version.createdByUserId !== null && r.uploadedBy !== null
        ? { id: r.version.createdByUserId, name: r.uploadedBy }
        : null,
    createdAt: Math.floor(r.file.createdAt.getTime() / 1000),
    url: `/companies/${scope.id}/risks/${riskPackageId}/files/${r.file.id}/download`,
  };
}
