import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { errorBody, errorStatus } from '../../../../app/api-error.ts';
import type { ProposalErrors } from '../../../product-designer/index.ts';

/**
 * A refused action's proposal errors, handed from the action button to the risk's proposal form so
 * the form marks its fields and scrolls to the first (issue 19 item 6). `seq` makes a second refusal
 * with the same errors a new event.
 */
interface Refusal {
  riskId: number;
  errors: ProposalErrors;
  seq: number;
}

interface ProposalRefusals {
  refusal: Refusal | null;
  report: (riskId: number, errors: ProposalErrors) => void;
}

const Context = createContext<ProposalRefusals>({ refusal: null, report: () => undefined });

export function ProposalRefusalsProvider({ children }: { children: ReactNode }) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const value = useMemo<ProposalRefusals>(
    () => ({
      refusal,
      report: (riskId, errors) => setRefusal((r) => ({ riskId, errors, seq: (r?.seq ?? 0) + 1 })),
    }),
    [refusal],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useProposalRefusals = () => useContext(Context);

/** The server's `proposal.<path>` errors as the renderer's keys (decision 060). */
export function serverProposalErrors(error: unknown): ProposalErrors {
  const errors = errorStatus(error) === 422 ? (errorBody(error)?.errors ?? {}) : {};
  const out: ProposalErrors = {};
  for (const [key, list] of Object.entries(errors))
    if (key.startsWith('proposal.')) out[key.slice('proposal.'.length)] = list;
  return out;
}
