import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';

/** Moves a package's history `days` whole days back: its transactions' dates and times, and the package caches. */
export async function moveBack(db: Db, riskPackageId: number, days: number): Promise<void> {
  const shift = sql.raw(`interval '${days} days'`);
  await db.execute(sql`
    update risk_transactions set
      effective_date = effective_date - ${days}::int, inception_date = inception_date - ${days}::int, expiry_date = expiry_date - ${days}::int,
      bound_at = bound_at - ${shift}, quoted_at = quoted_at - ${shift}, rated_at = rated_at - ${shift},
      created_at = created_at - ${shift}, updated_at = updated_at - ${shift}
    where risk_package_id = ${riskPackageId}`);
  await db.execute(sql`
    update risk_packages set
      inception_date = inception_date - ${days}::int, expiry_date = expiry_date - ${days}::int,
      bound_at = bound_at - ${shift}, created_at = created_at - ${shift}, updated_at = updated_at - ${shift}
    where id = ${riskPackageId}`);
  await db.execute(
    sql`update risk_activities set created_at = created_at - ${shift} where risk_package_id = ${riskPackageId}`,
  );
}
