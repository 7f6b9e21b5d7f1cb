import { Button, Menu, NavLink, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NavLinkItem } from '@turbine/domain';

function LinkButton({ link, color }: { link: NavLinkItem; color?: string }) {
  if (link.external) {
    return (
      <Button
        component="a"
        href={link.path}
        target="_blank"
        rel="noreferrer"
        variant="subtle"
        c={color}
      >
        {link.label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={link.path} variant="subtle" c={color}>
      {link.label}
    </Button>
  );
}

/** Inline links for wide screens; sub-links open in a menu. */
export function HeaderLinks({ links, color }: { links: NavLinkItem[]; color?: string }) {
  return (
    <>
      {links.map((link) =>
        link.children ? (
          <Menu key={link.key} trigger="click-hover">
            <Menu.Target>
              <Button variant="subtle" c={color} rightSection={<IconChevronDown size={14} />}>
                {link.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {link.children.map((child) => (
                <Menu.Item key={child.key} component={Link} to={child.path}>
                  {child.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <LinkButton key={link.key} link={link} color={color} />
        ),
      )}
    </>
  );
}

/** The same links stacked for the burger drawer. */
export function DrawerLinks({
  links,
  onNavigate,
}: {
  links: NavLinkItem[];
  onNavigate: () => void;
}) {
  return (
    <Stack gap={0}>
      {links.map((link) =>
        link.external ? (
          <NavLink
            key={link.key}
            label={link.label}
            component="a"
            href={link.path}
            target="_blank"
            rel="noreferrer"
          />
        ) : link.children ? (
          <NavLink key={link.key} label={link.label} defaultOpened>
            {link.children.map((child) => (
              <NavLink
                key={child.key}
                label={child.label}
                component={Link}
                to={child.path}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ) : (
          <NavLink
            key={link.key}
            label={link.label}
            component={Link}
            to={link.path}
            onClick={onNavigate}
          />
        ),
      )}
    </Stack>
  );
}
