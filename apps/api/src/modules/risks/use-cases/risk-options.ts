import type { RiskOptionsDto } from '@turbine/domain';
import type { AppContext } from '../../../platform/context.ts';
import type { CompanyScope } from '../../../platform/http/guard.ts';
import { assertBroker } from '../risk-scope.ts';
import {
  availablePackageRows,
  clientCompanyRows,
  publishedAddOns,
} from '../catalogue.repository.ts';

/** Packages the broker may sell (whitelist / blacklist), their live add-ons, and the broker's clients. */
export async function riskOptions(ctx: AppContext, scope: CompanyScope): Promise<RiskOptionsDto> {
  assertBroker(scope);
  const rows = await availablePackageRows(ctx.db, scope.id);
  const addOns = await publishedAddOns(
    ctx.db,
    rows.map((r) => r.pkg.id),
  );
  return {
    packages: rows.map((r) => ({
      id: r.pkg.id,
      name: r.pkg.name,
      description: r.pkg.description,
      underwriterCompany: { id: r.pkg.companyId, name: r.underwriterName },
      mainProduct: { id: r.pkg.mainProductId!, name: r.mainProductName },
      addOns: addOns
        .filter((a) => a.packageId === r.pkg.id)
        .map((a) => ({ id: a.id, name: a.name })),
    })),
    clients: await clientCompanyRows(ctx.db, scope.id),
  };
}
