import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';

const DirtyContext = createContext<((key: string, dirty: boolean) => void) | null>(null);

/**
 * One unsaved-changes prompt (§2) for a page of several inline forms (the period editor's
 * per-section quota shares and risk codes): a router has one blocker, so forms report here.
 */
export function DirtyFormsProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((key: string, isDirty: boolean) => {
    setDirtyKeys((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const { prompt } = useUnsavedChanges({ when: dirty.size > 0 });
  const value = useMemo(() => report, [report]);
  return (
    <DirtyContext.Provider value={value}>
      {children}
      {prompt}
    </DirtyContext.Provider>
  );
}

/** Reports whether an inline form holds unsaved changes; a no-op outside a provider. */
export function useReportDirty(key: string, isDirty: boolean): void {
  const report = useContext(DirtyContext);
  useEffect(() => {
    report?.(key, isDirty);
  }, [report, key, isDirty]);
  useEffect(() => () => report?.(key, false), [report, key]);
}
