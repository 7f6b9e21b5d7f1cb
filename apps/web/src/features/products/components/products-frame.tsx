import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Tabs } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { Messages } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useProductAccess, type ProductAccess } from '../hooks/use-product-access.ts';
import { productPaths } from '../product-paths.ts';
import { authoritySections } from '../../authority/index.ts';

// The authority screens (syndicates, risk codes, agreements, endorsements) share this area's tabs.
const sections = [
  { value: productPaths.list, label: 'Products' },
  { value: productPaths.packages, label: 'Product Packages' },
  { value: productPaths.codes, label: 'Product Codes' },
  ...authoritySections.map((s) => ({ value: s.path, label: s.label })),
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
  const navigate = useNavigate();
  if (access.companyId === null || !access.canRead) {
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  }
  const section =
    sections.find((s) => s.value !== productPaths.list && pathname.startsWith(s.value))?.value ??
    productPaths.list;
  return (
    <PageContainer title={title} description={description} actions={actions} size="xl">
      <Tabs value={section} onChange={(v) => v && void navigate(v)} mb="lg">
        <Tabs.List>
          {sections.map((s) => (
            <Tabs.Tab key={s.value} value={s.value}>
              {s.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
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
