import type { UserMemberships } from '../../platform/memberships.ts';
import { findCompanySummary, sharesCompanyWith } from './companies.repository.ts';
import { loadUserRoles } from './user-roles.repository.ts';

/** The companies side of a user, as identity reads it through AppContext (decision 094). */
export const userMemberships: UserMemberships = {
  rolesOf: loadUserRoles,
  async companyName(db, companyId) {
    const company = await findCompanySummary(db, companyId);
    return company ? { id: company.id, name: company.name } : null;
  },
  shareACompany: sharesCompanyWith,
};
