import { describe, expect, it } from 'vitest';
import { CompanyType } from '../enums.ts';
import { isSupportView, menuVisibility, type MenuCompany } from './menu-visibility.ts';
import type { RepresentableRole } from './representation.ts';

const role = (id: number, type: number = CompanyType.Broker): RepresentableRole => ({
  companyId: id,
  company: { id, refCompanyTypeId: type, isActive: true, hasAdmin: true, createdByCompanyId: null },
});
const company = (
  id: number,
  type: number = CompanyType.Broker,
  handle: string | null = null,
): MenuCompany => ({
  id,
  refCompanyTypeId: type,
  handle,
});

describe('avatar menu visibility (§6)', () => {
  it('shows nothing company-related without a represented company', () => {
    expect(
      menuVisibility({
        roles: [role(1)],
        represented: null,
        handleCompany: null,
        hostHandle: null,
      }),
    ).toEqual({
      manageCompany: false,
      companyPortal: false,
      switchCompany: false,
    });
  });
  it('shows manage company on the represented company’s own subdomain', () => {
    const acme = company(1, CompanyType.Broker, 'acme');
    const v = menuVisibility({
      roles: [role(1)],
      represented: acme,
      handleCompany: acme,
      hostHandle: 'acme',
    });
    expect(v.manageCompany).toBe(true);
    expect(v.companyPortal).toBe(false);
  });
  it('shows manage company on the main host for a company without a handle', () => {
    const v = menuVisibility({
      roles: [role(1)],
      represented: company(1),
      handleCompany: null,
      hostHandle: null,
    });
    expect(v.manageCompany).toBe(true);
    expect(v.companyPortal).toBe(false);
  });
  it('shows the portal, not manage, on the main host for a company with a handle', () => {
    const acme = company(1, CompanyType.Broker, 'acme');
    const v = menuVisibility({
      roles: [role(1)],
      represented: acme,
      handleCompany: null,
      hostHandle: null,
    });
    expect(v.manageCompany).toBe(false);
    expect(v.companyPortal).toBe(true);
  });
  it('hides the portal on another company’s subdomain when the user has one company', () => {
    const v = menuVisibility({
      roles: [role(1)],
      represented: company(1, CompanyType.Client),
      handleCompany: company(5, CompanyType.Underwriter, 'uw'),
      hostHandle: 'uw',
    });
    expect(v.companyPortal).toBe(false);
    expect(v.manageCompany).toBe(false);
  });
  it('shows the portal on another company’s subdomain when the user has several companies', () => {
    const v = menuVisibility({
      roles: [role(1), role(2)],
      represented: company(1),
      handleCompany: company(5, CompanyType.Underwriter, 'uw'),
      hostHandle: 'uw',
    });
    expect(v.companyPortal).toBe(true);
    expect(v.switchCompany).toBe(true);
  });
  it('shows manage company to a system user viewing another company', () => {
    const v = menuVisibility({
      roles: [role(9, CompanyType.System)],
      represented: company(9, CompanyType.System),
      handleCompany: company(5, CompanyType.Underwriter, 'uw'),
      hostHandle: 'uw',
    });
    expect(v.manageCompany).toBe(true);
  });
  it('shows switch company only with more than one active company with an admin', () => {
    const acme = company(1, CompanyType.Broker, 'acme');
    const one = menuVisibility({
      roles: [role(1)],
      represented: acme,
      handleCompany: acme,
      hostHandle: 'acme',
    });
    const inactive: RepresentableRole = {
      ...role(2),
      company: { ...role(2).company, isActive: false },
    };
    const stillOne = menuVisibility({
      roles: [role(1), inactive],
      represented: acme,
      handleCompany: acme,
      hostHandle: 'acme',
    });
    expect(one.switchCompany).toBe(false);
    expect(stillOne.switchCompany).toBe(false);
  });
});

describe('support view (§2)', () => {
  it('is a system company representative on a non-system company’s subdomain', () => {
    expect(
      isSupportView({ represented: company(9, CompanyType.System), handleCompany: company(5) }),
    ).toBe(true);
  });
  it('is not the system company on its own host or a non-system representative', () => {
    expect(
      isSupportView({ represented: company(9, CompanyType.System), handleCompany: null }),
    ).toBe(false);
    expect(
      isSupportView({
        represented: company(9, CompanyType.System),
        handleCompany: company(9, CompanyType.System),
      }),
    ).toBe(false);
    expect(isSupportView({ represented: company(1), handleCompany: company(5) })).toBe(false);
  });
});
