/** What other features may use: the authority screens' links, for the products area's navigation. */
export { authoritySections } from './lib/authority-paths.ts';
export { authorityPages } from './pages.ts';
