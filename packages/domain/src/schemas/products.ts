import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { countries, ProductClass, ProductRole } from '../enums.ts';
import { optionalText, requiredText } from './common.ts';
import { referenceFormatProblem } from './reference-format.ts';

export * from './reference-format.ts';
export * from './product-versions.ts';
export * from './product-version-items.ts';

/** Messages of the products capability that the spec does not word (docs/decisions/060-products.md). */
export const ProductMessages = {
  mainProductMustBeMain: 'Choose a main product.',
  addOnMustBeAddOn: 'Only add-on products can be added here.',
  brokerNotFound: 'Choose broker companies only.',
  productNotFound: 'The product does not exist.',
  productCodeNotFound: 'The product code does not exist.',
  parentClassOnlyForAddOns: 'Only add-on products have a parent product class.',
  notSaved: 'A product version must be saved once before publishing.',
  alreadyLive: 'This version is already published.',
  notLive: 'This version is not published.',
  deleteOnlyDrafts: 'Only a draft version can be deleted; unpublish it first.',
  testCasesFailed: (names: string[]) =>
    `The version cannot be published because these test cases fail: ${names.join(', ')}.`,
  formulasInvalid: 'The version cannot be published because its formulas have errors.',
  underwriterOnly: 'Only underwriting companies have products.',
} as const;

const uniqueIds = (max: number) =>
  z
    .array(z.number().int().positive())
    .max(max, { error: Messages.maxItems(max) })
    .refine((ids) => new Set(ids).size === ids.length, { error: Messages.duplicateValues });

export const productTypes = ['wholesale', 'retail'] as const;
export const brokerAccessModes = ['all', 'whitelist', 'blacklist'] as const;

/** §5: static text and symbols, no spaces, known symbols only. */
/** A risk reference format is a short template (§9 symbols); references themselves stay short. */
const REFERENCE_FORMAT_MAX = 120;

export const referenceFormatSchema = z
  .string({ error: Messages.required })
  .trim()
  .max(REFERENCE_FORMAT_MAX, { error: Messages.maxLength(REFERENCE_FORMAT_MAX) })
  .superRefine((value, ctx) => {
    const problem = referenceFormatProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** §3 Product package as it is created and saved. */
export const productPackageBody = z.strictObject({
  name: requiredText(160),
  description: optionalText(2000),
  productType: z.enum(productTypes),
  riskReferenceFormat: referenceFormatSchema,
  targetCountry: z.enum(countries),
  promotionalImageFileVersionId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  mainProductId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  addOnProductIds: uniqueIds(50).default([]),
  brokerAccess: z.enum(brokerAccessModes).default('all'),
  brokerCompanyIds: uniqueIds(500).default([]),
});
export type ProductPackageBody = z.infer<typeof productPackageBody>;

export const referencePreviewBody = z.strictObject({ format: referenceFormatSchema });

export const productListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
});

export interface ProductPackageDto {
  id: number;
  name: string;
  description: string | null;
  productType: (typeof productTypes)[number];
  riskReferenceFormat: string;
  targetCountry: (typeof countries)[number];
  promotionalImageFileVersionId: number | null;
  mainProductId: number | null;
  addOnProductIds: number[];
  brokerAccess: (typeof brokerAccessModes)[number];
  brokerCompanyIds: number[];
  createdAt: number;
  updatedAt: number;
}

const productClassIds = Object.values(ProductClass);
const productClassSchema = z.union(productClassIds.map((id) => z.literal(id)));

/** §3 Product (the versioned settings live on its versions). */
export const productBody = z
  .strictObject({
    name: requiredText(160),
    description: optionalText(2000),
    productClass: productClassSchema.nullish().transform((v) => v ?? null),
    offeringType: z.union([z.literal(ProductRole.Main), z.literal(ProductRole.AddOn)]),
    parentProductClass: productClassSchema.nullish().transform((v) => v ?? null),
    productCodeIds: uniqueIds(100).default([]),
    /** The company's own sub-class of `productClass` (decision 211). */
    productSubClassId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((p, ctx) => {
    if (p.offeringType === ProductRole.Main && p.parentProductClass !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['parentProductClass'],
        message: ProductMessages.parentClassOnlyForAddOns,
      });
    }
  });
export type ProductBody = z.infer<typeof productBody>;

type ProductClassValue = (typeof ProductClass)[keyof typeof ProductClass];

export interface ProductDto {
  id: number;
  name: string;
  description: string | null;
  productClass: ProductClassValue | null;
  offeringType: (typeof ProductRole)[keyof typeof ProductRole];
  parentProductClass: ProductClassValue | null;
  productCodeIds: number[];
  productSubClassId: number | null;
  /** True once any version is used by a risk: the details above are then locked (§4). */
  inUse: boolean;
  versions: {
    id: number;
    versionNumber: number;
    status: 'draft' | 'live' | 'locked';
    inUse: boolean;
  }[];
  createdAt: number;
  updatedAt: number;
}

/** §3 Product code. */
export const productCodeBody = z.strictObject({
  code: requiredText(40),
  description: optionalText(255),
});
export type ProductCodeBody = z.infer<typeof productCodeBody>;

export interface ProductCodeDto {
  id: number;
  code: string;
  description: string | null;
}
