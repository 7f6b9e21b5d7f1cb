import type { AppContext } from '../../platform/context.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { listCompanyUsers, listInsurers } from './lookups.repository.ts';

const limit = 50;

/** Insurers to choose as managing insurance company; every underwriter may pick any active insurer (§3). */
export async function insurerOptions(
  ctx: AppContext,
  search: string | undefined,
): Promise<{ data: { id: number; name: string }[] }> {
  return { data: await listInsurers(ctx.db, search, limit) };
}

/** The company's users to choose as authorised underwriters. */
export async function underwriterUserOptions(
  ctx: AppContext,
  scope: CompanyScope,
  search: string | undefined,
): Promise<{ data: { id: number; name: string; email: string }[] }> {
  return { data: await listCompanyUsers(ctx.db, scope.id, search, limit) };
}
