import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { ProductClass } from '../enums.ts';
import { requiredText } from './common.ts';
import { dataOf, oneOf } from './responses/shared.ts';

/**
 * §3 ProductClass and §6 ManageProductClasses 14 (decision 211): the four classes stay, and an
 * underwriting agency adds its own sub-classes, each mapped to one of them. A product may pick a
 * sub-class of its class; the risks list and dashboard filters take a sub-class beside the classes.
 */

export const ProductSubClassMessages = {
  notFound: 'The product sub-class does not exist.',
  wrongClass: 'Choose a sub-class of the product class.',
} as const;

export const productClassIds = Object.values(ProductClass);
export type ProductClassId = (typeof ProductClass)[keyof typeof ProductClass];

export const productSubClassBody = z.strictObject({
  name: requiredText(80),
  productClass: z.union(
    productClassIds.map((id) => z.literal(id)),
    { error: Messages.required },
  ),
});
export type ProductSubClassBody = z.infer<typeof productSubClassBody>;

export const productSubClassOut = z.object({
  id: z.number().int(),
  name: z.string(),
  productClass: oneOf(ProductClass),
  /** Products of the company carrying the sub-class (a sub-class in use cannot be deleted). */
  products: z.number().int(),
});
export type ProductSubClassDto = z.infer<typeof productSubClassOut>;
export const productSubClassesResponse = dataOf(productSubClassOut);
