import { isMember, isSystemUser } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { findCompanyScope } from './companies.repository.ts';

/**
 * The creating company's users manage a company they created only until it has an administrator (§6:
 * a broker admin invitation hands management to the invitee). The guard lets creators in on
 * `allowCreator` routes; this closes the door once `hasAdmin` is true (docs/decisions/040).
 */
export async function assertManagesCompany(db: Executor, actor: Actor, scope: CompanyScope): Promise<void> {
  if (isSystemUser(actor.user) || isMember(actor.user, scope.id)) return;
  const company = await findCompanyScope(db, scope.id);
  if (!company || company.hasAdmin) throw new AppError('FORBIDDEN');
}
