import { describe, expect, it } from 'vitest';
import { CompanyType, Permission } from '../enums.ts';
import { hasCompanyPermission, isMember, isSystemUser, type AccessUser } from './permissions.ts';

const role = (companyId: number, type: number, permissions: number[]) => ({
  companyId,
  company: { refCompanyTypeId: type, isActive: true, hasAdmin: true },
  permissions,
});

describe('company permission checks (§6)', () => {
  const broker: AccessUser = { roles: [role(2, CompanyType.Broker, [Permission.ManageRisks])] };
  const system: AccessUser = { roles: [role(1, CompanyType.System, [])] };

  it('passes a user whose role in the company grants the permission', () => {
    expect(hasCompanyPermission(broker, 2, Permission.ManageRisks)).toBe(true);
  });
  it('fails for a permission the role does not grant', () => {
    expect(hasCompanyPermission(broker, 2, Permission.ManageProducts)).toBe(false);
  });
  it('fails in a company where the user has no role', () => {
    expect(hasCompanyPermission(broker, 3, Permission.ManageRisks)).toBe(false);
  });
  it('fails with no current company', () => {
    expect(hasCompanyPermission(broker, null, Permission.ManageRisks)).toBe(false);
  });
  it('always passes a system-company user, even with no permissions on the role', () => {
    expect(isSystemUser(system)).toBe(true);
    expect(hasCompanyPermission(system, 99, Permission.ManageProducts)).toBe(true);
    expect(hasCompanyPermission(system, null, Permission.ManageProducts)).toBe(true);
  });
  it('membership is any role in the company', () => {
    expect(isMember(broker, 2)).toBe(true);
    expect(isMember(broker, 3)).toBe(false);
  });
});
