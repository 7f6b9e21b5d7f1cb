import type { UserRoleDto } from '@turbine/domain';
import type { Executor } from './db/client.ts';

/**
 * What identity needs to know of a user's companies (the §3 User's roles, the creating company, who
 * may see an avatar). The companies module provides it and the app puts it on AppContext, so identity,
 * which comes before companies in the module order (decision 094), never imports companies.
 */
export interface UserMemberships {
  /** Every role the user holds, with its company and permissions. */
  rolesOf(db: Executor, userId: number): Promise<UserRoleDto[]>;
  /** A company's id and name, or null when it does not exist. */
  companyName(db: Executor, companyId: number): Promise<{ id: number; name: string } | null>;
  /** True when the two users hold roles in at least one common company. */
  shareACompany(db: Executor, userId: number, otherUserId: number): Promise<boolean>;
}
