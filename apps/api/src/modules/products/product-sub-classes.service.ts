import {
  Messages,
  ProductSubClassMessages,
  type ProductSubClassBody,
  type ProductSubClassDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { assertProductOwner } from './products.policy.ts';
import {
  deleteProductSubClassRow,
  findProductSubClass,
  findProductSubClassByName,
  insertProductSubClass,
  listProductSubClassRows,
  productsWithSubClass,
  updateProductSubClassRow,
  type ProductSubClassRow,
} from './product-sub-classes.repository.ts';

const present = (r: ProductSubClassRow): ProductSubClassDto => ({
  id: r.id,
  name: r.name,
  // The column holds one of the four §3 classes (checked by productSubClassBody on the way in).
  productClass: r.productClass as ProductSubClassDto['productClass'],
  products: r.products,
});
const audit = (r: { name: string; productClass: number }) => ({
  name: r.name,
  productClass: r.productClass,
});

async function subClassOf(db: Executor, scope: CompanyScope, id: number) {
  const row = await findProductSubClass(db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function guardName<T>(
  db: Executor,
  scope: CompanyScope,
  name: string,
  selfId: number | null,
  work: () => Promise<T>,
): Promise<T> {
  const same = await findProductSubClassByName(db, scope.id, name);
  if (same && same.id !== selfId) throw fieldError('name', Messages.nameInUse);
  try {
    return await work();
  } catch (error) {
    // Two saves of one name at once: the unique index decides, both see the same message.
    if (isUniqueViolation(error, 'product_sub_classes_company_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/** The agency's sub-classes of the four §3 classes (GET /companies/{id}/product-sub-classes). */
export async function listProductSubClasses(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<{ data: ProductSubClassDto[] }> {
  assertProductOwner(scope);
  return { data: (await listProductSubClassRows(ctx.db, scope.id)).map(present) };
}

/** Adds a sub-class mapped to one of the four classes; names are unique per company in any case. */
export async function createProductSubClass(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: ProductSubClassBody,
): Promise<ProductSubClassDto> {
  assertProductOwner(scope);
  return inTransaction(ctx, (tx) =>
    guardName(tx, scope, body.name, null, async () => {
      const id = await insertProductSubClass(tx, { companyId: scope.id, ...body });
      await recordEvent(tx, {
        entityType: 'product_sub_class',
        entityId: id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: audit(body),
      });
      return present(await subClassOf(tx, scope, id));
    }),
  );
}

/**
 * Renames a sub-class, or maps it to another class while no product carries it: a product's sub-class
 * is always one of its own class (409 'Cannot modify this item because it is in use.' otherwise).
 */
export async function updateProductSubClass(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: ProductSubClassBody,
): Promise<ProductSubClassDto> {
  assertProductOwner(scope);
  return inTransaction(ctx, async (tx) => {
    const before = await subClassOf(tx, scope, id);
    if (before.productClass !== body.productClass && (await productsWithSubClass(tx, id)) > 0)
      throw new AppError('IN_USE_MODIFY');
    return guardName(tx, scope, body.name, id, async () => {
      await updateProductSubClassRow(tx, id, body);
      await recordEvent(tx, {
        entityType: 'product_sub_class',
        entityId: id,
        action: 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: audit(before),
        after: audit(body),
      });
      return present(await subClassOf(tx, scope, id));
    });
  });
}

/** Deletes a sub-class no product carries (else 'Cannot delete this item because it is in use.'). */
export async function deleteProductSubClass(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertProductOwner(scope);
  await inTransaction(ctx, async (tx) => {
    const before = await subClassOf(tx, scope, id);
    if ((await productsWithSubClass(tx, id)) > 0) throw new AppError('IN_USE_DELETE');
    await deleteProductSubClassRow(tx, id);
    await recordEvent(tx, {
      entityType: 'product_sub_class',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: audit(before),
    });
  });
}

/**
 * The product's sub-class check (decision 211): the company's own (422 'The product sub-class does not
 * exist.' otherwise, another company's included) and of the product's class.
 */
export async function checkProductSubClass(
  db: Executor,
  companyId: number,
  body: { productSubClassId: number | null; productClass: number | null },
): Promise<void> {
  if (body.productSubClassId === null) return;
  const row = await findProductSubClass(db, companyId, body.productSubClassId);
  if (!row) throw fieldError('productSubClassId', ProductSubClassMessages.notFound);
  if (row.productClass !== body.productClass)
    throw fieldError('productSubClassId', ProductSubClassMessages.wrongClass);
}
