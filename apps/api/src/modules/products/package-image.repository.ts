import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { productPackages } from './products.tables.ts';

/** Points a company's package at a promotional image file version (null removes it); false when no such package. */
export async function setPackageImage(
  db: Executor,
  companyId: number,
  packageId: number,
  fileVersionId: number | null,
): Promise<boolean> {
  const rows = await db
    .update(productPackages)
    .set({ promotionalImageFileVersionId: fileVersionId, updatedAt: new Date() })
    .where(and(eq(productPackages.companyId, companyId), eq(productPackages.id, packageId)))
    .returning({ id: productPackages.id });
  return rows.length > 0;
}
