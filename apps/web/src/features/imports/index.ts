/** Import Policy Data (decision 128): what the router mounts. */
export { importsPages } from './pages.ts';
