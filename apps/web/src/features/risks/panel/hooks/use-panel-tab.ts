import { useSearchParams } from 'react-router';

/** The panel's tab in the URL query (`panel=`); the first tab is the default and leaves no query value. */
export function usePanelTab(tabs: readonly string[]): [string, (tab: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get('panel');
  const active = current && tabs.includes(current) ? current : (tabs[0] ?? '');
  const setTab = (tab: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (tab && tab !== tabs[0]) next.set('panel', tab);
        else next.delete('panel');
        return next;
      },
      { replace: true },
    );
  return [active, setTab];
}
