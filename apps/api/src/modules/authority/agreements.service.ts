import {
  AuthorityMessages,
  CompanyType,
  type AuthorityListQuery,
  type BindingAgreementBody,
  type BindingAgreementDto,
  type ListResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { presentAgreement } from './agreements.presenter.ts';
import {
  deleteAgreementRow,
  findAgreement,
  findAgreementByReference,
  insertNextPeriod,
  listAgreementRows,
  listPeriodRows,
  saveAgreementRow,
  type AgreementWithInsurer,
} from './agreements.repository.ts';
import { assertUnderwriterCompany, assertVersionAllowed } from './authority.policy.ts';
import { companyTypeOf } from './lookups.repository.ts';

/** The agreement of the company, or 404 (another company's id reveals nothing). */
export async function agreementOf(
  db: Executor,
  scope: CompanyScope,
  id: number,
  lock = false,
): Promise<AgreementWithInsurer> {
  const row = await findAgreement(db, scope.id, id, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function presentOne(db: Executor, row: AgreementWithInsurer): Promise<BindingAgreementDto> {
  return presentAgreement(row, await listPeriodRows(db, [row.agreement.id]));
}

/** The managing insurance company must be an insurer (§1, §3); the reference is unique in the company. */
async function checkBody(
  db: Executor,
  scope: CompanyScope,
  body: BindingAgreementBody,
  currentId: number | null,
): Promise<void> {
  if ((await companyTypeOf(db, body.managingInsuranceCompanyId)) !== CompanyType.Insurer) {
    throw fieldError('managingInsuranceCompanyId', AuthorityMessages.notInsurer);
  }
  const same = await findAgreementByReference(db, scope.id, body.uniqueMarketReference);
  if (same && same.id !== currentId)
    throw fieldError('uniqueMarketReference', AuthorityMessages.marketReferenceInUse);
}

async function guardReference<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'binding_agreements_company_umr_unique'))
      throw fieldError('uniqueMarketReference', AuthorityMessages.marketReferenceInUse);
    throw error;
  }
}

const audit = ({ agreement: a }: AgreementWithInsurer) => ({
  name: a.name,
  managingInsuranceCompanyId: a.managingInsuranceCompanyId,
  currencyType: a.currencyType,
  timezone: a.timezone,
  uniqueMarketReference: a.uniqueMarketReference,
  agreementNumber: a.agreementNumber,
  validFrom: a.validFrom,
  validTo: a.validTo,
});

/** The company's binding agreements with their periods, a page at a time. */
export async function listAgreements(
  ctx: AppContext,
  scope: CompanyScope,
  q: AuthorityListQuery,
): Promise<ListResponse<BindingAgreementDto>> {
  const { rows, total } = await listAgreementRows(ctx.db, scope.id, q);
  const periods = await listPeriodRows(
    ctx.db,
    rows.map((r) => r.agreement.id),
  );
  return {
    data: rows.map((r) => presentAgreement(r, periods)),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

/** One binding agreement with its periods. */
export async function getAgreement(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<BindingAgreementDto> {
  return presentOne(ctx.db, await agreementOf(ctx.db, scope, id));
}

/** Creates a binding agreement and its first period, version 1, as a draft. */
export async function createAgreement(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: BindingAgreementBody,
): Promise<BindingAgreementDto> {
  assertUnderwriterCompany(scope);
  return guardReference(() =>
    inTransaction(ctx, async (tx) => {
      await checkBody(tx, scope, body, null);
      const row = await saveAgreementRow(tx, scope.id, null, body);
      const period = await insertNextPeriod(tx, scope.id, row.id, 1);
      const created = (await agreementOf(tx, scope, row.id))!;
      await recordEvent(tx, {
        entityType: 'binding_agreement',
        entityId: row.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: audit(created),
      });
      await recordEvent(tx, {
        entityType: 'agreement_period',
        entityId: period.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: { bindingAgreementId: row.id, version: 1 },
      });
      return presentOne(tx, created);
    }),
  );
}

/**
 * Updates an agreement's fields. Risks were rated in its currency and time zone, so those cannot change
 * once a risk uses one of its periods (docs/decisions/070).
 */
export async function updateAgreement(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: BindingAgreementBody,
): Promise<BindingAgreementDto> {
  assertUnderwriterCompany(scope);
  return guardReference(() =>
    inTransaction(ctx, async (tx) => {
      const before = await agreementOf(tx, scope, id, true);
      await checkBody(tx, scope, body, id);
      const changesRating =
        before.agreement.currencyType !== body.currencyType ||
        before.agreement.timezone !== body.timezone;
      if (
        changesRating &&
        (await listPeriodRows(tx, [id])).some((p) => p.inUse || p.status === 'locked')
      ) {
        throw new AppError('IN_USE_MODIFY', { message: AuthorityMessages.timezoneChangeLocked });
      }
      await saveAgreementRow(tx, scope.id, id, body);
      const after = await agreementOf(tx, scope, id);
      await recordEvent(tx, {
        entityType: 'binding_agreement',
        entityId: id,
        action: 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: audit(before),
        after: audit(after),
      });
      return presentOne(tx, after);
    }),
  );
}

/** Deletes an agreement whose periods are all deletable drafts (§4: a live or locked version stays). */
export async function deleteAgreement(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertUnderwriterCompany(scope);
  await inTransaction(ctx, async (tx) => {
    const before = await agreementOf(tx, scope, id, true);
    for (const p of await listPeriodRows(tx, [id])) assertVersionAllowed(p, 'delete');
    await deleteAgreementRow(tx, id);
    await recordEvent(tx, {
      entityType: 'binding_agreement',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: audit(before),
    });
  });
}
