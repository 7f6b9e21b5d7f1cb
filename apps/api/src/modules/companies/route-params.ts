import { z } from 'zod';
import { idSchema } from '@turbine/domain';
import { companyParams } from '../../platform/http/route-params.ts';

/** Path parameters of company-scoped routes; the guard resolves `companyId` before the handler runs. */
export { companyParams };
export const roleParams = companyParams.extend({ roleId: idSchema });
export const companyUserParams = companyParams.extend({ userId: idSchema });
export const invitationParams = companyParams.extend({ invitationId: idSchema });
export const invitationTokenParams = z.object({ token: z.string().min(1).max(500) });
