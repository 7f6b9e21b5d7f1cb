import { CompanyType, Permission } from '../enums.ts';
import { hasCompanyPermission, isMember, type AccessUser } from './permissions.ts';

/** One header link; `children` are sub-links (incidents: Add new, List). */
export interface NavLinkItem {
  key:
    | 'dashboard'
    | 'incidents'
    | 'incidentsNew'
    | 'incidentsList'
    | 'products'
    | 'risks'
    | 'bordereaux'
    | 'developerPortal'
    | 'companies'
    | 'clients'
    | 'brokerages'
    | 'companyRatings'
    | 'policies';
  label: string;
  path: string;
  /** Served by the API rather than the web app (opens outside the single-page router). */
  external?: boolean;
  children?: NavLinkItem[];
}

export interface NavigationInput {
  user: (AccessUser & { isTemporaryUser: boolean }) | null;
  /** The represented company, if any. */
  company: { id: number; refCompanyTypeId: number } | null;
}

const dashboardTypes: readonly number[] = [
  CompanyType.Broker,
  CompanyType.Underwriter,
  CompanyType.Insurer,
  CompanyType.Legal,
  CompanyType.System,
];

/**
 * Header navigation by company type and permission (§2 Header and shell):
 * dashboard for broker, underwriter, insurer, legal and system companies when the user has a role
 * in the represented company; incidents (Add new, List) for legal companies; products for
 * underwriters with ManageRisks; risks for underwriters and insurers with ViewRisks. Without a
 * company a developer portal link. Temporary users and visitors get no links.
 * Brokers place risks but their spec entry point (the dashboard) is a later capability, so broker
 * companies also get risks with ViewRisks or ManageRisks (decision 091).
 */
export function headerNavLinks({ user, company }: NavigationInput): NavLinkItem[] {
  if (!user || user.isTemporaryUser) return [];
  if (!company)
    return [{ key: 'developerPortal', label: 'Developer portal', path: '/docs', external: true }];

  const type = company.refCompanyTypeId;
  const links: NavLinkItem[] = [];
  if (dashboardTypes.includes(type) && isMember(user, company.id)) {
    links.push({ key: 'dashboard', label: 'Dashboard', path: '/company/dashboard' });
  }
  if (type === CompanyType.Legal) {
    links.push({
      key: 'incidents',
      label: 'Incidents',
      path: '/incidents',
      children: [
        { key: 'incidentsNew', label: 'Add new', path: '/incidents/new' },
        { key: 'incidentsList', label: 'List', path: '/incidents' },
      ],
    });
  }
  if (
    type === CompanyType.Underwriter &&
    hasCompanyPermission(user, company.id, Permission.ManageRisks)
  ) {
    links.push({ key: 'products', label: 'Products', path: '/company/products' });
  }
  const viewsRisks = hasCompanyPermission(user, company.id, Permission.ViewRisks);
  if (
    ((type === CompanyType.Underwriter || type === CompanyType.Insurer) && viewsRisks) ||
    (type === CompanyType.Broker &&
      (viewsRisks || hasCompanyPermission(user, company.id, Permission.ManageRisks)))
  ) {
    links.push({ key: 'risks', label: 'Risks', path: '/risks' });
  }
  // A brokerage's clients (issue 17, decision 137): the client companies it created.
  if (
    type === CompanyType.Broker &&
    hasCompanyPermission(user, company.id, Permission.ManageClients)
  ) {
    links.push({ key: 'clients', label: 'Clients', path: '/company/clients' });
  }
  // An underwriting agency's brokerages (issue 17, decision 168).
  if (
    type === CompanyType.Underwriter &&
    hasCompanyPermission(user, company.id, Permission.ManageCompanies)
  ) {
    links.push({ key: 'brokerages', label: 'Brokerages', path: '/company/brokerages' });
  }
  // An underwriting agency's grades on its brokerages and clients (issue 17, decision 232).
  if (
    type === CompanyType.Underwriter &&
    hasCompanyPermission(user, company.id, Permission.ManageCompanyRating)
  ) {
    links.push({ key: 'companyRatings', label: 'Ratings', path: '/company/ratings' });
  }
  // What a managing insurer receives from its coverholders (issue 14, decisions 151, 227); agencies reach
  // their bordereaux from Company Reports.
  if (
    type === CompanyType.Insurer &&
    hasCompanyPermission(user, company.id, Permission.ExecuteCompanyReports)
  ) {
    links.push({ key: 'bordereaux', label: 'Bordereaux', path: '/company/bordereaux' });
  }
  // The operator's home: every company on the platform (issue 19 item 3).
  if (type === CompanyType.System) {
    links.push({ key: 'companies', label: 'Companies', path: '/system/companies' });
  }
  // The insured's company reads its own policies (issue 19 item 3, decision 114).
  if (type === CompanyType.Client && viewsRisks) {
    links.push({ key: 'policies', label: 'Policies', path: '/risks' });
  }
  return links;
}

/**
 * Keeps only links whose page exists (`isAvailable` answers for a path); a parent whose children
 * all disappear disappears too. External links are always kept.
 */
export function availableNavLinks(
  links: readonly NavLinkItem[],
  isAvailable: (path: string) => boolean,
): NavLinkItem[] {
  return links.flatMap((link) => {
    if (link.external) return [link];
    if (link.children) {
      const children = availableNavLinks(link.children, isAvailable);
      return children.length > 0 ? [{ ...link, children }] : [];
    }
    return isAvailable(link.path) ? [link] : [];
  });
}
