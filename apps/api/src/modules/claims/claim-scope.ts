import { ClaimMessages, type ClaimViewerRole } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { claimRoleOf, claimRowFor, type ClaimRow } from './claims.repository.ts';

/**
 * The claim the company may see and its role towards it; 404 for anything else, so a legal firm not
 * appointed (or any other company) cannot tell the claim exists (decision 120).
 */
export async function claimFor(
  db: Executor,
  scope: CompanyScope,
  claimId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<{ row: ClaimRow; role: ClaimViewerRole }> {
  const row = await claimRowFor(db, scope.id, claimId, opts.forUpdate ?? false);
  const role = row ? claimRoleOf(row, scope.id) : null;
  if (!row || !role) throw new AppError('NOT_FOUND');
  return { row, role };
}

/** Who works a claim: the underwriting agency and the appointed legal firm. */
export function assertHandler(role: ClaimViewerRole): void {
  if (role !== 'underwriter' && role !== 'legal')
    throw new AppError('FORBIDDEN_EDIT', { message: ClaimMessages.handlersOnly });
}

export function assertUnderwriter(role: ClaimViewerRole): void {
  if (role !== 'underwriter')
    throw new AppError('FORBIDDEN_EDIT', { message: ClaimMessages.underwriterOnly });
}

/** Money is worked on accepted claims only. */
export function assertAccepted(row: ClaimRow): void {
  if (row.claim.stage !== 2) throw new AppError('CLAIM_NOT_ACCEPTED');
}

/** The client reads status only: nothing of the claim's file, money or conversation. */
export function assertNotClient(role: ClaimViewerRole): void {
  if (role === 'client') throw new AppError('FORBIDDEN');
}
