import {
  CompanyType,
  FileVisibility,
  type ActivityKind,
  type InterestedPartyBody,
  type RiskActivityDto,
  type VersionedRiskFileDto,
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

/** A package's file with its versions (decision 184), with the company-scoped paths they download from. */
export function presentRiskFile(
  scope: CompanyScope,
  riskPackageId: number,
  r: RiskFileRow,
): VersionedRiskFileDto {
  const base = `/companies/${scope.id}/risks/${riskPackageId}/files/${r.file.id}`;
  const by = (v: RiskFileRow['versions'][number]) =>
    v.version.createdByUserId !== null && v.uploadedBy !== null
      ? { id: v.version.createdByUserId, name: v.uploadedBy }
      : null;
  const versions = r.versions.map((v) => ({
    id: v.version.id,
    versionNumber: v.version.versionNumber,
    name: v.version.name ?? r.file.name,
    mimeType: v.version.mimeType,
    sizeBytes: v.version.sizeBytes,
    uploadedBy: by(v),
    createdAt: Math.floor(v.version.createdAt.getTime() / 1000),
    url: `${base}/versions/${v.version.id}/download`,
  }));
  const latest = versions[0]!;
  const first = r.versions.at(-1)!;
  return {
    id: r.file.id,
    name: r.file.name,
    mimeType: latest.mimeType,
    sizeBytes: latest.sizeBytes,
    visibility: r.file.visibility === FileVisibility.Private ? 1 : 2,
    uploadedBy: by(first),
    createdAt: Math.floor(r.file.createdAt.getTime() / 1000),
    url: `${base}/download`,
    versionNumber: latest.versionNumber,
    updatedBy: latest.uploadedBy,
    updatedAt: latest.createdAt,
    versions,
  };
}
