import { describe, expect, it } from 'vitest';
import { CompanyType, Permission } from '../enums.ts';
import { availableNavLinks, headerNavLinks, type NavigationInput } from './navigation.ts';

type NavUser = NonNullable<NavigationInput['user']>;
const user = (
  companyId: number,
  type: number,
  permissions: number[] = [],
  isTemporaryUser = false,
): NavUser => ({
  isTemporaryUser,
  roles: [
    { companyId, company: { refCompanyTypeId: type, isActive: true, hasAdmin: true }, permissions },
  ],
});
const keys = (input: NavigationInput) => headerNavLinks(input).map((l) => l.key);

describe('header navigation (§2 Header and shell)', () => {
  it('gives visitors and temporary users no links', () => {
    expect(keys({ user: null, company: null })).toEqual([]);
    expect(
      keys({
        user: user(1, CompanyType.Broker, [], true),
        company: { id: 1, refCompanyTypeId: CompanyType.Broker },
      }),
    ).toEqual([]);
  });
  it('shows the developer portal without a company', () => {
    const links = headerNavLinks({ user: user(1, CompanyType.Broker), company: null });
    expect(links).toEqual([
      { key: 'developerPortal', label: 'Developer portal', path: '/docs', external: true },
    ]);
  });
  it.each([
    CompanyType.Broker,
    CompanyType.Underwriter,
    CompanyType.Insurer,
    CompanyType.Legal,
    CompanyType.System,
  ])('shows the dashboard to a member of a type-%i company', (type) => {
    expect(keys({ user: user(1, type), company: { id: 1, refCompanyTypeId: type } })).toContain(
      'dashboard',
    );
  });
  it('shows no dashboard to a client company', () => {
    expect(
      keys({
        user: user(1, CompanyType.Client),
        company: { id: 1, refCompanyTypeId: CompanyType.Client },
      }),
    ).toEqual([]);
  });
  it('shows no dashboard when the user has no role in the represented company', () => {
    expect(
      keys({
        user: user(1, CompanyType.Broker),
        company: { id: 2, refCompanyTypeId: CompanyType.Broker },
      }),
    ).toEqual([]);
  });
  it('shows incidents with Add new and List to legal companies', () => {
    const links = headerNavLinks({
      user: user(1, CompanyType.Legal),
      company: { id: 1, refCompanyTypeId: CompanyType.Legal },
    });
    const incidents = links.find((l) => l.key === 'incidents');
    expect(incidents?.children?.map((c) => [c.label, c.path])).toEqual([
      ['Add new', '/incidents/new'],
      ['List', '/incidents'],
    ]);
  });
  it('shows products to underwriters with ManageRisks only', () => {
    const uw = { id: 1, refCompanyTypeId: CompanyType.Underwriter };
    expect(
      keys({ user: user(1, CompanyType.Underwriter, [Permission.ManageRisks]), company: uw }),
    ).toContain('products');
    expect(keys({ user: user(1, CompanyType.Underwriter, []), company: uw })).not.toContain(
      'products',
    );
    const broker = { id: 1, refCompanyTypeId: CompanyType.Broker };
    expect(
      keys({ user: user(1, CompanyType.Broker, [Permission.ManageRisks]), company: broker }),
    ).not.toContain('products');
  });
  it('shows a client company with ViewRisks its own policies, and no risks link (issue 19 item 3)', () => {
    const client = { id: 1, refCompanyTypeId: CompanyType.Client };
    const links = headerNavLinks({
      user: user(1, CompanyType.Client, [Permission.ViewRisks]),
      company: client,
    });
    expect(links.map((l) => [l.key, l.path])).toEqual([['policies', '/risks']]);
    expect(keys({ user: user(1, CompanyType.Client, []), company: client })).toEqual([]);
  });
  it('shows the operator the companies', () => {
    const system = { id: 1, refCompanyTypeId: CompanyType.System };
    expect(keys({ user: user(1, CompanyType.System), company: system })).toContain('companies');
    const broker = { id: 1, refCompanyTypeId: CompanyType.Broker };
    expect(keys({ user: user(1, CompanyType.Broker), company: broker })).not.toContain('companies');
  });
  it('shows a managing insurer its bordereaux with ExecuteCompanyReports only, not agencies', () => {
    const insurer = { id: 1, refCompanyTypeId: CompanyType.Insurer };
    const reports = [Permission.ExecuteCompanyReports];
    expect(keys({ user: user(1, CompanyType.Insurer, reports), company: insurer })).toContain(
      'bordereaux',
    );
    expect(
      keys({ user: user(1, CompanyType.Insurer, [Permission.ViewRisks]), company: insurer }),
    ).not.toContain('bordereaux');
    const agency = { id: 1, refCompanyTypeId: CompanyType.Underwriter };
    expect(
      keys({ user: user(1, CompanyType.Underwriter, reports), company: agency }),
    ).not.toContain('bordereaux');
  });
  it('shows risks to underwriters and insurers with ViewRisks only', () => {
    for (const type of [CompanyType.Underwriter, CompanyType.Insurer]) {
      const c = { id: 1, refCompanyTypeId: type };
      expect(keys({ user: user(1, type, [Permission.ViewRisks]), company: c })).toContain('risks');
      expect(keys({ user: user(1, type, []), company: c })).not.toContain('risks');
    }
  });
  it('shows risks to brokers with ViewRisks or ManageRisks (decision 091), not to other types', () => {
    const broker = { id: 1, refCompanyTypeId: CompanyType.Broker };
    expect(
      keys({ user: user(1, CompanyType.Broker, [Permission.ViewRisks]), company: broker }),
    ).toContain('risks');
    expect(
      keys({ user: user(1, CompanyType.Broker, [Permission.ManageRisks]), company: broker }),
    ).toContain('risks');
    expect(
      keys({ user: user(1, CompanyType.Broker, [Permission.ManageProducts]), company: broker }),
    ).not.toContain('risks');
    const legal = { id: 1, refCompanyTypeId: CompanyType.Legal };
    expect(
      keys({ user: user(1, CompanyType.Legal, [Permission.ViewRisks]), company: legal }),
    ).not.toContain('risks');
    const underwriter = { id: 1, refCompanyTypeId: CompanyType.Underwriter };
    expect(
      keys({
        user: user(1, CompanyType.Underwriter, [Permission.ManageRisks]),
        company: underwriter,
      }),
    ).not.toContain('risks');
  });
  it('lets a system user see permission links of a company they represent', () => {
    const u = user(9, CompanyType.System);
    expect(keys({ user: u, company: { id: 9, refCompanyTypeId: CompanyType.System } })).toEqual([
      'dashboard',
      'companies',
    ]);
  });
});

describe('links limited to existing pages', () => {
  const all = headerNavLinks({
    user: user(1, CompanyType.Legal),
    company: { id: 1, refCompanyTypeId: CompanyType.Legal },
  });
  it('drops links whose page is not registered', () => {
    expect(availableNavLinks(all, () => false)).toEqual([]);
  });
  it('keeps a parent with the children that exist', () => {
    const kept = availableNavLinks(all, (p) => p === '/incidents');
    expect(kept.map((l) => l.key)).toEqual(['incidents']);
    expect(kept[0]?.children?.map((c) => c.key)).toEqual(['incidentsList']);
  });
  it('always keeps external links', () => {
    const portal = headerNavLinks({ user: user(1, CompanyType.Broker), company: null });
    expect(availableNavLinks(portal, () => false)).toEqual(portal);
  });
});

describe('the Clients link (issue 17, decision 137)', () => {
  it('is shown to a broker with ManageClients, not without it nor to other company types', () => {
    const broker = { id: 1, refCompanyTypeId: CompanyType.Broker };
    const keysOf = (input: Parameters<typeof headerNavLinks>[0]) =>
      headerNavLinks(input).map((l) => l.key);
    expect(
      keysOf({ user: user(1, CompanyType.Broker, [Permission.ManageClients]), company: broker }),
    ).toContain('clients');
    expect(
      keysOf({ user: user(1, CompanyType.Broker, [Permission.ManageRisks]), company: broker }),
    ).not.toContain('clients');
    expect(
      keysOf({
        user: user(1, CompanyType.Underwriter, [Permission.ManageClients]),
        company: { id: 1, refCompanyTypeId: CompanyType.Underwriter },
      }),
    ).not.toContain('clients');
  });
});

describe('the Brokerages link (issue 17, decision 168)', () => {
  it('is shown to an underwriting agency user with ManageCompanies only', () => {
    const agency = { id: 1, refCompanyTypeId: CompanyType.Underwriter };
    const keysOf = (input: Parameters<typeof headerNavLinks>[0]) =>
      headerNavLinks(input).map((l) => l.key);
    expect(
      keysOf({
        user: user(1, CompanyType.Underwriter, [Permission.ManageCompanies]),
        company: agency,
      }),
    ).toContain('brokerages');
    expect(
      keysOf({ user: user(1, CompanyType.Underwriter, [Permission.ManageRisks]), company: agency }),
    ).not.toContain('brokerages');
    expect(
      keysOf({
        user: user(1, CompanyType.Broker, [Permission.ManageCompanies]),
        company: { id: 1, refCompanyTypeId: CompanyType.Broker },
      }),
    ).not.toContain('brokerages');
  });

  it('shows Ratings to an agency user with ManageCompanyRating only (decision 232)', () => {
    const agency = { id: 1, refCompanyTypeId: CompanyType.Underwriter };
    const keysOf = (input: Parameters<typeof headerNavLinks>[0]) =>
      headerNavLinks(input).map((l) => l.key);
    expect(
      keysOf({
        user: user(1, CompanyType.Underwriter, [Permission.ManageCompanyRating]),
        company: agency,
      }),
    ).toContain('companyRatings');
    expect(
      keysOf({
        user: user(1, CompanyType.Underwriter, [Permission.ManageCompanies]),
        company: agency,
      }),
    ).not.toContain('companyRatings');
    expect(
      keysOf({
        user: user(1, CompanyType.Broker, [Permission.ManageCompanyRating]),
        company: { id: 1, refCompanyTypeId: CompanyType.Broker },
      }),
    ).not.toContain('companyRatings');
  });
});
