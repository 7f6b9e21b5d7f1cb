import {
  Avatar,
  Divider,
  Menu,
  NavLink,
  Stack,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBuilding,
  IconPalette,
  IconExternalLink,
  IconLogout,
  IconListCheck,
  IconReceiptTax,
  IconMail,
  IconSwitchHorizontal,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { companyPortalUrl, hasCompanyPermission, isSystemUser, Permission } from '@turbine/domain';
import {
  avatarUrl,
  useColorSchemeChange,
  useHandOff,
  useLogout,
} from '../../features/identity/index.ts';
import { ColorSchemeSelector } from '../../components/color-scheme-selector.tsx';
import { useAuth } from '../auth-context.tsx';
import { useCompany } from '../company-context.tsx';
import { pageLocation, representingParam, rootHost } from '../host.ts';

/** The company portal link (§2): the company's subdomain in a new tab, or its home on the main host. */
export function usePortalUrl(): string | null {
  const { representedRole } = useCompany();
  if (!representedRole) return null;
  // §2: the company's subdomain, or its dashboard on the main host.
  const url = companyPortalUrl(representedRole.company, pageLocation(), rootHost);
  return `${url}?${representingParam}=${representedRole.companyId}`;
}

/** §2 Appearance Settings: for whoever may change the represented company's details (as the API demands). */
function useCanEditAppearance(): boolean {
  const { user } = useAuth();
  const { menu, representedRole } = useCompany();
  return (
    menu.manageCompany &&
    user != null &&
    representedRole != null &&
    hasCompanyPermission(user, representedRole.companyId, Permission.ManageCompanyDetails)
  );
}

/**
 * The avatar menu's entries for the burger drawer on small screens, so the drawer holds the whole menu
 * (issue 19 item 9): manage company, switch company, manage account, logout.
 */
export function DrawerAccountLinks({
  onNavigate,
  onSwitchCompany,
}: {
  onNavigate: () => void;
  onSwitchCompany: () => void;
}) {
  const { menu } = useCompany();
  const { logout } = useLogout();
  const appearance = useCanEditAppearance();
  return (
    <Stack gap={0}>
      <Divider label="Account" labelPosition="left" />
      {menu.manageCompany && (
        <NavLink
          label="Manage company"
          component={Link}
          to="/company/manage"
          leftSection={<IconBuilding size={16} />}
          onClick={onNavigate}
        />
      )}
      {appearance && (
        <NavLink
          label="Appearance settings"
          component={Link}
          to="/company/appearance"
          leftSection={<IconPalette size={16} />}
          onClick={onNavigate}
        />
      )}
      {menu.switchCompany && (
        <NavLink
          label="Switch company"
          leftSection={<IconSwitchHorizontal size={16} />}
          onClick={() => {
            onNavigate();
            onSwitchCompany();
          }}
        />
      )}
      <NavLink
        label="Manage account"
        component={Link}
        to="/account"
        leftSection={<IconUserCircle size={16} />}
        onClick={onNavigate}
      />
      <NavLink
        label="Logout"
        leftSection={<IconLogout size={16} />}
        onClick={() => {
          onNavigate();
          void logout();
        }}
      />
    </Stack>
  );
}

/** The avatar menu (§2, §6 visibility rules). */
export function UserMenu({ onSwitchCompany }: { onSwitchCompany: () => void }) {
  const { user } = useAuth();
  const { menu } = useCompany();
  const { logout } = useLogout();
  const { colorScheme, change } = useColorSchemeChange();
  const portalUrl = usePortalUrl();
  const { representedRole } = useCompany();
  const handOff = useHandOff();
  const appearance = useCanEditAppearance();
  if (!user) return null;
  return (
    <Menu position="bottom-end" width={260} closeOnItemClick>
      <Menu.Target>
        <UnstyledButton>
          {/* Named by its content, not aria-label: visible initials outside an aria-label are a
              label-content mismatch (axe, decision 115); the initials are a picture of the user. */}
          <VisuallyHidden>User menu</VisuallyHidden>
          <Avatar
            aria-hidden
            src={avatarUrl(user.avatarFileVersionId)}
            name={user.name}
            color="initials"
            radius="xl"
          />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        {menu.manageCompany && (
          <Menu.Item component={Link} to="/company/manage" leftSection={<IconBuilding size={16} />}>
            Manage company
          </Menu.Item>
        )}
        {appearance && (
          <Menu.Item
            component={Link}
            to="/company/appearance"
            leftSection={<IconPalette size={16} />}
          >
            Appearance settings
          </Menu.Item>
        )}
        {menu.companyPortal && portalUrl && (
          <Menu.Item
            component="a"
            href={portalUrl}
            target="_blank"
            rel="noopener"
            // Another host has no session of its own yet: hand this one off (decision 114).
            onClick={(e: React.MouseEvent) => {
              if (!representedRole || e.ctrlKey || e.metaKey || e.shiftKey) return;
              e.preventDefault();
              void handOff(portalUrl, representedRole.companyId, { newTab: true });
            }}
            leftSection={<IconExternalLink size={16} />}
          >
            Company portal
          </Menu.Item>
        )}
        {menu.switchCompany && (
          <Menu.Item onClick={onSwitchCompany} leftSection={<IconSwitchHorizontal size={16} />}>
            Switch company
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} />}>
          Manage account
        </Menu.Item>
        {isSystemUser(user) && (
          <Menu.Item component={Link} to="/system/mail-outbox" leftSection={<IconMail size={16} />}>
            Mail outbox
          </Menu.Item>
        )}
        {isSystemUser(user) && (
          <Menu.Item component={Link} to="/system/jobs" leftSection={<IconListCheck size={16} />}>
            Jobs
          </Menu.Item>
        )}
        {isSystemUser(user) && (
          <Menu.Item
            component={Link}
            to="/system/tax-rates"
            leftSection={<IconReceiptTax size={16} />}
          >
            Tax rates
          </Menu.Item>
        )}
        {isSystemUser(user) && (
          <Menu.Item
            component={Link}
            to="/system/afs-register"
            leftSection={<IconReceiptTax size={16} />}
          >
            ASIC register
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void logout()} leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Colour scheme</Menu.Label>
        <div style={{ padding: '0 8px 8px' }}>
          <ColorSchemeSelector value={colorScheme} onChange={change} />
        </div>
      </Menu.Dropdown>
    </Menu>
  );
}
