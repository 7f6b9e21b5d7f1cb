import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CompanyType, riskListQuery, type RiskListQuery } from '@turbine/domain';
import type { Database } from '../../../platform/db/client.ts';
import { openDatabase } from '../../../platform/db/client.ts';
import { withDatabase } from '../../../../test/global-setup.ts';
import { listRiskPackageRows } from './risk-list.repository.ts';

/**
 * Decision 134: every list statement (page with its capped count, count of a page past the end, the
 * estimate) reads risk_packages through an index on a 100,000-row table — never a sequential scan. The
 * statements are the repository's own, captured and planned with EXPLAIN. Runs on PostgreSQL (the planner
 * that matters in production; TEST_DATABASE_URL or the local server) and is skipped only where none answers.
 */
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const reachable = await (async () => {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await probe.connect();
    await probe.query('select 1');
    return true;
  } catch (error) {
    console.warn(
      `PostgreSQL does not answer at ${url}: the plan test is skipped (${String(error)})`,
    );
    return false;
  } finally {
    await probe.end().catch(() => undefined);
  }
})();

const name = `turbine_plans_${process.pid}_${Date.now()}`;
// The agency holds a third of the table (a shared table holds many agencies), its insurer the same third.
const [UNDERWRITER, INSURER, OTHER_UNDERWRITER, OTHER_INSURER] = [1, 12, 13, 14];
const BROKERS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
let admin: pg.Client;
let sql: pg.Client;

beforeAll(async () => {
  if (!reachable) return;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 1 });
  await database.migrate();
  await database.close();
  sql = new pg.Client({ connectionString: withDatabase(url, name) });
  await sql.connect();
  // The migrated table's columns and every index, without its foreign keys, in a schema of its own that
  // the statements reach first; 100,000 rows of two agencies over ten brokers in one statement.
  await sql.query(`create schema plans;
    create table plans.risk_packages (like public.risk_packages including all);
    set search_path = plans, public;
    insert into plans.risk_packages (reference, broker_company_id, underwriter_company_id, insurer_company_id,
      product_package_id, insured, insured_name, time_zone, currency, status, transaction_type, inception_date,
      expiry_date, total_premium, broker_draft, updated_at)
    select 'BEN-' || lpad(g::text, 7, '0'), ${BROKERS[0]} + g % ${BROKERS.length},
      case when g % 3 = 0 then ${UNDERWRITER} else ${OTHER_UNDERWRITER} end,
      case when g % 3 = 0 then ${INSURER} else ${OTHER_INSURER} end, 1,
      '{}', (array['Harbour','Summit','Ledger','Coastal','Granite'])[1 + g % 5] || ' Logistics ' || g,
      'Australia/Sydney', 'aud', 1 + g % 7, 1 + g % 4, date '2025-01-01' + g % 365, date '2026-01-01' + g % 365,
      500 + g % 5000, g % 50 = 0, now() - g * interval '1 second'
    from generate_series(1, 100000) g;
    analyze plans.risk_packages;`);
  // The copies' indexes under the migration's names (LIKE names them after their columns).
  const { rows } = await sql.query<{ schemaname: string; indexname: string; def: string }>(
    `select schemaname, indexname, replace(indexdef, ' ' || indexname || ' ', ' ') as def from pg_indexes
     where tablename = 'risk_packages' and schemaname in ('public', 'plans')`,
  );
  const normal = (r: { schemaname: string; def: string }) =>
    r.def.replace(`${r.schemaname}.risk_packages`, 'risk_packages');
  for (const copy of rows.filter((r) => r.schemaname === 'plans')) {
    const original = rows.find((r) => r.schemaname === 'public' && normal(r) === normal(copy));
    if (original && original.indexname !== copy.indexname)
      await sql.query(`alter index plans."${copy.indexname}" rename to "${original.indexname}"`);
  }
}, 120_000);

afterAll(async () => {
  if (!reachable) return;
  await sql?.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** Every statement the repository sends for a query, each with its plan's nodes on risk_packages. */
async function plansOf(companyType: number, companyId: number, query: Partial<RiskListQuery>) {
  const sent: { text: string; values: unknown[] }[] = [];
  const capture = {
    queryRows: async (_name: string, text: string, values: unknown[]) => {
      sent.push({ text, values });
      if (text.startsWith('explain')) return [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': 5000 } }] }];
      // A full page whose capped count overflows: the estimate is asked too.
      return sent.length === 1 && (query.page ?? 1) === 1 ? [{ capped_total: 1001 }] : [];
    },
  } as unknown as Database;
  await listRiskPackageRows(capture, {
    companyId,
    companyType,
    userId: 1,
    query: riskListQuery.parse(query),
  });
  const plans = [];
  for (const s of sent) {
    const text = s.text.startsWith('explain') ? s.text : `explain (format json) ${s.text}`;
    const { rows } = await sql.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(text, s.values);
    const onTable = nodes(rows[0]!['QUERY PLAN'][0].Plan).filter(
      // Scans of the table, and a bitmap's index scans (they name their index only).
      (n) =>
        n['Relation Name'] === 'risk_packages' || n['Index Name']?.startsWith('risk_packages_'),
    );
    plans.push({ text: s.text, onTable });
  }
  return plans;
}

function expectIndexed(plans: Awaited<ReturnType<typeof plansOf>>, index?: RegExp) {
  expect(plans.length).toBeGreaterThan(0);
  for (const plan of plans) {
    expect(plan.onTable.length, plan.text).toBeGreaterThan(0);
    for (const node of plan.onTable)
      expect(node['Node Type'], `${plan.text}\n${JSON.stringify(plan.onTable)}`).not.toBe(
        'Seq Scan',
      );
  }
  if (index) {
    const used = plans[0]!.onTable.map((n) => n['Index Name'] ?? '').join(' ');
    expect(used, `${plans[0]!.text}\n${JSON.stringify(plans[0]!.onTable)}`).toMatch(index);
  }
}

const roles = [
  ['underwriter', CompanyType.Underwriter, UNDERWRITER],
  ['broker', CompanyType.Broker, BROKERS[3]!],
  ['insurer', CompanyType.Insurer, INSURER],
] as const;
const sortIndexes = {
  updatedAt: '', // (company, updated_at, id)
  reference: '_reference',
  insuredName: '_insured',
  inceptionDate: '_inception',
  status: '_status',
} as const;

describe.skipIf(!reachable)('risks list statements on 100,000 packages (decision 134)', () => {
  it('read each sort of each party role from its index, both ways, with the capped count and the estimate', async () => {
    for (const [role, type, id] of roles)
      for (const [sort, suffix] of Object.entries(sortIndexes))
        for (const direction of ['asc', 'desc'] as const) {
          const plans = await plansOf(type, id, {
            sort: sort as RiskListQuery['sort'],
            direction,
          });
          expect(plans).toHaveLength(2); // the page (with its capped count) and the estimate
          expectIndexed(plans, new RegExp(`risk_packages_${role}${suffix}_idx`));
        }
  }, 60_000);

  it('filter by status, page deep, and count a page past the end through the indexes', async () => {
    for (const [, type, id] of roles) {
      expectIndexed(await plansOf(type, id, { status: '3,5', sort: 'reference' }));
      expectIndexed(await plansOf(type, id, { page: 50, sort: 'insuredName', direction: 'asc' }));
      const past = await plansOf(type, id, { page: 40, status: '2' });
      expect(past).toHaveLength(2); // the empty page, then the capped count alone
      expectIndexed(past);
    }
  }, 60_000);

  it('search a reference or insured fragment through the trigram indexes', async () => {
    // Whether one search reads the trigram index or the company's own index depends on the planner's
    // statistics (a company with a third of the table may be cheaper to filter): never a table scan, and
    // the trigram indexes are what the planner reaches for across the roles.
    const used: string[] = [];
    for (const [, type, id] of roles) {
      for (const search of ['04242', 'BEN-00099', 'Harbour Logistics 4242']) {
        const plans = await plansOf(type, id, { search });
        expectIndexed(plans);
        used.push(...plans[0]!.onTable.map((n) => n['Index Name'] ?? ''));
      }
    }
    expect(used.join(' ')).toMatch(/_trgm_idx/);
  }, 60_000);
});
