import { describe, expect, it } from 'vitest';
import { CompanyType } from '../enums.ts';
import {
  canSwitchCompany,
  companyTypeFlags,
  preferredCompanyId,
  selectableRoles,
  selectRepresentingCompanyId,
  type RepresentableRole,
} from './representation.ts';

const role = (
  companyId: number,
  type: number = CompanyType.Broker,
  extra: Partial<RepresentableRole['company']> = {},
): RepresentableRole => ({
  companyId,
  company: {
    id: companyId,
    refCompanyTypeId: type,
    isActive: true,
    hasAdmin: true,
    createdByCompanyId: null,
    ...extra,
  },
});

describe('selectable roles (§2, §6)', () => {
  it('keeps only roles whose company is active and has an admin', () => {
    const roles = [
      role(1),
      role(2, CompanyType.Broker, { isActive: false }),
      role(3, CompanyType.Client, { hasAdmin: false }),
    ];
    expect(selectableRoles(roles).map((r) => r.companyId)).toEqual([1]);
  });
  it('lists system companies first, then the others in their order', () => {
    const roles = [
      role(4, CompanyType.Broker),
      role(9, CompanyType.System),
      role(2, CompanyType.Client),
    ];
    expect(selectableRoles(roles).map((r) => r.companyId)).toEqual([9, 4, 2]);
  });
  it('lists a company once even with two roles in it', () => {
    expect(selectableRoles([role(1), role(1)]).map((r) => r.companyId)).toEqual([1]);
  });
  it('allows switching only with more than one selectable company', () => {
    expect(canSwitchCompany([role(1)])).toBe(false);
    expect(canSwitchCompany([role(1), role(2, CompanyType.Client, { isActive: false })])).toBe(
      false,
    );
    expect(canSwitchCompany([role(1), role(2)])).toBe(true);
  });
});

describe('representing company selection order (§4)', () => {
  const base = { handleCompanyId: null, isPublicPath: false };

  it('keeps a stored id the user has a role in', () => {
    expect(selectRepresentingCompanyId({ ...base, roles: [role(1), role(2)], storedId: 2 })).toBe(
      2,
    );
  });
  it('falls back to the first role when the stored id is not one of the user’s companies', () => {
    expect(selectRepresentingCompanyId({ ...base, roles: [role(1), role(2)], storedId: 7 })).toBe(
      1,
    );
  });
  it('falls back to the first role when the stored company is no longer selectable', () => {
    const roles = [role(1), role(2, CompanyType.Broker, { isActive: false })];
    expect(selectRepresentingCompanyId({ ...base, roles, storedId: 2 })).toBe(1);
  });
  it('prefers a stored id over the handle company', () => {
    expect(
      selectRepresentingCompanyId({
        ...base,
        roles: [role(1), role(2)],
        storedId: 1,
        handleCompanyId: 2,
      }),
    ).toBe(1);
  });
  it('returns null for a stored id when the user has no selectable role', () => {
    expect(selectRepresentingCompanyId({ ...base, roles: [], storedId: 3 })).toBeNull();
  });
  it('uses the handle company when the user has a role there', () => {
    expect(
      selectRepresentingCompanyId({
        ...base,
        roles: [role(1), role(5)],
        storedId: null,
        handleCompanyId: 5,
      }),
    ).toBe(5);
  });
  it('uses the only company created by the handle company', () => {
    const roles = [role(1), role(8, CompanyType.Client, { createdByCompanyId: 5 })];
    expect(
      selectRepresentingCompanyId({ ...base, roles, storedId: null, handleCompanyId: 5 }),
    ).toBe(8);
  });
  it('chooses nothing when several companies were created by the handle company', () => {
    const roles = [
      role(8, CompanyType.Client, { createdByCompanyId: 5 }),
      role(9, CompanyType.Client, { createdByCompanyId: 5 }),
    ];
    expect(
      selectRepresentingCompanyId({ ...base, roles, storedId: null, handleCompanyId: 5 }),
    ).toBeNull();
  });
  it('chooses nothing on a handle the user has no link to, even on a private path', () => {
    expect(
      selectRepresentingCompanyId({
        ...base,
        roles: [role(1)],
        storedId: null,
        handleCompanyId: 5,
      }),
    ).toBeNull();
  });
  it('uses the first role (system first) with no handle on a non-public path', () => {
    const roles = [role(1), role(6, CompanyType.System)];
    expect(selectRepresentingCompanyId({ ...base, roles, storedId: null })).toBe(6);
  });
  it('prefers a broker or agency the user administers over a client where they are staff', () => {
    // The demo broker admin (Bella): staff of the client Harbourside Cafe, admin of the broker.
    const roles = [
      { ...role(7, CompanyType.Client, { createdByCompanyId: 3 }), isAdmin: false },
      { ...role(3, CompanyType.Broker), isAdmin: true },
    ];
    expect(selectRepresentingCompanyId({ ...base, roles, storedId: null })).toBe(3);
    expect(preferredCompanyId(roles)).toBe(3);
    // A stale stored id falls back to the same preferred company.
    expect(selectRepresentingCompanyId({ ...base, roles, storedId: 99 })).toBe(3);
  });
  it('ranks system, administered broker/agency, other administered, staff, client last', () => {
    const roles = [
      { ...role(1, CompanyType.Client), isAdmin: true },
      { ...role(2, CompanyType.Insurer), isAdmin: false },
      { ...role(3, CompanyType.Broker), isAdmin: false },
      { ...role(4, CompanyType.Insurer), isAdmin: true },
      { ...role(5, CompanyType.Underwriter), isAdmin: true },
    ];
    expect(preferredCompanyId(roles)).toBe(5);
    expect(preferredCompanyId(roles.filter((r) => r.companyId !== 5))).toBe(4);
    expect(preferredCompanyId(roles.filter((r) => r.companyId < 4))).toBe(3);
    expect(preferredCompanyId(roles.filter((r) => r.companyId < 3))).toBe(2);
    expect(preferredCompanyId([...roles, role(9, CompanyType.System)])).toBe(9);
    // Equal rank keeps the order of the roles.
    expect(preferredCompanyId([role(8), role(6)])).toBe(8);
  });
  it('chooses nothing with no handle on a public path', () => {
    expect(
      selectRepresentingCompanyId({
        roles: [role(1)],
        storedId: null,
        handleCompanyId: null,
        isPublicPath: true,
      }),
    ).toBeNull();
  });
  it('chooses nothing for a user without roles', () => {
    expect(selectRepresentingCompanyId({ ...base, roles: [], storedId: null })).toBeNull();
  });
});

describe('company type flags (§6)', () => {
  it.each([
    [CompanyType.Client, 'isClient'],
    [CompanyType.Broker, 'isBroker'],
    [CompanyType.Underwriter, 'isUnderwriting'],
    [CompanyType.Insurer, 'isInsurance'],
    [CompanyType.Legal, 'isLegal'],
    [CompanyType.System, 'isSystem'],
  ] as const)('type %i sets only %s', (type, flag) => {
    const flags = companyTypeFlags(type);
    expect(flags[flag]).toBe(true);
    expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
  });
  it('sets no flag without a company', () => {
    expect(Object.values(companyTypeFlags(null)).some(Boolean)).toBe(false);
  });
});
