/** What other features may use of company datasets: the list, for the formula editors' version catalogue. */
export { useListCompanyDatasetsQuery } from './api/datasets-api.ts';
export { datasetsPages } from './pages.ts';
