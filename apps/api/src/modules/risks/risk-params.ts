import { idSchema } from '@turbine/domain';
import { companyParams } from '../../platform/http/route-params.ts';

/** Path parameters of the routes on one risk package (`/companies/:companyId/risks/:riskPackageId/...`). */
export const packageParams = companyParams.extend({ riskPackageId: idSchema });

/** Path parameters of the routes on one risk of a package (`.../risks/:riskPackageId/risks/:riskId/...`). */
export const riskParams = packageParams.extend({ riskId: idSchema });
