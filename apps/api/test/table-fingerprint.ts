import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client.ts';

/**
 * Tables a refused request may still touch by design: the caller's session (last activity), rate limits
 * and idempotency records. Everything else must be exactly as before.
 */
const volatile = new Set(['sessions', 'rate_limits', 'idempotency_keys']);
/**
 * Columns a refused request may touch: the user's last activity is written with the session's (once a
 * minute at most), so a long walk that crosses a minute would otherwise see `users` change.
 */
const volatileColumns: Record<string, string> = { users: 'last_activity_at' };

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

let tableQuery: ReturnType<typeof sql> | null = null;

/**
 * A fingerprint of every table of the public schema (row count and an md5 of its rows in a stable
 * order), so a test can prove that a refused request wrote nothing anywhere: no insert, update or delete.
 */
export async function tableFingerprint(db: Db): Promise<Record<string, string>> {
  if (!tableQuery) {
    const tables = rowsOf(
      await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      ),
    )
      .map((r) => String(r.table_name))
      .filter((t) => !volatile.has(t));
    tableQuery = sql.join(
      tables.map((t) => {
        const row = volatileColumns[t]
          ? sql`(to_jsonb(x) - ${volatileColumns[t]})::text`
          : sql`x::text`;
        return sql`select ${t}::text as t, count(*)::text || ':' || coalesce(md5(string_agg(${row}, ',' order by ${row})), '') as f from ${sql.identifier(t)} x`;
      }),
      sql` union all `,
    );
  }
  const result: Record<string, string> = {};
  for (const row of rowsOf(await db.execute(tableQuery))) result[String(row.t)] = String(row.f);
  return result;
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys(after).filter((t) => before[t] !== after[t]);
}
