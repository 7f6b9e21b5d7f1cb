import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { requiredText } from './common.ts';
import { dataOf, namedRef } from './responses/shared.ts';

/** A company's own tags (§1, §2 Company Tags; ManageCompanyTags 18; decision 171). */

/** The colours a tag may take: the theme's palette names, so a chip reads the same in both schemes. */
export const tagColours = [
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'gray',
] as const;
export type TagColour = (typeof tagColours)[number];

export const companyTagBody = z.strictObject({
  name: requiredText(60),
  colour: z.enum(tagColours, { error: Messages.required }).default('blue'),
});
export type CompanyTagBody = z.input<typeof companyTagBody>;

export const companyTagOut = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.enum(tagColours),
  /** Risk packages and companies carrying the tag. */
  riskPackages: z.number().int(),
  companies: z.number().int(),
});
export type CompanyTagDto = z.infer<typeof companyTagOut>;
export const companyTagsResponse = dataOf(companyTagOut);

/** A tag as shown on what carries it (a chip). */
export const tagChip = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.enum(tagColours),
});
export type TagChipDto = z.infer<typeof tagChip>;
export const tagChipsResponse = dataOf(tagChip);

/** GET /companies/{companyId}/partner-companies: the companies it works with, optionally by tag. */
export const partnerCompaniesQuery = z.strictObject({
  tagId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
});
export const partnerCompanyOut = namedRef.extend({
  refCompanyTypeId: z.number().int(),
  tags: z.array(tagChip),
});
export type PartnerCompanyDto = z.infer<typeof partnerCompanyOut>;
export const partnerCompaniesResponse = dataOf(partnerCompanyOut);
