import type { BrokeragePackageDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { requireAgencyBrokerage } from '../companies/index.ts';
import {
  lockAgencyPackage,
  packagesWithBrokerListing,
  setBrokerListed,
  setPackageBrokerAccess,
} from './brokerage-packages.repository.ts';

type Access = BrokeragePackageDto['brokerAccess'];

/** Whether a package's access mode and list admit the broker (§3 product package permissions). */
const admits = (access: Access, listed: boolean) =>
  access === 'all' || (access === 'whitelist') === listed;

/** Which of the agency's packages a brokerage may sell (Broker Management, decision 168). */
export async function brokeragePackages(
  ctx: AppContext,
  scope: CompanyScope,
  brokerId: number,
): Promise<{ data: BrokeragePackageDto[] }> {
  await requireAgencyBrokerage(ctx.db, scope, brokerId);
  const rows = await packagesWithBrokerListing(ctx.db, scope.id, brokerId);
  return {
    data: rows.map((r) => {
      const brokerAccess = r.brokerAccess as Access;
      return { id: r.id, name: r.name, brokerAccess, allowed: admits(brokerAccess, r.listed) };
    }),
  };
}

/**
 * Lets a brokerage sell a package or not, from the brokerage's side: the package's own whitelist or
 * blacklist is edited (the same list the package screen shows). A package open to all brokers that is
 * closed to one becomes a blacklist of that one broker. Audited on the package.
 */
export async function setBrokeragePackage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  brokerId: number,
  packageId: number,
  allowed: boolean,
): Promise<BrokeragePackageDto> {
  await requireAgencyBrokerage(ctx.db, scope, brokerId);
  return inTransaction(ctx, async (tx) => {
    const pkg = await lockAgencyPackage(tx, scope.id, packageId);
    if (!pkg) throw new AppError('NOT_FOUND');
    let access = pkg.brokerAccess as Access;
    if (access === 'all' && !allowed) {
      access = 'blacklist';
      await setPackageBrokerAccess(tx, packageId, access);
    }
    if (access !== 'all')
      await setBrokerListed(tx, packageId, brokerId, (access === 'whitelist') === allowed);
    await recordEvent(tx, {
      entityType: 'product_package',
      entityId: packageId,
      action: allowed ? 'broker_allowed' : 'broker_excluded',
      actorUserId: actor.user.id,
      companyId: scope.id,
      after: { brokerCompanyId: brokerId, brokerAccess: access },
    });
    const [row] = (await packagesWithBrokerListing(tx, scope.id, brokerId)).filter(
      (r) => r.id === packageId,
    );
    return {
      id: row!.id,
      name: row!.name,
      brokerAccess: access,
      allowed: admits(access, row!.listed),
    };
  });
}
