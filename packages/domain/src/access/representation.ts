import { CompanyType } from '../enums.ts';

/** The parts of a role the representation rules read (§3 User role → company). */
export interface RepresentableRole {
  companyId: number;
  /** True for the company's administrator role (absent = not known, ranked as staff). */
  isAdmin?: boolean;
  company: {
    id: number;
    refCompanyTypeId: number;
    isActive: boolean;
    hasAdmin: boolean;
    createdByCompanyId: number | null;
  };
}

/**
 * Roles the user may choose to represent (§2, §6): only roles whose company is active and has an
 * admin; system companies first, the rest in their original order. One role per company.
 */
export function selectableRoles<R extends RepresentableRole>(roles: readonly R[]): R[] {
  const seen = new Set<number>();
  const eligible = roles.filter((r) => {
    if (!r.company.isActive || !r.company.hasAdmin || seen.has(r.companyId)) return false;
    seen.add(r.companyId);
    return true;
  });
  const system = eligible.filter((r) => r.company.refCompanyTypeId === CompanyType.System);
  const others = eligible.filter((r) => r.company.refCompanyTypeId !== CompanyType.System);
  return [...system, ...others];
}

/** Switch company (§6): only when the user has more than one active company with an admin. */
export function canSwitchCompany(roles: readonly RepresentableRole[]): boolean {
  return selectableRoles(roles).length > 1;
}

/**
 * How strongly a role suggests the company to act for when §4 leaves the choice ("the first role's
 * company"): the system company, then a broker or underwriting agency the user administers, then
 * other business companies (administered first), and a client (the insured) last. Decision 114.
 */
function preference(role: RepresentableRole): number {
  const type = role.company.refCompanyTypeId;
  if (type === CompanyType.System) return 0;
  const working = type === CompanyType.Broker || type === CompanyType.Underwriter;
  if (working && role.isAdmin) return 1;
  if (type === CompanyType.Client) return role.isAdmin ? 5 : 6;
  if (role.isAdmin) return 2;
  return working ? 3 : 4;
}

/** The company §4 falls back to ("the first role's company"), by `preference`, ties in role order. */
export function preferredCompanyId(roles: readonly RepresentableRole[]): number | null {
  const ranked = selectableRoles(roles)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => preference(a.r) - preference(b.r) || a.i - b.i);
  return ranked[0]?.r.companyId ?? null;
}

export interface RepresentingSelectionInput {
  roles: readonly RepresentableRole[];
  /** The id kept in local storage under representingCompanyId, if any. */
  storedId: number | null;
  /** The company loaded from the host's handle, if any. */
  handleCompanyId: number | null;
  /** True when the page's path is public (landing, login, legal pages...). */
  isPublicPath: boolean;
}

/**
 * §4 "Representing company selection order", applied to the selectable roles:
 * 1. a stored id: kept when the user has a role in it, else the first role's company;
 * 2. else the handle company when the user has a role there;
 * 3. else, when exactly one of the user's companies was created by the handle company, that one;
 * 4. else, with no handle and a non-public path, the first role's company;
 * otherwise no company is represented (null). "The first role's company" is `preferredCompanyId`: the
 * spec leaves the order of roles open, so a broker or agency the user administers comes before a
 * client where they are staff (decision 114).
 */
export function selectRepresentingCompanyId(input: RepresentingSelectionInput): number | null {
  const roles = selectableRoles(input.roles);
  const first = preferredCompanyId(roles);
  const has = (id: number) => roles.some((r) => r.companyId === id);

  if (input.storedId != null) return has(input.storedId) ? input.storedId : first;
  if (input.handleCompanyId != null) {
    if (has(input.handleCompanyId)) return input.handleCompanyId;
    const created = roles.filter((r) => r.company.createdByCompanyId === input.handleCompanyId);
    if (created.length === 1 && created[0]) return created[0].companyId;
    return null;
  }
  if (!input.isPublicPath) return first;
  return null;
}

/** Representing-company type flags (§6). */
export interface CompanyTypeFlags {
  isClient: boolean;
  isBroker: boolean;
  isUnderwriting: boolean;
  isInsurance: boolean;
  isLegal: boolean;
  isSystem: boolean;
}

/** Flags for the represented company's type; all false when no company is represented. */
export function companyTypeFlags(refCompanyTypeId: number | null | undefined): CompanyTypeFlags {
  return {
    isClient: refCompanyTypeId === CompanyType.Client,
    isBroker: refCompanyTypeId === CompanyType.Broker,
    isUnderwriting: refCompanyTypeId === CompanyType.Underwriter,
    isInsurance: refCompanyTypeId === CompanyType.Insurer,
    isLegal: refCompanyTypeId === CompanyType.Legal,
    isSystem: refCompanyTypeId === CompanyType.System,
  };
}
