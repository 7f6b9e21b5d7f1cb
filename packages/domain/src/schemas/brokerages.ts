import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { emailSchema, optionalText, requiredText } from './common.ts';
import { handleSchema } from './companies.ts';
import { percentageSchema } from './authority.ts';

/** A brokerage's standing with an underwriting agency (decision 168). */
export const brokerageStatuses = ['active', 'suspended'] as const;
export type BrokerageStatus = (typeof brokerageStatuses)[number];

/**
 * Onboard a brokerage (POST /companies/{id}/brokerages): create it and invite its first admin (a §6
 * admin handover), or connect a brokerage that already exists on the platform.
 */
export const onboardBrokerageBody = z
  .strictObject({
    mode: z.enum(['create', 'connect']).default('create'),
    name: requiredText(160).optional(),
    handle: handleSchema.nullish().transform((v) => v || null),
    adminEmail: emailSchema.optional(),
    brokerCompanyId: z.number().int().positive().optional(),
  })
  .superRefine((b, ctx) => {
    const need = (field: 'name' | 'adminEmail' | 'brokerCompanyId') => {
      if (b[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: Messages.required });
    };
    if (b.mode === 'create') {
      need('name');
      need('adminEmail');
    } else need('brokerCompanyId');
  });
export type OnboardBrokerageBody = z.infer<typeof onboardBrokerageBody>;
export type OnboardBrokerageInput = z.input<typeof onboardBrokerageBody>;

/** Suspend or reinstate a brokerage, or set its commission override (PUT /companies/{id}/brokerages/{brokerId}). */
export const updateBrokerageBody = z.strictObject({
  status: z.enum(brokerageStatuses).optional(),
  reason: optionalText(500),
  commissionPercent: percentageSchema.nullable().optional(),
});
export type UpdateBrokerageBody = z.infer<typeof updateBrokerageBody>;
export type UpdateBrokerageInput = z.input<typeof updateBrokerageBody>;

export const brokerageParams = z.strictObject({
  companyId: z.coerce.number().int().positive(),
  brokerId: z.coerce.number().int().positive(),
});

export const brokerageListQuery = z.strictObject({
  search: z.string().trim().max(160).optional(),
  status: z.enum(brokerageStatuses).optional(),
});

const moneyString = z.string().describe('Decimal string, 2 places');

/** One brokerage as its agency sees it on the Brokerages screen. */
export const brokerageDto = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string().nullable(),
  isActive: z.boolean(),
  hasAdmin: z.boolean(),
  /** True when this agency created the brokerage (onboarded it), false when it connected an existing one. */
  onboardedByAgency: z.boolean(),
  status: z.enum(brokerageStatuses),
  statusReason: z.string().nullable(),
  commissionPercent: z.string().nullable(),
  userCount: z.number().int(),
  connectedAt: z.number().int(),
});
export type BrokerageDto = z.infer<typeof brokerageDto>;

export const brokerageListResponse = z.object({ data: z.array(brokerageDto) });

/** A brokerage's book with one agency: bound gross premium and quotes still open. */
export const brokerageBookDto = z.object({
  brokerCompanyId: z.number().int(),
  boundPremium: moneyString,
  boundPolicies: z.number().int(),
  openQuotes: z.number().int(),
});
export type BrokerageBookDto = z.infer<typeof brokerageBookDto>;
export const brokerageBookResponse = z.object({ data: z.array(brokerageBookDto) });

/** One member of a brokerage, as its agency sees it (authorised users). */
export const brokerageUserDto = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roleName: z.string(),
});
export type BrokerageUserDto = z.infer<typeof brokerageUserDto>;
export const brokerageUsersResponse = z.object({ data: z.array(brokerageUserDto) });

/** One of the agency's packages and whether this brokerage may sell it (Broker Management). */
export const brokeragePackageDto = z.object({
  id: z.number().int(),
  name: z.string(),
  brokerAccess: z.enum(['all', 'whitelist', 'blacklist']),
  allowed: z.boolean(),
});
export type BrokeragePackageDto = z.infer<typeof brokeragePackageDto>;
export const brokeragePackagesResponse = z.object({ data: z.array(brokeragePackageDto) });

export const brokeragePackageParams = brokerageParams.extend({
  packageId: z.coerce.number().int().positive(),
});
export const brokeragePackageBody = z.strictObject({ allowed: z.boolean() });

/** Merge a duplicate client into this one (POST /companies/{brokerId}/clients/{clientId}/merge, decision 169). */
export const mergeClientBody = z.strictObject({
  duplicateCompanyId: z.number({ error: Messages.required }).int().positive(),
});
export type MergeClientBody = z.infer<typeof mergeClientBody>;

export const clientMergeParams = z.strictObject({
  companyId: z.coerce.number().int().positive(),
  clientId: z.coerce.number().int().positive(),
});

/** What a client merge moved: users, invitations revoked, policies (risk packages), folders and files. */
export const clientMergeDto = z.object({
  keptCompanyId: z.number().int(),
  duplicateCompanyId: z.number().int(),
  moved: z.record(z.string(), z.number().int()),
});
export type ClientMergeDto = z.infer<typeof clientMergeDto>;
