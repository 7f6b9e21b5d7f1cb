import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { isRegisteredPath } from '../../../app/route-paths.ts';
import { authoritySections, type AuthoritySectionKey } from '../lib/authority-paths.ts';

/** The products feature's screens, shown first when registered, so both features form one area. */
const productScreens = [
  { key: 'products', label: 'Products', path: '/company/products' },
  { key: 'productPackages', label: 'Product Packages', path: '/company/products/packages' },
  { key: 'productCodes', label: 'Product Codes', path: '/company/products/codes' },
];

/**
 * The sub-navigation of the products area as the authority screens show it: the products screens
 * (when their pages exist), then Syndicates, Risk Codes, Binding Agreements and Endorsements, so the
 * header's Products link reaches these screens (decision 024).
 */
export function AuthorityNav({ active }: { active: AuthoritySectionKey }) {
  const navigate = useNavigate();
  const items = [
    ...productScreens.filter((s) => isRegisteredPath(s.path)),
    ...authoritySections,
  ];
  return (
    <Tabs
      value={active}
      onChange={(key) => {
        const item = items.find((i) => i.key === key);
        if (item) void navigate(item.path);
      }}
      mb="lg"
    >
      <Tabs.List aria-label="Products area">
        {items.map((i) => (
          <Tabs.Tab key={i.key} value={i.key}>
            {i.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
