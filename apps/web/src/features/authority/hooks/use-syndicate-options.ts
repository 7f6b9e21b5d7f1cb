import { useListSyndicatesQuery } from '../api/syndicates-api.ts';

/** Syndicates of the company as select options ("CODE — Name"); the API pages at most 100. */
export function useSyndicateOptions(companyId: number) {
  const query = useListSyndicatesQuery({ companyId, page: 1, perPage: 100 });
  const options = (query.data?.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.code} — ${s.name}`,
  }));
  return { query, options };
}
