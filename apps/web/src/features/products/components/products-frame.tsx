import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { Messages } from '@turbine/domain';
import { AreaTabs } from '../../../components/area-tabs.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useProductAccess, type ProductAccess } from '../hooks/use-product-access.ts';
import { productPaths } from '../product-paths.ts';
import { authoritySections } from '../../authority/index.ts';

// The authority screens (syndicates, risk codes, agreements, endorsements) share this area's tabs.
const sections = [
  { key: 'products', label: 'Products', path: productPaths.list },
  { key: 'productPackages', label: 'Product Packages', path: productPaths.packages },
  { key: 'productCodes', label: 'Product Codes', path: productPaths.codes },
  { key: 'productClasses', label: 'Product Classes', path: productPaths.classes },
  { key: 'datasets', label: 'Datasets', path: '/company/products/datasets' },
  ...authoritySections,
];

interface ProductsFrameProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** Trail of links above the title on nested pages. */
  trail?: { label: string; to: string }[];
  children: (access: ProductAccess & { companyId: number }) => ReactNode;
}

/** The frame of every products page: access check, section tabs and title. */
export function ProductsFrame({
  title,
  description,
  actions,
  trail,
  children,
}: ProductsFrameProps) {
  const access = useProductAccess();
  const { pathname } = useLocation();
  if (access.companyId === null || !access.canRead) {
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  }
  const section =
    sections.find((s) => s.path !== productPaths.list && pathname.startsWith(s.path))?.key ??
    'products';
  return (
    <PageContainer title={title} description={description} actions={actions} size="xl">
      <AreaTabs tabs={sections} active={section} />
      {trail && trail.length > 0 && (
        <Breadcrumbs mb="md">
          {trail.map((t) => (
            <Anchor key={t.to} component={Link} to={t.to} size="sm">
              {t.label}
            </Anchor>
          ))}
        </Breadcrumbs>
      )}
      {children({ ...access, companyId: access.companyId })}
    </PageContainer>
  );
}
