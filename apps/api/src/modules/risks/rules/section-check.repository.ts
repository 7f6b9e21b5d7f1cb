import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import {
  agreementPeriods,
  agreementSections,
  bindingAgreements,
  sectionRiskCodes,
} from '../../authority/agreements.tables.ts';
import { productProductCodes } from '../../products/products.tables.ts';

/** The binding agreement section that covers a risk, with the limits the risk is checked against (§3). */
export interface CoveringSection {
  agreementId: number;
  periodId: number;
  sectionId: number;
  sectionName: string;
  /** The agreement's managing insurer: the risk package's insurer company. */
  insurerCompanyId: number;
  /** The agreement's IANA zone. */
  timeZone: string;
  /** Money and percentages as decimal strings (null when the section does not set them). */
  minimumLimit: string;
  maximumLimit: string;
  maximumPremiumLimit: string | null;
  notifiablePremiumLimitPercentage: string | null;
}

/**
 * The section that covers a product for the underwriting company on an inception date: a binding agreement
 * of the company valid that day (validFrom ≤ inception ≤ validTo), its highest live or locked period (a
 * draft is not in force), and a section of it whose risk codes list one of the product's product codes.
 * Null when none does. When several agreements qualify, the one that started last wins (the renewed
 * binder), then the lowest ids, so the answer is stable.
 */
export async function findCoveringSection(
  db: Executor,
  q: { underwriterCompanyId: number; productId: number; inceptionDate: string },
): Promise<CoveringSection | null> {
  const inForce = inArray(agreementPeriods.status, ['live', 'locked']);
  const latestPeriod = sql`${agreementPeriods.version} = (
    select max(p2.version) from ${agreementPeriods} p2
    where p2.binding_agreement_id = ${agreementPeriods.bindingAgreementId} and p2.status in ('live', 'locked'))`;
  const productCodes = db
    .select({ id: productProductCodes.productCodeId })
    .from(productProductCodes)
    .where(eq(productProductCodes.productId, q.productId));
  const coversProduct = sql`exists (
    select 1 from ${sectionRiskCodes}
    where ${sectionRiskCodes.sectionId} = ${agreementSections.id}
      and ${sectionRiskCodes.productCodeIds} && array(${productCodes})::integer[])`;
  const [row] = await db
    .select({
      agreementId: bindingAgreements.id,
      periodId: agreementPeriods.id,
      sectionId: agreementSections.id,
      sectionName: agreementSections.name,
      insurerCompanyId: bindingAgreements.managingInsuranceCompanyId,
      timeZone: bindingAgreements.timezone,
      minimumLimit: agreementSections.minimumLimit,
      maximumLimit: agreementSections.maximumLimit,
      maximumPremiumLimit: agreementSections.maximumPremiumLimit,
      notifiablePremiumLimitPercentage: agreementSections.notifiablePremiumLimitPercentage,
    })
    .from(bindingAgreements)
    .innerJoin(agreementPeriods, eq(agreementPeriods.bindingAgreementId, bindingAgreements.id))
    .innerJoin(agreementSections, eq(agreementSections.periodId, agreementPeriods.id))
    .where(
      and(
        eq(bindingAgreements.companyId, q.underwriterCompanyId),
        lte(bindingAgreements.validFrom, q.inceptionDate),
        gte(bindingAgreements.validTo, q.inceptionDate),
        inForce,
        latestPeriod,
        coversProduct,
      ),
    )
    .orderBy(
      desc(bindingAgreements.validFrom),
      asc(bindingAgreements.id),
      asc(agreementSections.id),
    )
    .limit(1);
  return row ?? null;
}
