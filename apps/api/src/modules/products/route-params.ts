import { z } from 'zod';
import { idSchema } from '@turbine/domain';
import { companyParams } from '../../platform/http/route-params.ts';

/** Path parameters of the products routes; the guard resolves `companyId`, services scope the rest to it. */
export { companyParams };
export const productCodeParams = companyParams.extend({ productCodeId: idSchema });
export const productSubClassParams = companyParams.extend({ productSubClassId: idSchema });
export const packageParams = companyParams.extend({ packageId: idSchema });
export const productParams = companyParams.extend({ productId: idSchema });
export const versionParams = productParams.extend({ versionId: idSchema });
export const formulaParams = versionParams.extend({ formulaId: idSchema });
export const ruleParams = versionParams.extend({ ruleId: idSchema });
export const datasetParams = versionParams.extend({ datasetId: idSchema });
export const testCaseParams = versionParams.extend({ testCaseId: idSchema });
export type VersionParams = z.infer<typeof versionParams>;
