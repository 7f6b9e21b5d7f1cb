/** What the shell uses of the system pages (docs/decisions/096-web-feature-layout.md): the routed pages (lazy). */
export { systemPages } from './pages.ts';
