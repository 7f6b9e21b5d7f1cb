import {
  AuthorityMessages,
  type AuthorityListQuery,
  type ListResponse,
  type RiskCodeBody,
  type RiskCodeDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertUnderwriterCompany } from './authority.policy.ts';
import { epoch, presentPercentage } from './authority.presenter-helpers.ts';
import { isForeignKeyViolation } from './db-errors.ts';
import {
  deleteRiskCodeRow,
  findRiskCode,
  findRiskCodeByCode,
  isRiskCodeReferenced,
  listReinsurancePeriods,
  listRiskCodeRows,
  replaceReinsurancePeriods,
  saveRiskCodeRow,
  type ReinsurancePeriodRow,
  type RiskCodeRow,
} from './risk-codes.repository.ts';
import { companySyndicateIds } from './syndicates.repository.ts';

/** §3 Risk code with its reinsurance periods as the API returns it. */
export function presentRiskCode(row: RiskCodeRow, periods: ReinsurancePeriodRow[]): RiskCodeDto {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    reinsurancePeriods: periods
      .filter((p) => p.period.riskCodeId === row.id)
      .map(({ period, syndicate }) => ({
        id: period.id,
        syndicateId: period.syndicateId,
        syndicate,
        dateFrom: period.dateFrom,
        dateTo: period.dateTo,
        capacityProviderPercentage: presentPercentage(period.capacityProviderPercentage),
        grossPremiumCommissionPercentage: presentPercentage(
          period.grossPremiumCommissionPercentage,
        ),
      })),
    createdAt: epoch(row.createdAt),
    updatedAt: epoch(row.updatedAt),
  };
}

async function presentOne(db: Executor, row: RiskCodeRow): Promise<RiskCodeDto> {
  return presentRiskCode(row, await listReinsurancePeriods(db, [row.id]));
}

async function riskCodeOf(
  db: Executor,
  scope: CompanyScope,
  id: number,
  lock = false,
): Promise<RiskCodeRow> {
  const row = await findRiskCode(db, scope.id, id, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Unique code; every syndicate named must be the company's (422 under the period, docs/decisions/070). */
async function checkBody(
  db: Executor,
  scope: CompanyScope,
  body: RiskCodeBody,
  currentId: number | null,
): Promise<void> {
  const same = await findRiskCodeByCode(db, scope.id, body.code);
  if (same && same.id !== currentId) throw fieldError('code', AuthorityMessages.codeInUse);
  const own = await companySyndicateIds(
    db,
    scope.id,
    body.reinsurancePeriods.map((p) => p.syndicateId),
  );
  const errors: Record<string, string[]> = {};
  body.reinsurancePeriods.forEach((p, i) => {
    if (!own.has(p.syndicateId))
      errors[`reinsurancePeriods.${i}.syndicateId`] = [AuthorityMessages.notCompanySyndicate];
  });
  if (Object.keys(errors).length) throw new AppError('VALIDATION', { errors });
}

const audit = (row: RiskCodeRow, body: Pick<RiskCodeBody, 'reinsurancePeriods'> | RiskCodeDto) => ({
  code: row.code,
  description: row.description,
  reinsurancePeriods: body.reinsurancePeriods.map((p) => ({
    syndicateId: p.syndicateId,
    dateFrom: p.dateFrom,
    dateTo: p.dateTo,
    capacityProviderPercentage: p.capacityProviderPercentage,
    grossPremiumCommissionPercentage: p.grossPremiumCommissionPercentage,
  })),
});

async function save(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number | null,
  body: RiskCodeBody,
): Promise<RiskCodeDto> {
  assertUnderwriterCompany(scope);
  try {
    return await inTransaction(ctx, async (tx) => {
      // The row lock serialises two saves of one risk code, so the overlap rule holds for what is stored.
      const before =
        id === null ? null : await presentOne(tx, await riskCodeOf(tx, scope, id, true));
      await checkBody(tx, scope, body, id);
      const row = await saveRiskCodeRow(tx, scope.id, id, {
        code: body.code,
        description: body.description,
      });
      await replaceReinsurancePeriods(tx, scope.id, row.id, body.reinsurancePeriods);
      const after = await presentOne(tx, row);
      await recordEvent(tx, {
        entityType: 'risk_code',
        entityId: row.id,
        action: id === null ? 'created' : 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ? audit(row, before) : undefined,
        after: audit(row, after),
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'risk_codes_company_code_unique'))
      throw fieldError('code', AuthorityMessages.codeInUse);
    throw error;
  }
}

/** The company's risk codes with their reinsurance periods, a page at a time (Risk Codes screen). */
export async function listRiskCodes(
  ctx: AppContext,
  scope: CompanyScope,
  q: AuthorityListQuery,
): Promise<ListResponse<RiskCodeDto>> {
  const { rows, total } = await listRiskCodeRows(ctx.db, scope.id, q);
  const periods = await listReinsurancePeriods(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => presentRiskCode(r, periods)),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

/** One risk code with its reinsurance periods. */
export async function getRiskCode(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<RiskCodeDto> {
  return presentOne(ctx.db, await riskCodeOf(ctx.db, scope, id));
}

/** Creates a risk code with its reinsurance periods. */
export async function createRiskCode(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: RiskCodeBody,
): Promise<RiskCodeDto> {
  return save(ctx, actor, scope, null, body);
}

/** Replaces a risk code's fields and its whole list of reinsurance periods. */
export async function updateRiskCode(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: RiskCodeBody,
): Promise<RiskCodeDto> {
  return save(ctx, actor, scope, id, body);
}

/** Deletes a risk code no section uses (§8 'Cannot delete this item because it is in use.'). */
export async function deleteRiskCode(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertUnderwriterCompany(scope);
  try {
    await inTransaction(ctx, async (tx) => {
      const before = await presentOne(tx, await riskCodeOf(tx, scope, id, true));
      if (await isRiskCodeReferenced(tx, id)) throw new AppError('IN_USE_DELETE');
      await deleteRiskCodeRow(tx, id);
      await recordEvent(tx, {
        entityType: 'risk_code',
        entityId: id,
        action: 'deleted',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('IN_USE_DELETE');
    throw error;
  }
}
