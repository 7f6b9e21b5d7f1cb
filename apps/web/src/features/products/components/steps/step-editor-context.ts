import { createContext, useContext } from 'react';
import type { Suggestion } from '../../hooks/use-formula-check.ts';

/** What every card needs: messages by dotted path (`steps.1.then.0.expression`), names, read-only. */
export interface StepEditorContextValue {
  /** The server's and the live check's message for a dotted path; the server's wins. */
  messageAt: (path: string) => { server?: string; live?: string };
  suggest: (prefix: string) => Suggestion[];
  disabled: boolean;
  /** A field changed: its server message no longer applies. */
  onEdited: (path: string) => void;
}

export const StepEditorContext = createContext<StepEditorContextValue>({
  messageAt: () => ({}),
  suggest: () => [],
  disabled: false,
  onEdited: () => undefined,
});

export const useStepEditor = (): StepEditorContextValue => useContext(StepEditorContext);
