import { Badge, Burger, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useMatches } from 'react-router';
import { SwitchCompanyModal, companyFileUrl } from '../../features/companies/index.ts';
import { NotificationBell, RealtimeStatusIndicator } from '../../features/notifications/index.ts';
import { useAuth } from '../auth-context.tsx';
import { useCompany } from '../company-context.tsx';
import { useAppSelector } from '../hooks.ts';
import type { RouteHandle } from '../route-paths.ts';
import { Brand } from './brand.tsx';
import { DrawerLinks, HeaderLinks, useHeaderLinks } from './header-links.tsx';
import { DrawerAccountLinks, UserMenu } from './user-menu.tsx';

/** Header background, text colour and the support style for a system user on another company (§2). */
function useHeaderStyle(): React.CSSProperties {
  const { handleCompany, supportView } = useCompany();
  const supporting = useAppSelector((s) => s.session.supporting);
  if (supportView || supporting)
    return {
      background: 'var(--mantine-color-yellow-light)',
      borderBottom: '3px solid var(--mantine-color-yellow-6)',
    };
  if (!handleCompany) return {};
  const image = companyFileUrl(handleCompany.id, handleCompany.appearance.headerFileVersionId);
  return {
    ...(image
      ? {
          backgroundImage: `url("${image}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }
      : {}),
    ...(handleCompany.appearance.headerTextColour
      ? { color: handleCompany.appearance.headerTextColour }
      : {}),
  };
}

/** The header (§2 Header and shell): brand, links, and for signed-in users the bell and avatar menu. */
export function AppHeader() {
  const { user, initialised } = useAuth();
  const { supportView, handleCompany, representedRole } = useCompany();
  const links = useHeaderLinks();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [switchOpened, switcher] = useDisclosure(false);
  const hideAuthButtons = useMatches().some(
    (m) => (m.handle as RouteHandle | undefined)?.hideAuthButtons,
  );
  const style = useHeaderStyle();
  const supporting = useAppSelector((s) => s.session.supporting);
  const textColour = style.color;
  const temporary = user?.isTemporaryUser ?? false;

  return (
    <Group
      h="100%"
      px="md"
      justify="space-between"
      wrap="nowrap"
      style={style}
      component="nav"
      aria-label="Main"
    >
      {/* The brand gives way (truncates) so the bell and avatar always fit, down to 320 px (issue 19 item 9). */}
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
        {(links.length > 0 || (user && !temporary)) && (
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Open navigation"
          />
        )}
        <Brand />
        {supportView && handleCompany && !supporting && (
          <Badge color="yellow" variant="filled">
            Support view
          </Badge>
        )}
        {supporting && (
          <Badge color="yellow" variant="filled" maw={320} title={supporting.name}>
            Support · {supporting.acting ? 'acting' : 'read-only'} · {supporting.name}
          </Badge>
        )}
        <Group gap={4} visibleFrom="sm">
          <HeaderLinks links={links} color={textColour} />
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        {initialised && !user && !hideAuthButtons && (
          <>
            <Button component={Link} to="/login" variant="default">
              Login
            </Button>
            <Button component={Link} to="/register">
              Register
            </Button>
          </>
        )}
        {user && !temporary && (
          <>
            <RealtimeStatusIndicator />
            <NotificationBell companyId={representedRole?.companyId ?? null} color={textColour} />
            <UserMenu onSwitchCompany={switcher.open} />
          </>
        )}
      </Group>
      <Drawer opened={drawerOpened} onClose={drawer.close} title="Navigation" hiddenFrom="sm">
        <Stack>
          <DrawerLinks links={links} onNavigate={drawer.close} />
          {user && !temporary && (
            <DrawerAccountLinks onNavigate={drawer.close} onSwitchCompany={switcher.open} />
          )}
        </Stack>
      </Drawer>
      {user && !temporary && <SwitchCompanyModal opened={switchOpened} onClose={switcher.close} />}
    </Group>
  );
}
