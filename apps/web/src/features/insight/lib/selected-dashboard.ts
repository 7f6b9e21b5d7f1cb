import { useEffect } from 'react';
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

export function useSelectedDashboard(list: DashboardSummaryDto[] | undefined) {
  const [params, setParams] = useSearchParams();
  const selected = list
    ? pickDashboard(list, params.get('id'), storage.get(storageKeys.selectedDashboardId))
    : null;
  const id = selected?.id ?? null;
  useEffect(() => {
    if (id === null) return;
    storage.set(storageKeys.selectedDashboardId, String(id));
    if (params.get('id') !== String(id)) setParams({ id: String(id) }, { replace: true });
  }, [id, params, setParams]);
  const select = (next: number) => {
    storage.set(storageKeys.selectedDashboardId, String(next));
    setParams({ id: String(next) });
  };
  return { selected, select };
}
