import type pg from 'pg';

/** Words of the generated insured names ("Harbour Logistics 4242"), so a search fragment is a realistic one. */
export const nameFirst = [
  'Harbour',
  'Summit',
  'Ledger',
  'Coastal',
  'Granite',
  'Willow',
  'Meridian',
  'Banksia',
  'Ironbark',
  'Southern',
  'Redgum',
  'Pioneer',
  'Outback',
  'Jacaranda',
  'Riverside',
  'Kestrel',
  'Bluewater',
  'Eastgate',
  'Northstar',
  'Copperleaf',
  'Silverton',
  'Wattle',
  'Tasman',
];
export const nameSecond = [
  'Logistics',
  'Consulting',
  'Engineering',
  'Architects',
  'Accounting',
  'Dental',
  'Legal',
  'Builders',
  'Surveyors',
  'Advisory',
  'Medical',
  'Design',
  'Holdings',
  'Traders',
  'Freight',
  'Analytics',
  'Plumbing',
  'Electrical',
  'Partners',
];

export interface GeneratedIds {
  underwriter: number;
  insurer: number;
  brokers: number[];
  productPackage: number;
  mainProduct: number;
  mainVersion: number;
  underwriterUser: number;
}

/**
 * `count` risk packages of one underwriting agency over its brokers, each with its main risk and a bound
 * new-business transaction, in three set-based statements (generate_series), then VACUUM ANALYZE (what
 * autovacuum does to a settled table). References `BEN-0000001`…; insured names "<word> <word> <n>".
 */
export async function generateRiskPackages(sql: pg.Client, ids: GeneratedIds, count: number) {
  await sql.query(
    `insert into risk_packages (reference, broker_company_id, underwriter_company_id, insurer_company_id, product_package_id, insured, insured_name,
       time_zone, currency, status, transaction_type, inception_date, expiry_date, total_premium, bound_at, assigned_underwriter_id, referred_to_team, created_at, updated_at)
     select 'BEN-' || lpad(g::text, 7, '0'), ($1::int[])[1 + g % $2], $3, $4, $5, jsonb_build_object('name', n.name), n.name,
       'Australia/Sydney', 'aud', 1 + g % 7, 1 + g % 4, date '2025-01-01' + g % 365, date '2026-01-01' + g % 365, (500 + g % 5000)::numeric(18,2),
       case when g % 7 = 6 then timestamptz '2026-01-01 00:00:00+00' + g * interval '4 minutes' end,
       case when g % 3 = 0 then $6::int end, g % 11 = 0, now() - g * interval '1 minute', now() - g * interval '1 second'
     from generate_series(1, $7::int) g
     cross join lateral (select ($8::text[])[1 + g % $9] || ' ' || ($10::text[])[1 + (g / $9) % $11] || ' ' || g as name) n`,
    [
      `{${ids.brokers.join(',')}}`,
      ids.brokers.length,
      ids.underwriter,
      ids.insurer,
      ids.productPackage,
      ids.underwriterUser,
      count,
      nameFirst,
      nameFirst.length,
      nameSecond,
      nameSecond.length,
    ],
  );
  await sql.query(
    `insert into risks (risk_package_id, product_id, product_role, product_version_id, placed) select id, $1, 1, $2, true from risk_packages`,
    [ids.mainProduct, ids.mainVersion],
  );
  // Every package's new business bound once, spread over 2026: the report's transactions.
  await sql.query(
    `insert into risk_transactions (risk_id, risk_package_id, underwriter_company_id, broker_company_id, insurer_company_id, sequence, type, status,
       effective_date, inception_date, expiry_date, base_premium, gross_premium, net_premium, total_premium, administration_fee, broker_commission,
       limit_of_indemnity, deductible, bound_at)
     select r.id, p.id, p.underwriter_company_id, p.broker_company_id, p.insurer_company_id, 1, 1, 7, p.inception_date, p.inception_date, p.expiry_date,
       p.total_premium - 100, p.total_premium, p.total_premium - 50, p.total_premium, 25.00, round(p.total_premium * 0.1, 2), 1000000.00, 5000.00,
       timestamptz '2026-01-01 00:00:00+00' + p.id * interval '5 minutes'
     from risk_packages p join risks r on r.risk_package_id = p.id`,
  );
  await sql.query('vacuum analyze risk_packages, risks, risk_transactions');
}
