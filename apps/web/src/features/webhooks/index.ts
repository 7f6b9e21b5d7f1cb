/** Signed webhooks of the company (decision 172): its pages. Other features import only this file. */
export { webhooksPages } from './pages.ts';
