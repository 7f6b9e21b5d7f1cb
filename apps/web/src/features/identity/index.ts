/**
 * What the shell and other features may use of identity (docs/decisions/096-web-feature-layout.md):
 * the user endpoints, sign-out and the theme change, and the routed pages (lazy).
 */
export { identityApi, useGetUserQuery, avatarUrl } from './api/identity-api.ts';
export { useLogout } from './hooks/use-logout.ts';
export { useHandOff } from './hooks/use-hand-off.ts';
export { companyHome } from './hooks/use-after-sign-in.ts';
export { useColorSchemeChange } from './hooks/use-color-scheme-change.ts';
export { identityPages } from './pages.ts';
