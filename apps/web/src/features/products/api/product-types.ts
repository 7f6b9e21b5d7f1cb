import type {
  DatasetBody,
  ProductRuleBody,
  PropertyFormulaBody,
  TestCaseBody,
  UnderwritingFormulaBody,
} from '@turbine/domain';
import type { RatingResult } from '@turbine/rating';

/*
 * The API answers version items as their save body plus an id (products.presenter / *.service in
 * apps/api); packages/domain does not export these response types yet, so they are named here.
 */
export type PropertyFormulaDto = PropertyFormulaBody & { id: number; description: string | null };
export type UnderwritingFormulaDto = UnderwritingFormulaBody & { id: number; title: string | null };
export type ProductRuleDto = ProductRuleBody & { id: number };
export type DatasetSummaryDto = { id: number; name: string; columns: string[]; rowCount: number };
export type DatasetDto = DatasetBody & { id: number };
export type TestCaseDto = TestCaseBody & { id: number };
export type { RatingResult };

/** The version a child item belongs to (path `/companies/{id}/products/{pid}/versions/{vid}`). */
export interface VersionRef {
  companyId: number;
  productId: number;
  versionId: number;
}

export const versionUrl = ({ companyId, productId, versionId }: VersionRef): string =>
  `/companies/${companyId}/products/${productId}/versions/${versionId}`;

/** A company name from GET /company-names (broker pickers). */
export interface CompanyNameDto {
  id: number;
  name: string;
  handle: string | null;
  refCompanyTypeId: number;
}
