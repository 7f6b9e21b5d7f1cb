import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { sectionRiskCodes } from './agreements.tables.ts';

/**
 * True when a binding agreement section names the product code (directly or as a prerequisite). Section
 * risk codes store product code ids without a foreign key, so the products module asks here before it
 * deletes a product code (docs/decisions/070).
 */
export async function isProductCodeReferenced(
  db: Executor,
  companyId: number,
  productCodeId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sectionRiskCodes.id })
    .from(sectionRiskCodes)
    .where(
      and(
        eq(sectionRiskCodes.companyId, companyId),
        sql`(${productCodeId} = any(${sectionRiskCodes.productCodeIds}) or ${productCodeId} = any(${sectionRiskCodes.prerequisiteProductCodeIds}))`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
