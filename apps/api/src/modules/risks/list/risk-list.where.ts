import { CompanyType, type RiskListQuery } from '@turbine/domain';
import { hookedConditions, hookedValueConditions } from './risk-list-hooks.ts';

/**
 * The risks list's WHERE clause (decisions 092, 134): the acting company's party column, then one small
 * function per filter. A new filter is one more entry in `filters` (and its field in `riskListQuery`).
 */

export interface RiskListFilter {
  companyId: number;
  companyType: number;
  userId: number;
  query: RiskListQuery;
}

/**
 * The package column that names the acting company. A company takes part in a package in the role of its
 * type (a brokerage as its broker, the agency that owns the product package as its underwriting company,
 * the agreement's managing insurer as its insurer), so one column suffices and each has its
 * (company, sort key, id) indexes; a company of another type falls back to all three.
 */
export function partyCondition(companyType: number, alias: string, param: string): string {
  if (companyType === CompanyType.Broker) return `${alias}.broker_company_id = ${param}`;
  if (companyType === CompanyType.Underwriter) return `${alias}.underwriter_company_id = ${param}`;
  if (companyType === CompanyType.Insurer) return `${alias}.insurer_company_id = ${param}`;
  // A client company lists the policies it is the insured of (issue 19 item 3).
  if (companyType === CompanyType.Client) return `${alias}.insured_company_id = ${param}`;
  return `(${alias}.broker_company_id = ${param} or ${alias}.underwriter_company_id = ${param} or ${alias}.insurer_company_id = ${param})`;
}

/**
 * The packages of `risk_packages` the acting company sees: its party column, less a broker's drafts
 * (decision 134: new business never submitted is the broker's own), which only the broker sees.
 */
export function packageVisibility(companyType: number, alias: string, param: string): string {
  const party = partyCondition(companyType, alias, param);
  if (companyType === CompanyType.Broker) return party;
  return `${party} and not ${alias}.broker_draft`;
}

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export const containsPattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Adds a value to the statement and answers its placeholder (`$n`). */
type Param = (value: unknown) => string;
/** One filter: its condition on `p` (risk_packages), or null when the query does not ask for it. `$1` is the company. */
type FilterPart = (f: RiskListFilter, param: Param) => string | null;

// Substring search on reference and insured name: each side has a trigram GIN index (pg_trgm), so a
// fragment of 3+ characters is a bitmap of the matching rows rather than a scan of the company's rows.
const search: FilterPart = ({ query: q }, param) => {
  if (!q.search) return null;
  const pattern = param(containsPattern(q.search));
  return `(p.reference ilike ${pattern} or p.insured_name ilike ${pattern})`;
};

const status: FilterPart = ({ query: q }, param) =>
  q.status ? `p.status = any(${param(`{${q.status}}`)}::int[])` : null;

const transactionType: FilterPart = ({ query: q }, param) =>
  q.transactionType === undefined ? null : `p.transaction_type = ${param(q.transactionType)}`;

// Custom underwriting statuses are the underwriting company's workflow: a broker cannot filter by them.
const underwritingStatus: FilterPart = ({ query: q }, param) =>
  q.underwritingStatusId === undefined
    ? null
    : `p.underwriting_status_id = ${param(q.underwritingStatusId)} and not (p.broker_company_id = $1 and p.underwriter_company_id <> $1)`;

const assignedUnderwriter: FilterPart = (f, param) => {
  if (f.query.assignedUnderwriterId === undefined) return null;
  const condition = `p.assigned_underwriter_id = ${param(f.query.assignedUnderwriterId)}`;
  if (f.companyType === CompanyType.Underwriter || f.companyType === CompanyType.Insurer)
    return condition;
  // A broker must not learn through the filter whom the product hides from it (§6).
  return `${condition} and (p.broker_company_id <> $1 or p.underwriter_company_id = $1 or exists (select 1 from risks r join product_versions pv on pv.id = r.product_version_id where r.risk_package_id = p.id and r.product_role = 1 and not pv.hide_assigned_underwriter_from_brokers))`;
};

const brokerCompany: FilterPart = ({ query: q }, param) =>
  q.brokerCompanyId === undefined ? null : `p.broker_company_id = ${param(q.brokerCompanyId)}`;

const productPackage: FilterPart = ({ query: q }, param) =>
  q.productPackageId === undefined ? null : `p.product_package_id = ${param(q.productPackageId)}`;

// The package's main product's §3 class, or a sub-class of the acting agency's own (decision 211): another
// company's sub-class id lists nothing, as a product's sub-class is its owner's.
const mainProduct = (condition: string) =>
  `exists (select 1 from risks r join products pr on pr.id = r.product_id where r.risk_package_id = p.id and r.product_role = 1 and ${condition})`;
const productClass: FilterPart = ({ query: q }, param) =>
  q.productClass === undefined ? null : mainProduct(`pr.product_class = ${param(q.productClass)}`);
const productSubClass: FilterPart = ({ query: q }, param) =>
  q.productSubClassId === undefined
    ? null
    : mainProduct(`pr.product_sub_class_id = ${param(q.productSubClassId)} and pr.company_id = $1`);

// §4 referral "to the team": every underwriter of the package's underwriting company counts it as theirs.
const mine: FilterPart = (f, param) => {
  if (f.query.mine !== 'true') return null;
  const user = param(f.userId);
  return `(p.assigned_underwriter_id = ${user} or exists (select 1 from risk_package_assignments a where a.risk_package_id = p.id and a.user_id = ${user}) or (p.referred_to_team and p.underwriter_company_id = $1))`;
};

const filters: readonly FilterPart[] = [
  search,
  status,
  transactionType,
  underwritingStatus,
  assignedUnderwriter,
  brokerCompany,
  productPackage,
  productClass,
  productSubClass,
  mine,
];

/** The WHERE clause on `risk_packages p` and its values (`$1` the company), shared by the page and the count. */
export function whereOf(f: RiskListFilter): { text: string; values: unknown[] } {
  const values: unknown[] = [f.companyId];
  const param: Param = (v) => `$${values.push(v)}`;
  const parts = [packageVisibility(f.companyType, 'p', '$1')];
  for (const filter of filters) {
    const condition = filter(f, param);
    if (condition) parts.push(condition);
  }
  // Filters modules above risks contribute, e.g. claims' "has open claims" (decision 120).
  parts.push(...hookedConditions(f.query));
  // and valued ones, e.g. the acting company's tag (decision 171).
  parts.push(...hookedValueConditions(f.query, param));
  return { text: parts.join(' and '), values };
}
