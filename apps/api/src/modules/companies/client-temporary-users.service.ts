import { CompanyType, type CreateTemporaryUserBody, type TemporaryUserDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { findCompanyScope } from './companies.repository.ts';
import { createTemporaryUser } from './temporary-users.service.ts';

/**
 * §1 / issue 17: a brokerage creates a temporary user for one of its clients from the Clients screen
 * (ManageClients, decision 193). The client must be an active client company this brokerage created and
 * still manages (no administrator of its own, decision 040): a client that manages itself adds its own
 * users. The user belongs to the client and is recorded as created by the brokerage.
 */
export async function createClientTemporaryUser(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  clientId: number,
  body: CreateTemporaryUserBody,
): Promise<TemporaryUserDto> {
  const client = await findCompanyScope(ctx.db, clientId);
  if (
    !client ||
    client.refCompanyTypeId !== CompanyType.Client ||
    client.createdByCompanyId !== scope.id ||
    !client.isActive
  )
    throw new AppError('NOT_FOUND');
  if (client.hasAdmin) throw new AppError('FORBIDDEN_EDIT');
  return createTemporaryUser(ctx, actor, client, body, scope.id);
}
