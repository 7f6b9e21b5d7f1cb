import { generatePath } from 'react-router';
import { pagePaths } from '../../../app/route-paths.ts';

/** Concrete paths of the authority screens ('new' opens an editor for a new item). */
export const authorityPaths = {
  syndicates: pagePaths.syndicates,
  riskCodes: pagePaths.riskCodes,
  riskCode: (id: number | 'new') => generatePath(pagePaths.riskCode, { riskCodeId: String(id) }),
  bindingAgreements: pagePaths.bindingAgreements,
  bindingAgreement: (id: number | 'new') =>
    generatePath(pagePaths.bindingAgreement, { agreementId: String(id) }),
  agreementPeriod: (agreementId: number, periodId: number) =>
    generatePath(pagePaths.agreementPeriod, {
      agreementId: String(agreementId),
      periodId: String(periodId),
    }),
  endorsements: pagePaths.endorsements,
  endorsement: (id: number | 'new') =>
    generatePath(pagePaths.endorsement, { endorsementId: String(id) }),
};

/** The four authority screens in the order of the sub-navigation. */
export const authoritySections = [
  { key: 'syndicates', label: 'Syndicates', path: pagePaths.syndicates },
  { key: 'riskCodes', label: 'Risk Codes', path: pagePaths.riskCodes },
  { key: 'bindingAgreements', label: 'Binding Agreements', path: pagePaths.bindingAgreements },
  { key: 'endorsements', label: 'Endorsements', path: pagePaths.endorsements },
  { key: 'clauses', label: 'Clauses', path: pagePaths.clauses },
] as const;
export type AuthoritySectionKey = (typeof authoritySections)[number]['key'];
