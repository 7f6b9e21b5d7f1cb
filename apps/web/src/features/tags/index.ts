/**
 * Company Tags (§2, decision 171). Other features import only this file (decision 096): the risk page's
 * chips and the risks list's tag filter.
 */
export { RiskTags } from './components/risk-tags.tsx';
export { TagChip } from './components/tag-chip.tsx';
export { TagFilterSelect } from './components/tag-filter-select.tsx';
export { tagsPages } from './pages.ts';
export { useListCompanyTagsQuery } from './api/tags-api.ts';
