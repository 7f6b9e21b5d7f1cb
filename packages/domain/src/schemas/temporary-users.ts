import { z } from '../zod-config.ts';
import { emailSchema, requiredText } from './common.ts';
import { passwordSchema } from './identity.ts';

/** An expiry in epoch seconds; the server refuses one that is not after its clock (decision 170). */
const expiresAtSchema = z.number().int().positive();

/**
 * §1: a temporary user created by a company (POST /companies/{id}/temporary-users). They sign in with
 * the password the admin sets, hold one role in the company, and can do nothing once expiresAt passes.
 */
export const createTemporaryUserBody = z.strictObject({
  name: requiredText(120),
  email: emailSchema,
  password: passwordSchema,
  roleId: z.number().int().positive(),
  expiresAt: expiresAtSchema,
});
export type CreateTemporaryUserBody = z.infer<typeof createTemporaryUserBody>;

/** Extend (or shorten) a temporary user's access (PUT /companies/{id}/temporary-users/{userId}). */
export const extendTemporaryUserBody = z.strictObject({ expiresAt: expiresAtSchema });
export type ExtendTemporaryUserBody = z.infer<typeof extendTemporaryUserBody>;

export const temporaryUserDto = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.object({ id: z.number().int(), name: z.string() }),
  isTemporaryUser: z.literal(true),
  temporaryExpiresAt: z.number().int().describe('Epoch seconds; the user can do nothing from then'),
});
export type TemporaryUserDto = z.infer<typeof temporaryUserDto>;
