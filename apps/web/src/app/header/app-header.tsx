import { lazy, Suspense } from 'react';
import { Badge, Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useMatches } from 'react-router';
import { useAuth } from '../auth-context.tsx';
import { useCompany } from '../company-context.tsx';
import { useAppSelector } from '../hooks.ts';
import type { RouteHandle } from '../route-paths.ts';
import { Brand, brandedHeaderStyle } from './brand.tsx';
import { useHeaderLinks } from './use-header-links.ts';

/** What only a signed-in user sees: a chunk of its own, never loaded by the sign-in page (decision 164). */
export const loadSignedInHeader = () => import('./signed-in-header.tsx');
const SignedInLinks = lazy(() => loadSignedInHeader().then((m) => ({ default: m.SignedInLinks })));
const SignedInAccount = lazy(() =>
  loadSignedInHeader().then((m) => ({ default: m.SignedInAccount })),
);

/** Header background, text colour and the support style for a system user on another company (§2). */
function useHeaderStyle(): React.CSSProperties {
  const { handleCompany, supportView } = useCompany();
  const supporting = useAppSelector((s) => s.session.supporting);
  if (supportView || supporting)
    return {
      background: 'var(--mantine-color-yellow-light)',
      borderBottom: '3px solid var(--mantine-color-yellow-6)',
    };
  return brandedHeaderStyle(handleCompany);
}

/** The header (§2 Header and shell): brand, links, and for signed-in users the bell and avatar menu. */
export function AppHeader() {
  const { user, initialised } = useAuth();
  const { supportView, handleCompany } = useCompany();
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
        {links.length > 0 && (
          <Suspense fallback={null}>
            <SignedInLinks links={links} color={textColour} />
          </Suspense>
        )}
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
        {(links.length > 0 || (user && !temporary)) && (
          // The avatar's room is kept while its chunk loads, so nothing moves when it arrives.
          <Suspense fallback={user && !temporary ? <Box w={38} h={38} /> : null}>
            <SignedInAccount
              account={!!user && !temporary}
              color={textColour}
              links={links}
              drawerOpened={drawerOpened}
              onCloseDrawer={drawer.close}
              switchOpened={switchOpened}
              onOpenSwitch={switcher.open}
              onCloseSwitch={switcher.close}
            />
          </Suspense>
        )}
      </Group>
    </Group>
  );
}
