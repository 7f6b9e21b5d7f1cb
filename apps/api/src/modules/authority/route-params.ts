import { idSchema } from '@turbine/domain';
import { companyParams } from '../../platform/http/route-params.ts';

/** Path parameters of the authority routes; the guard resolves `companyId`, services check every other id belongs to it. */
export { companyParams };
export const syndicateParams = companyParams.extend({ syndicateId: idSchema });
export const riskCodeParams = companyParams.extend({ riskCodeId: idSchema });
export const agreementParams = companyParams.extend({ agreementId: idSchema });
export const periodParams = agreementParams.extend({ periodId: idSchema });
export const underwriterParams = periodParams.extend({ underwriterId: idSchema });
export const sectionParams = periodParams.extend({ sectionId: idSchema });
export const sectionGroupParams = periodParams.extend({ groupId: idSchema });
export const endorsementParams = companyParams.extend({ endorsementId: idSchema });
export const endorsementVersionParams = endorsementParams.extend({ versionId: idSchema });
