import { Drawer, Group, Stack } from '@mantine/core';
import type { NavLinkItem } from '@turbine/domain';
import { SwitchCompanyModal } from '../../features/companies/index.ts';
import { NotificationBell, RealtimeStatusIndicator } from '../../features/notifications/index.ts';
import { useCompany } from '../company-context.tsx';
import { DrawerLinks, HeaderLinks } from './header-links.tsx';
import { DrawerAccountLinks, UserMenu } from './user-menu.tsx';

/**
 * The header's parts only a signed-in user sees — links and their menus, the bell, the avatar menu, the
 * burger drawer, the switch-company modal — in a chunk of their own, loaded once someone is signed in,
 * so the sign-in page does not carry menus, popovers, comboboxes and modals it never shows (decision 164).
 */
export function SignedInLinks({ links, color }: { links: NavLinkItem[]; color?: string }) {
  return (
    <Group gap={4} visibleFrom="sm" wrap="nowrap">
      <HeaderLinks links={links} color={color} />
    </Group>
  );
}

export function SignedInAccount({
  account,
  color,
  links,
  drawerOpened,
  onCloseDrawer,
  switchOpened,
  onOpenSwitch,
  onCloseSwitch,
}: {
  /** A full (not temporary) user: the bell, the avatar menu and the account links in the drawer. */
  account: boolean;
  color?: string;
  links: NavLinkItem[];
  drawerOpened: boolean;
  onCloseDrawer: () => void;
  switchOpened: boolean;
  onOpenSwitch: () => void;
  onCloseSwitch: () => void;
}) {
  const { representedRole } = useCompany();
  return (
    <>
      {account && (
        <>
          <RealtimeStatusIndicator />
          <NotificationBell companyId={representedRole?.companyId ?? null} color={color} />
          <UserMenu onSwitchCompany={onOpenSwitch} />
        </>
      )}
      <Drawer opened={drawerOpened} onClose={onCloseDrawer} title="Navigation" hiddenFrom="sm">
        <Stack>
          <DrawerLinks links={links} onNavigate={onCloseDrawer} />
          {account && (
            <DrawerAccountLinks onNavigate={onCloseDrawer} onSwitchCompany={onOpenSwitch} />
          )}
        </Stack>
      </Drawer>
      {account && <SwitchCompanyModal opened={switchOpened} onClose={onCloseSwitch} />}
    </>
  );
}
