import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Navigates once the render after a save has happened: the unsaved-changes blocker reads the form's
 * dirty state of the last render, so navigating in the save handler itself would be blocked.
 * Call it after `useUnsavedChanges` so this effect runs after the blocker's.
 */
export function useNavigateAfterSave(): (path: string) => void {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
  return setTarget;
}
