import { Permission } from '@turbine/domain';
import { access } from '../../platform/http/access.ts';

// Reading is open to ViewRisks holders too (risk screens show agreements and endorsements); agreement
// managers also read syndicates and risk codes, which they pick in sections.
export const readSyndicates = access.company('companyId', [
  Permission.ManageSyndicates,
  Permission.ManageBindingAgreements,
  Permission.ViewRisks,
]);
export const manageSyndicates = access.company('companyId', Permission.ManageSyndicates);
export const readAgreements = access.company('companyId', [
  Permission.ManageBindingAgreements,
  Permission.ViewRisks,
]);
export const manageAgreements = access.company('companyId', Permission.ManageBindingAgreements);
export const readEndorsements = access.company('companyId', [
  Permission.ManageProducts,
  Permission.ViewRisks,
]);
export const manageEndorsements = access.company('companyId', Permission.ManageProducts);
