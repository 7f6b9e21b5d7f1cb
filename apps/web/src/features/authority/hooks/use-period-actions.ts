import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrors } from '../../../app/api-error.ts';
import { useChangePeriodMutation, useDeletePeriodMutation } from '../api/binding-agreements-api.ts';
import { authorityPaths } from '../lib/authority-paths.ts';
import type { VersionAction } from '../components/version-actions.tsx';

export interface PublishProblems {
  periodId: number;
  /** The server's completeness errors by field (`sections`, `sections.0.quotaShares`, `authorisedUnderwriters`, `version`). */
  errors: Record<string, string>;
}

/**
 * Runs a period's §4 transitions. Refusals (409) are toasted by the shell; a publish refused for
 * completeness (422) is kept so the page can list what is missing. A copy opens the new draft.
 */
export function usePeriodActions(
  companyId: number,
  agreementId: number,
  { onDeleted }: { onDeleted?: () => void } = {},
) {
  const navigate = useNavigate();
  const [change] = useChangePeriodMutation();
  const [remove] = useDeletePeriodMutation();
  const [busy, setBusy] = useState<{ periodId: number; action: VersionAction } | null>(null);
  const [problems, setProblems] = useState<PublishProblems | null>(null);

  const run = async (periodId: number, action: VersionAction) => {
    setBusy({ periodId, action });
    setProblems(null);
    const args = { companyId, agreementId, periodId };
    try {
      if (action === 'delete') {
        const result = await remove(args);
        if (!result.error) onDeleted?.();
        return;
      }
      const result = await change({ ...args, action });
      if (result.error) {
        const errors = fieldErrors(result.error);
        if (Object.keys(errors).length > 0) setProblems({ periodId, errors });
      } else if (action === 'copy') {
        void navigate(authorityPaths.agreementPeriod(agreementId, result.data.id));
      }
    } finally {
      setBusy(null);
    }
  };

  return {
    run,
    problems,
    clearProblems: () => setProblems(null),
    busyAction: (periodId: number) => (busy?.periodId === periodId ? busy.action : null),
  };
}
