import { Group, Paper } from '@mantine/core';
import type { NavLinkItem } from '@turbine/domain';
import { ui } from '../theme.ts';
import { BrandView, brandedHeaderStyle, headerLogoUrl, type BrandedCompany } from './brand.tsx';
import { HeaderLinks } from './header-links.tsx';

/**
 * The header as the company's own address draws it (§2 Appearance Settings): the same brand, style and
 * links as AppHeader, for appearance values not saved yet. Inert: a picture, not a second navigation.
 */
export function HeaderPreview({
  company,
  links,
}: {
  company: BrandedCompany;
  links: NavLinkItem[];
}) {
  const style = brandedHeaderStyle(company);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <div inert data-testid="header-preview">
        <Group
          h={ui.headerHeight}
          px="md"
          gap="sm"
          wrap="nowrap"
          style={{ backgroundColor: 'var(--mantine-color-body)', ...style }}
        >
          <BrandView title={company.name} logoUrl={headerLogoUrl(company)} />
          <Group gap={4} visibleFrom="sm" wrap="nowrap">
            <HeaderLinks links={links} color={style.color} />
          </Group>
        </Group>
      </div>
    </Paper>
  );
}
