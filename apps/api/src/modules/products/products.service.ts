import {
  Messages,
  ProductMessages,
  type ListResponse,
  type ProductBody,
  type ProductDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import { existingProductCodeIds } from './product-codes.repository.ts';
import { checkProductSubClass } from './product-sub-classes.service.ts';
import { presentProduct } from './products.presenter.ts';
import { assertProductOwner } from './products.policy.ts';
import {
  deleteProductRow,
  findProduct,
  findProductByName,
  insertProduct,
  listProductRows,
  productCodeIdsOf,
  productInPackage,
  productInUse,
  updateProductRow,
  type ProductRow,
} from './products.repository.ts';
import { insertVersion, listVersionRows } from './versions.repository.ts';

const audit = (p: ProductRow, codeIds: number[]) => ({
  name: p.name,
  description: p.description,
  productClass: p.productClass,
  offeringType: p.offeringType,
  parentProductClass: p.parentProductClass,
  productSubClassId: p.productSubClassId,
  productCodeIds: codeIds,
});

async function presentOne(db: Executor, p: ProductRow): Promise<ProductDto> {
  const codes = await productCodeIdsOf(db, [p.id]);
  return presentProduct(p, codes.get(p.id) ?? [], await listVersionRows(db, [p.id]));
}

/** 404 unless the product belongs to the company. */
export async function productOf(
  db: Executor,
  scope: CompanyScope,
  id: number,
  lock = false,
): Promise<ProductRow> {
  const row = await findProduct(db, scope.id, id, lock);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function checkBody(
  db: Executor,
  scope: CompanyScope,
  body: ProductBody,
  selfId: number | null,
): Promise<void> {
  const same = await findProductByName(db, scope.id, body.name);
  if (same && same.id !== selfId) throw fieldError('name', Messages.nameInUse);
  const codes = await existingProductCodeIds(db, scope.id, body.productCodeIds);
  if (codes.length !== body.productCodeIds.length)
    throw fieldError('productCodeIds', ProductMessages.productCodeNotFound);
  await checkProductSubClass(db, scope.id, body);
}

async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'products_company_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

const columns = (b: ProductBody) => ({
  name: b.name,
  description: b.description,
  productClass: b.productClass,
  offeringType: b.offeringType,
  parentProductClass: b.parentProductClass,
  productSubClassId: b.productSubClassId,
});

/** Lists the company's products with their versions (GET /companies/{id}/products). */
export async function listProducts(
  ctx: AppContext,
  scope: CompanyScope,
  q: { page: number; perPage: number; search?: string },
): Promise<ListResponse<ProductDto>> {
  assertProductOwner(scope);
  const { rows, total } = await listProductRows(ctx.db, scope.id, q);
  const ids = rows.map((r) => r.id);
  const [codes, versions] = await Promise.all([
    productCodeIdsOf(ctx.db, ids),
    listVersionRows(ctx.db, ids),
  ]);
  const data = rows.map((p) =>
    presentProduct(
      p,
      codes.get(p.id) ?? [],
      versions.filter((v) => v.productId === p.id),
    ),
  );
  return { data, meta: { page: q.page, perPage: q.perPage, total } };
}

/** One product with its versions. */
export async function getProduct(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<ProductDto> {
  assertProductOwner(scope);
  return presentOne(ctx.db, await productOf(ctx.db, scope, id));
}

/** Creates a product and its first draft version with default settings. */
export async function createProduct(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  body: ProductBody,
): Promise<ProductDto> {
  assertProductOwner(scope);
  return guardName(() =>
    inTransaction(ctx, async (tx) => {
      await checkBody(tx, scope, body, null);
      const product = await insertProduct(
        tx,
        { companyId: scope.id, ...columns(body) },
        body.productCodeIds,
      );
      const version = await insertVersion(tx, {
        companyId: scope.id,
        productId: product.id,
        versionNumber: 1,
      });
      await recordEvent(tx, {
        entityType: 'product',
        entityId: product.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: audit(product, body.productCodeIds),
      });
      await recordEvent(tx, {
        entityType: 'product_version',
        entityId: version.id,
        action: 'created',
        actorUserId: actor.user.id,
        companyId: scope.id,
        after: { productId: product.id, versionNumber: 1 },
      });
      return presentOne(tx, product);
    }),
  );
}

/** Saves a product's details; §4 "Product details lock once linked to a risk". */
export async function updateProduct(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
  body: ProductBody,
): Promise<ProductDto> {
  assertProductOwner(scope);
  return guardName(() =>
    inTransaction(ctx, async (tx) => {
      const before = await productOf(tx, scope, id, true);
      if (await productInUse(tx, id)) throw new AppError('IN_USE_MODIFY');
      await checkBody(tx, scope, body, id);
      const beforeCodes = (await productCodeIdsOf(tx, [id])).get(id) ?? [];
      const product = await updateProductRow(tx, id, columns(body), body.productCodeIds);
      await recordEvent(tx, {
        entityType: 'product',
        entityId: id,
        action: 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: audit(before, beforeCodes),
        after: audit(product, body.productCodeIds),
      });
      return presentOne(tx, product);
    }),
  );
}

/** Deletes a product no risk or package uses (else 'Cannot delete this item because it is in use.'). */
export async function deleteProduct(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertProductOwner(scope);
  await inTransaction(ctx, async (tx) => {
    const before = await productOf(tx, scope, id, true);
    if ((await productInUse(tx, id)) || (await productInPackage(tx, id)))
      throw new AppError('IN_USE_DELETE');
    const codes = (await productCodeIdsOf(tx, [id])).get(id) ?? [];
    await deleteProductRow(tx, id);
    await recordEvent(tx, {
      entityType: 'product',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before: audit(before, codes),
    });
  });
}
