import { z } from '../zod-config.ts';
import { Messages } from '../messages.ts';
import { CompanyType } from '../enums.ts';
import { emailSchema, optionalText, requiredText } from './common.ts';
import { creatableCompanyTypes, handleSchema } from './companies.ts';

/**
 * The operator creates a company of any type (POST /system/companies, decision 136), optionally on
 * behalf of another company, and invites its first administrator (a §6 admin handover).
 */
export const operatorCreateCompanyBody = z.strictObject({
  name: requiredText(160),
  refCompanyTypeId: z.union(creatableCompanyTypes.map((t) => z.literal(t))),
  handle: handleSchema.nullish().transform((v) => v || null),
  createdByCompanyId: z.number().int().positive().nullish(),
  adminEmail: emailSchema,
  expiresInDays: z
    .number()
    .int()
    .min(1, { error: Messages.min(1) })
    .max(30, { error: Messages.max(30) })
    .default(7),
});
export type OperatorCreateCompanyBody = z.infer<typeof operatorCreateCompanyBody>;

/** Activate or deactivate a company (PUT /system/companies/{id}/status). */
export const companyStatusBody = z.strictObject({
  isActive: z.boolean(),
  reason: optionalText(500),
});
export type CompanyStatusBody = z.infer<typeof companyStatusBody>;

/** Open a company in support mode (POST /system/companies/{id}/support); `acting` lets the support user change things. */
export const startSupportBody = z.strictObject({
  reason: requiredText(500),
  acting: z.boolean().default(false),
});
export type StartSupportBody = z.infer<typeof startSupportBody>;

export const supportModeBody = z.strictObject({ acting: z.boolean() });

/** One support visit as the operator and the supported company see it. */
export interface SupportSessionDto {
  id: number;
  companyId: number;
  supportUser: { id: number; name: string };
  reason: string;
  acting: boolean;
  startedAt: number;
  endedAt: number | null;
  actions: SupportActionDto[];
}

/** One write a support user made while acting for a company. */
export interface SupportActionDto {
  id: number;
  method: string;
  route: string;
  at: number;
}

export const supportSessionListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

/** Filter values of the operator's Companies screen. */
export const systemCompanyTypes = [...creatableCompanyTypes, CompanyType.System] as const;
