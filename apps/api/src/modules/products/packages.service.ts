import {
  Messages,
  ProductMessages,
  ProductRole,
  renderReference,
  type ListResponse,
  type ProductPackageBody,
  type ProductPackageDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor, CompanyScope } from '../../platform/http/guard.ts';
import {
  brokerCompanyIds,
  deletePackageRow,
  findPackage,
  findPackageByName,
  listPackageRows,
  packageLinks,
  writePackage,
  type PackageRow,
} from './packages.repository.ts';
import { epoch } from './products.presenter.ts';
import { assertProductOwner } from './products.policy.ts';
import { findProductsByIds } from './products.repository.ts';
import { todayIn } from './rating-version.ts';

function present(
  p: PackageRow,
  links: { addOns: number[]; brokers: number[] } | undefined,
): ProductPackageDto {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    productType: p.productType as ProductPackageDto['productType'],
    riskReferenceFormat: p.riskReferenceFormat,
    targetCountry: p.targetCountry as ProductPackageDto['targetCountry'],
    promotionalImageFileVersionId: p.promotionalImageFileVersionId,
    mainProductId: p.mainProductId,
    addOnProductIds: links?.addOns ?? [],
    brokerAccess: p.brokerAccess as ProductPackageDto['brokerAccess'],
    brokerCompanyIds: links?.brokers ?? [],
    createdAt: epoch(p.createdAt),
    updatedAt: epoch(p.updatedAt),
  };
}

async function presentOne(db: Executor, p: PackageRow): Promise<ProductPackageDto> {
  return present(p, (await packageLinks(db, [p.id])).get(p.id));
}

async function packageOf(db: Executor, scope: CompanyScope, id: number): Promise<PackageRow> {
  const row = await findPackage(db, scope.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** §3: the main product must be a main product of the company, add-ons its add-on products, brokers broker companies. */
async function checkBody(
  db: Executor,
  scope: CompanyScope,
  body: ProductPackageBody,
  selfId: number | null,
): Promise<void> {
  const same = await findPackageByName(db, scope.id, body.name);
  if (same && same.id !== selfId) throw fieldError('name', Messages.nameInUse);
  if (body.mainProductId !== null) {
    const [main] = await findProductsByIds(db, scope.id, [body.mainProductId]);
    if (!main) throw fieldError('mainProductId', ProductMessages.productNotFound);
    if (main.offeringType !== ProductRole.Main)
      throw fieldError('mainProductId', ProductMessages.mainProductMustBeMain);
  }
  const addOns = await findProductsByIds(db, scope.id, body.addOnProductIds);
  if (addOns.length !== body.addOnProductIds.length)
    throw fieldError('addOnProductIds', ProductMessages.productNotFound);
  if (addOns.some((p) => p.offeringType !== ProductRole.AddOn))
    throw fieldError('addOnProductIds', ProductMessages.addOnMustBeAddOn);
  const brokers = await brokerCompanyIds(db, body.brokerCompanyIds);
  if (brokers.length !== body.brokerCompanyIds.length)
    throw fieldError('brokerCompanyIds', ProductMessages.brokerNotFound);
}

// The promotional image is set only by its upload route (which checks the bytes and the company), so
// a file version id sent in the package body is ignored rather than trusted.
const columns = (scope: CompanyScope, b: ProductPackageBody) => ({
  companyId: scope.id,
  name: b.name,
  description: b.description,
  productType: b.productType,
  riskReferenceFormat: b.riskReferenceFormat,
  targetCountry: b.targetCountry,
  mainProductId: b.mainProductId,
  brokerAccess: b.brokerAccess,
});

/** Lists the company's product packages (GET /companies/{id}/product-packages). */
export async function listPackages(
  ctx: AppContext,
  scope: CompanyScope,
  q: { page: number; perPage: number; search?: string },
): Promise<ListResponse<ProductPackageDto>> {
  assertProductOwner(scope);
  const { rows, total } = await listPackageRows(ctx.db, scope.id, q);
  const links = await packageLinks(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => present(r, links.get(r.id))),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}

/** One product package. */
export async function getPackage(
  ctx: AppContext,
  scope: CompanyScope,
  id: number,
): Promise<ProductPackageDto> {
  assertProductOwner(scope);
  return presentOne(ctx.db, await packageOf(ctx.db, scope, id));
}

/** Creates (id null) or replaces a product package; with brokerAccess "all" the broker list is empty. */
export async function savePackage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number | null,
  body: ProductPackageBody,
): Promise<ProductPackageDto> {
  assertProductOwner(scope);
  try {
    return await inTransaction(ctx, async (tx) => {
      const before = id === null ? null : await presentOne(tx, await packageOf(tx, scope, id));
      await checkBody(tx, scope, body, id);
      const brokers = body.brokerAccess === 'all' ? [] : body.brokerCompanyIds;
      const row = await writePackage(tx, id, columns(scope, body), body.addOnProductIds, brokers);
      const after = await presentOne(tx, row);
      await recordEvent(tx, {
        entityType: 'product_package',
        entityId: row.id,
        action: id === null ? 'created' : 'updated',
        actorUserId: actor.user.id,
        companyId: scope.id,
        before: before ?? undefined,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'product_packages_company_name_unique'))
      throw fieldError('name', Messages.nameInUse);
    throw error;
  }
}

/** Deletes a product package. */
export async function deletePackage(
  ctx: AppContext,
  actor: Actor,
  scope: CompanyScope,
  id: number,
): Promise<void> {
  assertProductOwner(scope);
  await inTransaction(ctx, async (tx) => {
    const before = await presentOne(tx, await packageOf(tx, scope, id));
    await deletePackageRow(tx, id);
    await recordEvent(tx, {
      entityType: 'product_package',
      entityId: id,
      action: 'deleted',
      actorUserId: actor.user.id,
      companyId: scope.id,
      before,
    });
  });
}

/** A sample reference for a format (the designer's preview): id 123, insured 45, brokerage 6, today in Sydney. */
export function previewReference(
  scope: CompanyScope,
  format: string,
): {
  reference: string;
  sample: { id: number; insuredId: number; brokerageId: number; date: string };
} {
  assertProductOwner(scope);
  const sample = { id: 123, insuredId: 45, brokerageId: 6, date: todayIn('Australia/Sydney') };
  return { reference: renderReference(format, sample), sample };
}
