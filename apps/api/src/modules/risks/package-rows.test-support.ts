import { and, asc, eq, inArray } from 'drizzle-orm';
import { ProductRole, TransactionStatus, TransactionType } from '@turbine/domain';
import type { TestServer } from '../../../test/harness.ts';
import { productVersions } from '../products/products.tables.ts';
import { riskPackageAssignments, riskPackages, risks, riskTransactions } from './risks.tables.ts';
import type { RiskWorld } from './risks.test-support.ts';

let sequence = 0;

/**
 * A risk package inserted straight into the tables, as the create action leaves it (Initiated main risk
 * and Cyber add-on, the broker admin and underwriter admin assigned), for tests of the collaboration
 * routes that must not depend on the create and action routes.
 */
export async function insertTestPackage(
  server: TestServer,
  world: RiskWorld,
  opts: {
    status?: number;
    withAddOn?: boolean;
    insurer?: boolean;
    /** The package's zone (Australia/Sydney unless given). */
    timeZone?: string;
    /** Every transaction's quote time (with status Quoted). */
    quotedAt?: Date;
  } = {},
) {
  const db = server.ctx.db;
  const versions = await db
    .select({ id: productVersions.id, productId: productVersions.productId })
    .from(productVersions)
    .where(
      and(
        inArray(productVersions.productId, [
          world.products.mainProductId,
          world.products.addOnProductId,
        ]),
        inArray(productVersions.status, ['live', 'locked']),
      ),
    )
    .orderBy(asc(productVersions.versionNumber));
  const versionOf = (productId: number) => versions.find((v) => v.productId === productId)!.id;
  const status = opts.status ?? TransactionStatus.Initiated;
  const n = ++sequence;
  const [pkg] = await db
    .insert(riskPackages)
    .values({
      reference: `MER-TEST-${process.pid}-${n}`,
      brokerCompanyId: world.broker.company.id,
      underwriterCompanyId: world.underwriter.company.id,
      insurerCompanyId: opts.insurer === false ? null : world.insurer.company.id,
      productPackageId: world.productPackageId,
      insured: {
        name: `Insured ${n} Pty Ltd`,
        email: null,
        phone: null,
        contactMethod: 1,
        registrationNumber: null,
        addressLine1: null,
        addressLine2: null,
        city: null,
        state: null,
        postcode: null,
        country: 'AU',
      },
      insuredName: `Insured ${n} Pty Ltd`,
      timeZone: opts.timeZone ?? 'Australia/Sydney',
      currency: 'aud',
      status,
      transactionType: TransactionType.NewBusiness,
      inceptionDate: '2030-01-01',
      expiryDate: '2031-01-01',
      assignedUnderwriterId: world.underwriter.admin.id,
      createdByUserId: world.broker.admin.id,
    })
    .returning();
  await db.insert(riskPackageAssignments).values([
    { riskPackageId: pkg!.id, userId: world.broker.admin.id },
    { riskPackageId: pkg!.id, userId: world.underwriter.admin.id },
  ]);
  const products = [
    { productId: world.products.mainProductId, role: ProductRole.Main },
    ...(opts.withAddOn
      ? [{ productId: world.products.addOnProductId, role: ProductRole.AddOn }]
      : []),
  ];
  const created: { riskId: number; transactionId: number }[] = [];
  for (const [i, p] of products.entries()) {
    const [risk] = await db
      .insert(risks)
      .values({
        riskPackageId: pkg!.id,
        productId: p.productId,
        productRole: p.role,
        productVersionId: versionOf(p.productId),
        sortOrder: i,
      })
      .returning();
    const [tx] = await db
      .insert(riskTransactions)
      .values({
        riskId: risk!.id,
        riskPackageId: pkg!.id,
        underwriterCompanyId: world.underwriter.company.id,
        brokerCompanyId: world.broker.company.id,
        insurerCompanyId: world.insurer.company.id,
        sequence: 1,
        type: TransactionType.NewBusiness,
        status,
        effectiveDate: '2030-01-01',
        inceptionDate: '2030-01-01',
        expiryDate: '2031-01-01',
        totalPremium: '1000.00',
        basePremium: '900.00',
        boundAt: status === TransactionStatus.Bound ? new Date() : null,
        quotedAt: opts.quotedAt ?? null,
      })
      .returning();
    created.push({ riskId: risk!.id, transactionId: tx!.id });
  }
  return {
    id: pkg!.id,
    reference: pkg!.reference,
    mainRiskId: created[0]!.riskId,
    mainTransactionId: created[0]!.transactionId,
    addOn: created[1] ?? null,
  };
}

/** The package row as stored (to assert that nothing changed). */
export async function storedPackage(server: TestServer, id: number) {
  const [row] = await server.ctx.db.select().from(riskPackages).where(eq(riskPackages.id, id));
  return row!;
}

/** A transaction row as stored. */
export async function storedTransaction(server: TestServer, id: number) {
  const [row] = await server.ctx.db
    .select()
    .from(riskTransactions)
    .where(eq(riskTransactions.id, id));
  return row!;
}
