import { z } from '../../zod-config.ts';
import { countries, currencyCodes, ProductClass, ProductRole } from '../../enums.ts';
import { taxClassNames } from '../../tax-classes.ts';
import {
  brokerAccessModes,
  productTypes,
  type ProductCodeDto,
  type ProductDto,
  type ProductPackageDto,
} from '../products.ts';
import type { ProductVersionDto } from '../product-versions.ts';
import {
  premiumFields,
  type DatasetBody,
  type ProductRuleBody,
  type PropertyFormulaBody,
  type TestCaseBody,
  type TestRunDto,
  type UnderwritingFormulaBody,
} from '../product-version-items.ts';
import { pageOf } from './platform.ts';
import {
  calendarDate,
  dataOf,
  decimalOut,
  epochSeconds,
  jsonObject,
  oneOf,
  type Agree,
} from './shared.ts';

/**
 * Response schemas of the products module (decision 158): packages, product codes, products, their versions
 * and what a version holds. A version item is answered as its body plus its id (the web's `…Dto` types in
 * `features/products/api/product-types.ts` are written that way; the `Agree` lines below check the same).
 */

const id = z.number().int();

/** §3 Product package. */
export const productPackageOut = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  productType: z.enum(productTypes),
  riskReferenceFormat: z.string(),
  targetCountry: z.enum(countries),
  promotionalImageFileVersionId: id.nullable(),
  mainProductId: id.nullable(),
  addOnProductIds: z.array(id),
  brokerAccess: z.enum(brokerAccessModes),
  brokerCompanyIds: z.array(id),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});
export const productPackagesResponse = pageOf(productPackageOut);
/** POST .../product-packages/reference-format/preview: a reference built from a sample. */
export const referenceFormatPreviewResponse = z.object({
  reference: z.string(),
  sample: z.object({ id, insuredId: id, brokerageId: id, date: calendarDate }),
});

/** §3 Product code. */
export const productCodeOut = z.object({
  id,
  code: z.string(),
  description: z.string().nullable(),
});
export const productCodesResponse = pageOf(productCodeOut);

export const productVersionStatusOut = z.enum(['draft', 'live', 'locked']);

/** §3 Product (its versioned settings live on its versions). */
export const productOut = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  productClass: oneOf(ProductClass).nullable(),
  offeringType: oneOf(ProductRole),
  parentProductClass: oneOf(ProductClass).nullable(),
  productCodeIds: z.array(id),
  productSubClassId: id.nullable(),
  inUse: z.boolean(),
  versions: z.array(
    z.object({
      id,
      versionNumber: z.number().int(),
      status: productVersionStatusOut,
      inUse: z.boolean(),
    }),
  ),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
});
export const productsResponse = pageOf(productOut);

const timeOfDay = z.string().regex(/^\d{2}:\d{2}$/);
/** A product version: its settings (the body of PUT) and its state. */
export const productVersionOut = z.object({
  id,
  productId: id,
  versionNumber: z.number().int(),
  status: productVersionStatusOut,
  savedOnce: z.boolean(),
  inUse: z.boolean(),
  publishedAt: epochSeconds.nullable(),
  createdAt: epochSeconds,
  updatedAt: epochSeconds,
  timezone: z.string(),
  bindTime: timeOfDay,
  expiryTimeMode: z.enum(['fixed', 'bindDeclaration']),
  expiryTime: timeOfDay.nullable(),
  futureInceptionDayLimit: z.number().int(),
  defaultTermMonths: z.number().int(),
  minTermMonths: z.number().int(),
  maxTermMonths: z.number().int(),
  maxBackdateDays: z.number().int(),
  maxDiscountPercent: decimalOut,
  authorityLevel: z.number().int(),
  minUnderwriterAuthorityLevel: z.number().int(),
  currency: z.enum(currencyCodes),
  autoAssignUnderwriterOnReferral: z.boolean(),
  hideAssignedUnderwriterFromBrokers: z.boolean(),
  ruleMessageVisibility: z.object({
    decline: z.boolean(),
    endorsement: z.boolean(),
    referral: z.boolean(),
  }),
  showQuoteSummaryPanel: z.boolean(),
  premium: z.object({
    basePremiumFormula: z.string().optional(),
    commissionPercent: decimalOut.optional(),
    fees: z.array(z.object({ name: z.string(), amount: decimalOut })),
    taxes: z.array(
      z.object({
        name: z.string(),
        ratePercent: decimalOut,
        base: z.enum(['gross', 'grossAndFees']),
      }),
    ),
    taxEngine: z
      .object({
        country: z.enum(countries),
        taxClass: z.enum(
          taxClassNames as [(typeof taxClassNames)[number], ...typeof taxClassNames],
        ),
        stateFormula: z.string().optional(),
        sumInsuredFormula: z.string().optional(),
        smallBusinessFormula: z.string().optional(),
        nswEslRatePercent: decimalOut.optional(),
        tasFireLevyRatePercent: decimalOut.optional(),
      })
      .optional(),
  }),
});
export const productVersionsResponse = dataOf(productVersionOut);

/** GET/PUT .../versions/{versionId}/form: the proposal form designer's output. */
export const proposalFormResponse = z.object({ schema: jsonObject, layout: jsonObject });

export const propertyFormulaOut = z.object({
  id,
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  dataType: z.enum(['currency', 'number', 'text', 'textarea']),
  formula: z.string(),
  kind: z.enum(['standard', 'otherCharge', 'discountCharge']),
  overridable: z.boolean(),
  required: z.boolean(),
  showOnPremiumSummary: z.boolean(),
  showOnQuoteSummary: z.boolean(),
  sortOrder: z.number().int(),
});
export const underwritingFormulaOut = z.object({
  id,
  name: z.string(),
  title: z.string().nullable(),
  /** The engine's step program (decision 010). */
  steps: z.array(z.unknown()),
  sortOrder: z.number().int(),
});
export const productRuleOut = z.object({
  id,
  name: z.string(),
  condition: z.string(),
  outcome: z.enum(['refer', 'decline', 'endorse']),
  message: z.string(),
  visibleToBroker: z.boolean(),
  endorsementId: id.nullable(),
  sortOrder: z.number().int(),
});

const datasetCell = z.union([z.string(), z.number(), z.null()]);
/** A version's dataset as listed: its shape, not its rows. */
export const datasetSummaryOut = z.object({
  id,
  name: z.string(),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
});
export const datasetOut = z.object({
  id,
  name: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(datasetCell)),
});

export const ratingContextOut = z.object({
  transactionType: z.enum(['newBusiness', 'adjustment', 'cancellation', 'renewal']),
  inceptionDate: calendarDate,
  expiryDate: calendarDate.optional(),
  effectiveDate: calendarDate.optional(),
  today: calendarDate.optional(),
  overrides: z.record(z.string(), z.string()).optional(),
  brokerCommissionPercent: decimalOut.optional(),
  administrationFee: decimalOut.optional(),
});
export const testCaseOut = z.object({
  id,
  name: z.string(),
  proposal: jsonObject,
  context: ratingContextOut,
  expected: z.object({
    premium: z.partialRecord(z.enum(premiumFields), decimalOut).optional(),
    formulas: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])).optional(),
    decision: z.enum(['quote', 'refer', 'decline']).optional(),
    rules: z.array(z.string()).optional(),
  }),
});

const diffValue = z.union([z.string(), z.boolean(), z.null(), z.array(z.string())]);
export const testRunOut = z.object({
  id,
  versionId: id,
  passed: z.boolean(),
  total: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      testCaseId: id,
      name: z.string(),
      passed: z.boolean(),
      error: z.string().nullable(),
      diff: z.array(
        z.object({
          field: z.string(),
          expected: diffValue,
          actual: diffValue,
          passed: z.boolean(),
        }),
      ),
    }),
  ),
  createdAt: epochSeconds,
  createdBy: id.nullable(),
});

export type ProductPackageAgrees = Agree<ProductPackageDto, z.infer<typeof productPackageOut>>;
export type ProductCodeAgrees = Agree<ProductCodeDto, z.infer<typeof productCodeOut>>;
export type ProductAgrees = Agree<ProductDto, z.infer<typeof productOut>>;
export type ProductVersionAgrees = Agree<ProductVersionDto, z.infer<typeof productVersionOut>>;
export type TestRunAgrees = Agree<TestRunDto, z.infer<typeof testRunOut>>;
// The web's version item types (features/products/api/product-types.ts) are the body plus the id.
export type PropertyFormulaAgrees = Agree<
  PropertyFormulaBody & { id: number; description: string | null },
  z.infer<typeof propertyFormulaOut>
>;
export type UnderwritingFormulaAgrees = Agree<
  UnderwritingFormulaBody & { id: number; title: string | null },
  z.infer<typeof underwritingFormulaOut>
>;
export type ProductRuleAgrees = Agree<
  ProductRuleBody & { id: number },
  z.infer<typeof productRuleOut>
>;
export type DatasetAgrees = Agree<DatasetBody & { id: number }, z.infer<typeof datasetOut>>;
export type TestCaseAgrees = Agree<TestCaseBody & { id: number }, z.infer<typeof testCaseOut>>;
