import { and, desc, eq, sql } from 'drizzle-orm';
import { ProductRole, TransactionStatus, type ImportStatus } from '@turbine/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { riskPackages, risks, riskTransactions } from '../risks/risks.tables.ts';
import { importedPolicies, policyImports, type PolicyImportRow } from './imports.tables.ts';
import type { PolicySummary } from './policy-sequence.ts';
import type { CheckedRow } from './row-check.ts';

export type PolicyImportWithUser = PolicyImportRow & { createdByName: string };

const withUser = {
  row: policyImports,
  createdByName: users.name,
};

export async function insertPolicyImport(
  db: Executor,
  values: typeof policyImports.$inferInsert,
): Promise<PolicyImportRow> {
  const [row] = await db.insert(policyImports).values(values).returning();
  return row!;
}

export async function findPolicyImport(
  db: Executor,
  companyId: number,
  id: number,
): Promise<PolicyImportWithUser | null> {
  const [found] = await db
    .select(withUser)
    .from(policyImports)
    .innerJoin(users, eq(users.id, policyImports.createdByUserId))
    .where(and(eq(policyImports.companyId, companyId), eq(policyImports.id, id)));
  return found ? { ...found.row, createdByName: found.createdByName } : null;
}

export async function listPolicyImports(
  db: Executor,
  companyId: number,
): Promise<PolicyImportWithUser[]> {
  const rows = await db
    .select(withUser)
    .from(policyImports)
    .innerJoin(users, eq(users.id, policyImports.createdByUserId))
    .where(eq(policyImports.companyId, companyId))
    .orderBy(desc(policyImports.id))
    .limit(20);
  return rows.map((r) => ({ ...r.row, createdByName: r.createdByName }));
}

/** The company's import of this mode under this Idempotency-Key, if any. */
export async function findByIdempotencyKey(
  db: Executor,
  companyId: number,
  mode: string,
  key: string,
): Promise<PolicyImportRow | null> {
  const [row] = await db
    .select()
    .from(policyImports)
    .where(
      and(
        eq(policyImports.companyId, companyId),
        eq(policyImports.mode, mode),
        eq(policyImports.idempotencyKey, key),
      ),
    );
  return row ?? null;
}

/** The company's completed import of a file with this checksum, if any. */
export async function findImportedChecksum(
  db: Executor,
  companyId: number,
  checksum: string,
): Promise<PolicyImportRow | null> {
  const [row] = await db
    .select()
    .from(policyImports)
    .where(
      and(
        eq(policyImports.companyId, companyId),
        eq(policyImports.checksum, checksum),
        eq(policyImports.status, 'imported'),
      ),
    );
  return row ?? null;
}

/** Moves an import from one of `from` to `status` with its figures; null when it was not in `from`. */
export async function updatePolicyImport(
  db: Executor,
  id: number,
  from: readonly ImportStatus[],
  set: Partial<typeof policyImports.$inferInsert> & { status: ImportStatus },
): Promise<PolicyImportRow | null> {
  const [row] = await db
    .update(policyImports)
    .set(set)
    .where(and(eq(policyImports.id, id), sql`${policyImports.status} in ${from}`))
    .returning();
  return row ?? null;
}

export async function setImportJob(db: Executor, id: number, jobRunId: number): Promise<void> {
  await db.update(policyImports).set({ jobRunId }).where(eq(policyImports.id, id));
}

/** What a write batch needs beyond its rows: who, where, each policy's final state, the ids so far. */
export interface WriteState {
  companyId: number;
  userId: number;
  importId: number;
  policies: Map<string, PolicySummary>;
  written: Map<string, { packageId: number; riskId: number; sequence: number }>;
}

/**
 * Writes one batch of checked rows into the platform's risk tables, in the caller's transaction: a package,
 * its main risk and the import mark for each policy's first row, and a bound transaction per row. Multi-row
 * inserts, at most ~30 parameters a row, so a batch of 1,000 stays far below PostgreSQL's 65,535.
 */
export async function writeBatch(tx: Tx, batch: CheckedRow[], s: WriteState): Promise<void> {
  const firsts = batch.filter(
    (r) => !s.written.has(r.key) && s.policies.get(r.key)?.firstRow === r.row,
  );
  if (firsts.length) {
    const packages = await tx
      .insert(riskPackages)
      .values(
        firsts.map((r) => {
          const p = s.policies.get(r.key)!;
          return {
            reference: r.reference,
            brokerCompanyId: r.brokerId,
            underwriterCompanyId: s.companyId,
            insurerCompanyId: r.agreement.insurerCompanyId,
            productPackageId: r.product.packageId!,
            insured: r.insured,
            insuredName: r.insured.name,
            timeZone: r.agreement.timezone,
            currency: r.agreement.currency,
            status: TransactionStatus.Bound,
            transactionType: p.lastType,
            inceptionDate: p.inceptionDate,
            expiryDate: p.expiryDate,
            totalPremium: p.totalPremium,
            boundAt: r.boundAt,
            createdByUserId: s.userId,
          };
        }),
      )
      .returning({ id: riskPackages.id });
    const riskRows = await tx
      .insert(risks)
      .values(
        firsts.map((r, i) => ({
          riskPackageId: packages[i]!.id,
          productId: r.product.id,
          productRole: ProductRole.Main,
          productVersionId: r.versionId,
          agreementPeriodId: r.agreement.periodId,
          agreementSectionId: r.sectionId,
          placed: true,
          cancelled: s.policies.get(r.key)!.cancelled,
        })),
      )
      .returning({ id: risks.id });
    firsts.forEach((r, i) =>
      s.written.set(r.key, { packageId: packages[i]!.id, riskId: riskRows[i]!.id, sequence: 0 }),
    );
    await tx.insert(importedPolicies).values(
      firsts.map((r, i) => ({
        riskPackageId: packages[i]!.id,
        importId: s.importId,
        sourceRow: r.row,
      })),
    );
  }
  await tx.insert(riskTransactions).values(
    batch.map((r) => {
      const w = s.written.get(r.key)!;
      w.sequence += 1;
      return {
        riskId: w.riskId,
        riskPackageId: w.packageId,
        underwriterCompanyId: s.companyId,
        brokerCompanyId: r.brokerId,
        insurerCompanyId: r.agreement.insurerCompanyId,
        sequence: w.sequence,
        type: r.type,
        status: TransactionStatus.Bound,
        effectiveDate: r.effectiveDate,
        inceptionDate: r.inceptionDate,
        expiryDate: r.expiryDate,
        reasonForCancellation: r.reasonForCancellation,
        proposal: r.proposal,
        basePremium: r.money.base_premium,
        grossPremium: r.money.gross_premium,
        netPremium: r.money.net_premium,
        totalPremium: r.money.total_premium,
        administrationFee: r.money.administration_fee,
        brokerCommission: r.money.broker_commission,
        limitOfIndemnity: r.money.limit_of_indemnity,
        deductible: r.money.deductible,
        overseasTaxIncurred: r.money.overseas_tax_incurred,
        premiumChange: r.money.premium_change,
        boundAt: r.boundAt,
        boundByUserId: s.userId,
        createdByUserId: s.userId,
      };
    }),
  );
}

/** The first policies an import wrote, by their source row. */
export async function firstImportedPolicies(
  db: Executor,
  importId: number,
  limit = 10,
): Promise<{ riskPackageId: number; reference: string }[]> {
  return db
    .select({ riskPackageId: importedPolicies.riskPackageId, reference: riskPackages.reference })
    .from(importedPolicies)
    .innerJoin(riskPackages, eq(riskPackages.id, importedPolicies.riskPackageId))
    .where(eq(importedPolicies.importId, importId))
    .orderBy(importedPolicies.sourceRow)
    .limit(limit);
}

/** How many policies of this import exist (the crash test's "zero rows of that file"). */
export async function countImportedPolicies(db: Executor, importId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(importedPolicies)
    .where(eq(importedPolicies.importId, importId));
  return row?.n ?? 0;
}
