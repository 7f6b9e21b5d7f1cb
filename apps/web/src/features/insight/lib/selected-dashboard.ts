import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardSummaryDto } from '@turbine/domain';
import { storage } from '../../../app/storage.ts';
import { storageKeys } from '../../../app/theme.ts';

/**
 * §2/§3: the dashboard shown is `?id=`, else the last one chosen (local storage `selectedDashboardId`),
 * else the first; the choice is written back to both.
 */
export function pickDashboard(
  list: DashboardSummaryDto[],
  queryId: string | null,
  storedId: string | null,
): DashboardSummaryDto | null {
  const byId = (raw: string | null) => list.find((d) => String(d.id) === raw) ?? null;
  return byId(queryId) ?? byId(storedId) ?? list[0] ?? null;
}

export function useSelectedDashboard(list: DashboardSummaryDto[] | undefined, fetching: boolean) {
  const [params, setParams] = useSearchParams();
  // While the list refetches (a dashboard just made), a new ?id= is not in it yet: keep it.
  const selected = list
    ? pickDashboard(list, params.get('id'), storage.get(storageKeys.selectedDashboardId))
    : null;
  const id = selected?.id ?? null;
  useEffect(() => {
    if (id === null || fetching) return;
    storage.set(storageKeys.selectedDashboardId, String(id));
    if (params.get('id') !== String(id)) setParams({ id: String(id) }, { replace: true });
  }, [id, fetching, params, setParams]);
  const select = useCallback(
    (next: number) => {
      storage.set(storageKeys.selectedDashboardId, String(next));
      setParams({ id: String(next) });
    },
    [setParams],
  );
  return { selected, select };
}
