import { and, desc, eq, sql } from 'drizzle-orm';
import { ProductRole, TransactionStatus, type ImportStatus } from '@turbine/domain';
import type { Executor, Tx } from '../../platform/db/client.ts';
import { users } from '../identity/identity.tables.ts';
import { riskActivities } from '../risks/package-records.tables.ts';
import { riskPackages, risks, riskTransactions } from '../risks/risks.tables.ts';
import { importedPolicies, policyImports, type PolicyImportRow } from './imports.tables.ts';
import type { Policy } from './policy-sequence.ts';
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

/** Who writes and for which import; `note` is each policy's timeline entry ("Imported from … by …"). */
export interface WriteState {
  companyId: number;
  userId: number;
  importId: number;
  note: string;
}

/** One column of an `unnest` insert: the values as one array parameter, cast to the column's array type. */
const col = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Writes complete policies into the platform's risk tables, in the caller's transaction: a package (its
 * caches from the policy's last row), its main risk and the import mark per policy, and a bound transaction
 * per row, numbered in the policy's order. Nothing is remembered between batches (decision 155). Each table
 * is one `insert … select from unnest(array parameters)`: a statement of ~26 parameters whatever the batch
 * size, far from PostgreSQL's 65,535 and planned in microseconds (a 1,000-row VALUES list of 26,000
 * parameters took PostgreSQL ~1 s to plan on the loaded machine).
 */
export async function writePolicies(tx: Tx, policies: Policy[], s: WriteState): Promise<void> {
  const firsts = policies.map((x) => x.rows[0]!);
  const p = policies.map((x) => x.summary);
  const w: { packageId: number; riskId: number; seq: number }[] = [];
  {
    const packages = rowsOf<{ id: number; reference: string }>(
      await tx.execute(sql`insert into ${riskPackages} (reference, broker_company_id, underwriter_company_id,
        insurer_company_id, product_package_id, insured, insured_name, time_zone, currency, status,
        transaction_type, inception_date, expiry_date, total_premium, bound_at, created_by_user_id, imported_at)
      select *, now() from unnest(${col(
        firsts.map((r) => r.reference),
        'text',
      )}, ${col(
        firsts.map((r) => r.brokerId),
        'int',
      )},
        ${col(
          firsts.map(() => s.companyId),
          'int',
        )}, ${col(
          firsts.map((r) => r.agreement.insurerCompanyId),
          'int',
        )},
        ${col(
          firsts.map((r) => r.product.packageId),
          'int',
        )}, ${col(
          firsts.map((r) => JSON.stringify(r.insured)),
          'jsonb',
        )},
        ${col(
          firsts.map((r) => r.insured.name),
          'text',
        )}, ${col(
          firsts.map((r) => r.agreement.timezone),
          'text',
        )},
        ${col(
          firsts.map((r) => r.agreement.currency),
          'text',
        )}, ${col(
          firsts.map(() => TransactionStatus.Bound),
          'smallint',
        )},
        ${col(
          p.map((x) => x.lastType),
          'smallint',
        )}, ${col(
          p.map((x) => x.inceptionDate),
          'date',
        )},
        ${col(
          p.map((x) => x.expiryDate),
          'date',
        )}, ${col(
          p.map((x) => x.totalPremium),
          'numeric',
        )},
        ${col(
          firsts.map((r) => r.boundAt.toISOString()),
          'timestamptz',
        )}, ${col(
          firsts.map(() => s.userId),
          'int',
        )})
      returning id, reference`),
    );
    const packageOf = new Map(packages.map((x) => [x.reference.toLowerCase(), Number(x.id)]));
    const ids = firsts.map((r) => packageOf.get(r.key)!);
    const riskRows = rowsOf<{ id: number; risk_package_id: number }>(
      await tx.execute(sql`insert into ${risks} (risk_package_id, product_id, product_role, product_version_id,
        agreement_period_id, agreement_section_id, placed, cancelled)
      select * from unnest(${col(ids, 'int')}, ${col(
        firsts.map((r) => r.product.id),
        'int',
      )},
        ${col(
          firsts.map(() => ProductRole.Main),
          'smallint',
        )}, ${col(
          firsts.map((r) => r.versionId),
          'int',
        )},
        ${col(
          firsts.map((r) => r.agreement.periodId),
          'int',
        )}, ${col(
          firsts.map((r) => r.sectionId),
          'int',
        )},
        ${col(
          firsts.map(() => true),
          'boolean',
        )}, ${col(
          p.map((x) => x.cancelled),
          'boolean',
        )})
      returning id, risk_package_id`),
    );
    const riskOf = new Map(riskRows.map((x) => [Number(x.risk_package_id), Number(x.id)]));
    policies.forEach((policy, i) =>
      policy.rows.forEach((_, n) =>
        w.push({ packageId: ids[i]!, riskId: riskOf.get(ids[i]!)!, seq: n + 1 }),
      ),
    );
    await tx.execute(sql`insert into ${importedPolicies} (risk_package_id, import_id, source_row)
      select * from unnest(${col(ids, 'int')}, ${col(
        firsts.map(() => s.importId),
        'int',
      )}, ${col(
        firsts.map((r) => r.row),
        'int',
      )})`);
    // The timeline's first entry (decision 156), underwriting side only: the file name is the agency's own.
    const riskIds = ids.map((id) => riskOf.get(id)!);
    await tx.execute(sql`insert into ${riskActivities} (risk_package_id, risk_id, kind, actor_user_id,
        actor_company_id, visible_to_broker, body, data)
      select x.package_id, x.risk_id, 'update', ${s.userId}::int, ${s.companyId}::int, false, ${s.note}::text,
        jsonb_build_object('importId', ${s.importId}::int, 'sourceRow', x.source_row)
      from unnest(${col(ids, 'int')}, ${col(riskIds, 'int')}, ${col(
        firsts.map((r) => r.row),
        'int',
      )}) as x(package_id, risk_id, source_row)`);
  }
  const batch: CheckedRow[] = policies.flatMap((x) => x.rows);
  const m = (k: keyof CheckedRow['money']) =>
    col(
      batch.map((r) => r.money[k]),
      'numeric',
    );
  await tx.execute(sql`insert into ${riskTransactions} (risk_id, risk_package_id, underwriter_company_id,
      broker_company_id, insurer_company_id, sequence, type, status, effective_date, inception_date, expiry_date,
      reason_for_cancellation, proposal, base_premium, gross_premium, net_premium, total_premium,
      administration_fee, broker_commission, limit_of_indemnity, deductible, overseas_tax_incurred,
      premium_change, bound_at, bound_by_user_id, created_by_user_id)
    select * from unnest(${col(
      w.map((x) => x.riskId),
      'int',
    )}, ${col(
      w.map((x) => x.packageId),
      'int',
    )},
      ${col(
        batch.map(() => s.companyId),
        'int',
      )}, ${col(
        batch.map((r) => r.brokerId),
        'int',
      )},
      ${col(
        batch.map((r) => r.agreement.insurerCompanyId),
        'int',
      )}, ${col(
        w.map((x) => x.seq),
        'int',
      )},
      ${col(
        batch.map((r) => r.type),
        'smallint',
      )}, ${col(
        batch.map(() => TransactionStatus.Bound),
        'smallint',
      )},
      ${col(
        batch.map((r) => r.effectiveDate),
        'date',
      )}, ${col(
        batch.map((r) => r.inceptionDate),
        'date',
      )},
      ${col(
        batch.map((r) => r.expiryDate),
        'date',
      )}, ${col(
        batch.map((r) => r.reasonForCancellation),
        'text',
      )},
      ${col(
        batch.map((r) => JSON.stringify(r.proposal)),
        'jsonb',
      )}, ${m('base_premium')}, ${m('gross_premium')},
      ${m('net_premium')}, ${m('total_premium')}, ${m('administration_fee')}, ${m('broker_commission')},
      ${m('limit_of_indemnity')}, ${m('deductible')}, ${m('overseas_tax_incurred')}, ${m('premium_change')},
      ${col(
        batch.map((r) => r.boundAt.toISOString()),
        'timestamptz',
      )}, ${col(
        batch.map(() => s.userId),
        'int',
      )},
      ${col(
        batch.map(() => s.userId),
        'int',
      )})`);
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
