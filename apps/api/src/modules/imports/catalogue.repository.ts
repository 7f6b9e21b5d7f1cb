import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CompanyType, ProductRole } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { companies } from '../companies/companies.tables.ts';
import {
  productPackageBrokers,
  productPackages,
  products,
  productVersions,
} from '../products/products.tables.ts';
import {
  agreementPeriods,
  agreementSections,
  bindingAgreements,
  sectionRiskCodes,
} from '../authority/agreements.tables.ts';
import { riskCodes } from '../authority/reference.tables.ts';
import { riskPackages } from '../risks/risks.tables.ts';

export interface BrokerRow {
  id: number;
  name: string;
}

export interface ProductEntry {
  id: number;
  name: string;
  packageId: number | null;
  brokerAccess: string;
  /** The package's whitelist or blacklist. */
  listedBrokers: Set<number>;
  /** version number → version. */
  versions: Map<number, { id: number; timezone: string; currency: string; fields: Set<string> }>;
}

export interface AgreementEntry {
  id: number;
  name: string;
  umr: string;
  timezone: string;
  currency: string;
  insurerCompanyId: number;
  validFrom: string;
  validTo: string;
  periodId: number | null;
  /** lower(section name) → section id and lower(risk code)s of the section. */
  sections: Map<string, { id: number; riskCodes: Set<string> }>;
  /** lower case → as written, for the template's example. */
  sectionNames: Map<string, string>;
  riskCodeNames: Map<string, string>;
}

/** Every active broker company (the import names brokers by name or id). */
export async function activeBrokers(db: Executor): Promise<BrokerRow[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.refCompanyTypeId, CompanyType.Broker), eq(companies.isActive, true)));
}

/** The company's main products with their published versions and the package each is the main product of. */
export async function companyProducts(db: Executor, companyId: number): Promise<ProductEntry[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      offeringType: products.offeringType,
      packageId: productPackages.id,
      brokerAccess: productPackages.brokerAccess,
    })
    .from(products)
    .leftJoin(productPackages, eq(productPackages.mainProductId, products.id))
    .where(eq(products.companyId, companyId));
  const versions = await db
    .select({
      id: productVersions.id,
      productId: productVersions.productId,
      number: productVersions.versionNumber,
      timezone: productVersions.timezone,
      currency: productVersions.currency,
      formSchema: productVersions.formSchema,
    })
    .from(productVersions)
    .where(and(eq(productVersions.companyId, companyId), ne(productVersions.status, 'draft')));
  const packageIds = rows.flatMap((r) => (r.packageId ? [r.packageId] : []));
  const listed = packageIds.length
    ? await db
        .select()
        .from(productPackageBrokers)
        .where(inArray(productPackageBrokers.packageId, packageIds))
    : [];
  const byId = new Map<number, ProductEntry>();
  for (const r of rows) {
    if (r.offeringType !== ProductRole.Main) continue;
    // A product that is the main product of several packages: the first package (lowest id) is used.
    if (byId.has(r.id) && (byId.get(r.id)!.packageId ?? Infinity) < (r.packageId ?? Infinity))
      continue;
    byId.set(r.id, {
      id: r.id,
      name: r.name,
      packageId: r.packageId,
      brokerAccess: r.brokerAccess ?? 'all',
      listedBrokers: new Set(
        listed.filter((l) => l.packageId === r.packageId).map((l) => l.brokerCompanyId),
      ),
      versions: byId.get(r.id)?.versions ?? new Map(),
    });
  }
  for (const v of versions) {
    const schema = v.formSchema as { properties?: Record<string, unknown> };
    byId.get(v.productId)?.versions.set(v.number, {
      id: v.id,
      timezone: v.timezone,
      currency: v.currency,
      fields: new Set(Object.keys(schema.properties ?? {})),
    });
  }
  return [...byId.values()];
}

/** The company's binding agreements, each with its latest published period's sections and their risk codes. */
export async function companyAgreements(
  db: Executor,
  companyId: number,
): Promise<AgreementEntry[]> {
  const agreements = await db
    .select()
    .from(bindingAgreements)
    .where(eq(bindingAgreements.companyId, companyId));
  const periods = await db
    .select({
      id: agreementPeriods.id,
      agreementId: agreementPeriods.bindingAgreementId,
      version: agreementPeriods.version,
    })
    .from(agreementPeriods)
    .where(and(eq(agreementPeriods.companyId, companyId), ne(agreementPeriods.status, 'draft')));
  const sections = await db
    .select({
      id: agreementSections.id,
      periodId: agreementSections.periodId,
      name: agreementSections.name,
    })
    .from(agreementSections)
    .where(eq(agreementSections.companyId, companyId));
  const codes = await db
    .select({ sectionId: sectionRiskCodes.sectionId, code: riskCodes.code })
    .from(sectionRiskCodes)
    .innerJoin(riskCodes, eq(riskCodes.id, sectionRiskCodes.riskCodeId))
    .where(eq(sectionRiskCodes.companyId, companyId));
  return agreements.map((a) => {
    const latest = periods
      .filter((p) => p.agreementId === a.id)
      .sort((x, y) => y.version - x.version)[0];
    const map = new Map<string, { id: number; riskCodes: Set<string> }>();
    const sectionNames = new Map<string, string>();
    const riskCodeNames = new Map(codes.map((c) => [c.code.toLowerCase(), c.code]));
    for (const s of sections.filter((s) => latest && s.periodId === latest.id))
      sectionNames.set(s.name.toLowerCase(), s.name);
    for (const s of sections.filter((s) => latest && s.periodId === latest.id))
      map.set(s.name.toLowerCase(), {
        id: s.id,
        riskCodes: new Set(
          codes.filter((c) => c.sectionId === s.id).map((c) => c.code.toLowerCase()),
        ),
      });
    return {
      id: a.id,
      name: a.name,
      umr: a.uniqueMarketReference,
      timezone: a.timezone,
      currency: a.currencyType,
      insurerCompanyId: a.managingInsuranceCompanyId,
      validFrom: a.validFrom,
      validTo: a.validTo,
      periodId: latest?.id ?? null,
      sections: map,
      sectionNames,
      riskCodeNames,
    };
  });
}

/** Which of these references (lower case) the company already holds. */
export async function existingReferences(
  db: Executor,
  companyId: number,
  references: string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .select({ ref: sql<string>`lower(${riskPackages.reference})` })
    .from(riskPackages)
    .where(
      and(
        eq(riskPackages.underwriterCompanyId, companyId),
        sql`lower(${riskPackages.reference}) = any(${sql.param(references)}::text[])`,
      ),
    );
  return new Set(rows.map((r) => r.ref));
}
