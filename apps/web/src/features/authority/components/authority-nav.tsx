import { isRegisteredPath } from '../../../app/route-paths.ts';
import { AreaTabs } from '../../../components/area-tabs.tsx';
import { authoritySections, type AuthoritySectionKey } from '../lib/authority-paths.ts';

/** The products feature's screens, shown first when registered, so both features form one area. */
const productScreens = [
  { key: 'products', label: 'Products', path: '/company/products' },
  { key: 'productPackages', label: 'Product Packages', path: '/company/products/packages' },
  { key: 'productCodes', label: 'Product Codes', path: '/company/products/codes' },
  { key: 'productClasses', label: 'Product Classes', path: '/company/products/classes' },
  { key: 'datasets', label: 'Datasets', path: '/company/products/datasets' },
];

/**
 * The sub-navigation of the products area as the authority screens show it: the products screens
 * (when their pages exist), then Syndicates, Risk Codes, Binding Agreements and Endorsements, so the
 * header's Products link reaches these screens (decision 024).
 */
export function AuthorityNav({ active }: { active: AuthoritySectionKey }) {
  const tabs = [...productScreens.filter((s) => isRegisteredPath(s.path)), ...authoritySections];
  return <AreaTabs tabs={tabs} active={active} label="Products area" />;
}
