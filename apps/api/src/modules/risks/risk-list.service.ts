import type { ListResponse, RiskListQuery, RiskListRow } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { presentRiskListRow } from './risk-list.presenter.ts';
import { listRiskPackageRows } from './risk-list.repository.ts';

/**
 * GET /companies/{companyId}/risks: the packages the company brokers, underwrites or insures (decision
 * 090), filtered, sorted (ties by id, so pages are stable) and paged, read from the package caches.
 */
export async function listRisks(ctx: AppContext, actor: Actor, scope: CompanyScope, query: RiskListQuery): Promise<ListResponse<RiskListRow>> {
  const { rows, total } = await listRiskPackageRows(ctx.database, { companyId: scope.id, companyType: scope.refCompanyTypeId, userId: actor.user.id, query });
  return { data: rows.map(presentRiskListRow), meta: { page: query.page, perPage: query.perPage, total } };
}
