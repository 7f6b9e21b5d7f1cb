import type { ImportRowErrorDto, PolicyImportDto } from '@turbine/domain';
import type { PolicyImportWithUser } from './imports.repository.ts';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export function presentPolicyImport(
  row: PolicyImportWithUser,
  importedPolicies: PolicyImportDto['importedPolicies'] = [],
): PolicyImportDto {
  return {
    id: row.id,
    companyId: row.companyId,
    mode: row.mode as PolicyImportDto['mode'],
    status: row.status as PolicyImportDto['status'],
    fileName: row.fileName,
    checksum: row.checksum,
    rows: row.rows,
    policies: row.policies,
    transactions: row.transactions,
    errorCount: row.errorCount,
    errors: row.errors as ImportRowErrorDto[],
    message: row.message,
    jobId: row.jobRunId,
    importedPolicies,
    createdBy: { id: row.createdByUserId, name: row.createdByName },
    createdAt: seconds(row.createdAt)!,
    finishedAt: seconds(row.finishedAt),
  };
}
