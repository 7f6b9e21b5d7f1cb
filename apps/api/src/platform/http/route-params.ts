import { z } from 'zod';
import { idSchema } from '@turbine/domain';

/**
 * Path parameters of every company-scoped route (`/companies/:companyId/...`); the guard resolves
 * `companyId` before the handler runs. Modules extend it with their own ids.
 */
export const companyParams = z.object({ companyId: idSchema });
