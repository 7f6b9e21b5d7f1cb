import { isProductCodeReferenced } from '../authority/index.ts';
import type { ListResponse, ProductCodeBody, ProductCodeDto } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertProductOwner } from './products.policy.ts';
import {
  deleteProductCodeRow,
  findProductCode,
  findProductCodeByCode,
  insertProductCode,
  listProductCodeRows,
  productCodeAssigned,
  updateProductCodeRow,
  type ProductCodeRow,
} from './product-codes.repository.ts';

const present = (r: ProductCodeRow): ProductCodeDto => ({
  id: r.id,
  code: r.code,
  description: r.description,
});
const audit = (r: ProductCodeRow) => ({ code: r.code, description: r.description });

async function codeOf(db: Executor, scope: CompanyScope, id: number): Promise<ProductCodeRow> {
  const row = await findProductCode(db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two saves of the same code at once: the unique index decides and both see the spec's message.
    if (isUniqueViolation(error, 'product_codes_company_code_unique'))
      throw new AppError('ALREADY_EXISTS', { errors: { code: ['This item already exists.'] } });
    throw error;
  }
}

async function assertCodeFree(
  db: Executor,
  scope: CompanyScope,
  code: string,
  selfId: number | null,
): Promise<void> {
  const same = await findProductCodeByCode(db, scope.id, code);
  if (same && same.id !== selfId)
    throw new AppError('ALREADY_EXISTS', { errors: { code: ['This item already exists.'] } });
}

/** Lists the company's product codes (GET /companies/{id}/product-codes). */
export async function listProductCodes(
  ctx: AppContext,
  scope: CompanyScope,
  q: { page: number; perPage: number; search?: string },
): Promise<ListResponse<ProductCodeDto>> {
  assertProductOwner(scope);
  const { rows, total } = await listProductCodeRows(ctx.db, scope.id, q);
  return { data: rows.map(present), meta: { page: q.page, perPage: q.perPage, total } };
}

/** One product code. */
export async function getProductCode(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<ProductCodeDto> {
  assertProductOwner(scope);
  return present(await codeOf(ctx.db, scope, id));
}

/** Creates a product code; codes are unique per company ignoring case ('This item already exists.'). */
export async function createProductCode(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: ProductCodeBody,
): Promise<ProductCodeDto> {
  assertProductOwner(scope);
  return guardUnique(() =>
    inTransaction(ctx, async (tx) => {
      await assertCodeFree(tx, scope, body.code, null);
      const row = await insertProductCode(tx, {
        companyId: scope.id,
        code: body.code,
        description: body.description,
      });
      await recordEvent(tx, {
        entityType: 'product_code',
        entityId: row.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: audit(row),
      });
      return present(row);
    }),
  );
}

/** Changes a product code's code and description. */
export async function updateProductCode(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: ProductCodeBody,
): Promise<ProductCodeDto> {
  assertProductOwner(scope);
  return guardUnique(() =>
    inTransaction(ctx, async (tx) => {
      const before = await codeOf(tx, scope, id);
      await assertCodeFree(tx, scope, body.code, id);
      const row = await updateProductCodeRow(tx, id, {
        code: body.code,
        description: body.description,
      });
      await recordEvent(tx, {
        entityType: 'product_code',
        entityId: id,
        action: 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: audit(before),
        after: audit(row),
      });
      return present(row);
    }),
  );
}

/** Deletes a product code no product carries (else 'Cannot delete this item because it is in use.'). */
export async function deleteProductCode(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertProductOwner(scope);
  await inTransaction(ctx, async (tx) => {
    const before = await codeOf(tx, scope, id);
    // In use by a product, or by a binding agreement section's risk codes (authority module).
    if ((await productCodeAssigned(tx, id)) || (await isProductCodeReferenced(tx, scope.id, id)))
      throw new AppError('IN_USE_DELETE');
    await deleteProductCodeRow(tx, id);
    await recordEvent(tx, {
      entityType: 'product_code',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: audit(before),
    });
  });
}
