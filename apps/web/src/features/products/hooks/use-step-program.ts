import { useState } from 'react';
import { Messages } from '@turbine/domain';
import { parseJson } from '../components/json-input.tsx';
import { stepsFromJson, stepsToJson, type StepValue } from '../components/steps/step-model.ts';

export type StepView = 'cards' | 'json';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The step program of an underwriting formula, edited as cards or as JSON text. Both views edit one
 * value: switching to JSON prints the cards; switching back reads the text, and refuses while the
 * text does not parse ('Invalid JSON', spec §5) or holds what the cards cannot show.
 */
export function useStepProgram(initial: unknown) {
  const [start] = useState(() => {
    const read = stepsFromJson(initial);
    // Stored JSON comes back with its keys reordered (jsonb); compare in the cards' own order.
    return { text: pretty('steps' in read ? stepsToJson(read.steps) : initial), read };
  });
  const [view, setView] = useState<StepView>('steps' in start.read ? 'cards' : 'json');
  const [steps, setSteps] = useState<StepValue[]>('steps' in start.read ? start.read.steps : []);
  const [jsonText, setJsonTextState] = useState(start.text);
  const [switchError, setSwitchError] = useState<string | null>(
    'error' in start.read ? start.read.error : null,
  );

  const parsed = view === 'json' ? parseJson(jsonText) : null;
  /** What is checked and saved: the cards' JSON, or the parsed text (undefined while it does not parse). */
  const value: unknown = view === 'cards' ? stepsToJson(steps) : parsed?.value;
  const jsonError = parsed?.error ?? null;

  return {
    view,
    steps,
    jsonText,
    value,
    jsonError,
    switchError,
    dirty: (value === undefined ? jsonText : pretty(value)) !== start.text,
    setSteps,
    setJsonText: (text: string) => {
      setSwitchError(null);
      setJsonTextState(text);
    },
    /** Switches views; false (with the reason in switchError) when the JSON cannot become cards. */
    show: (next: StepView): boolean => {
      if (next === view) return true;
      if (next === 'json') {
        setJsonTextState(pretty(stepsToJson(steps)));
        setSwitchError(null);
        setView('json');
        return true;
      }
      const text = parseJson(jsonText);
      if (text.error) {
        setSwitchError(Messages.invalidJson);
        return false;
      }
      const read = stepsFromJson(text.value);
      if ('error' in read) {
        setSwitchError(read.error);
        return false;
      }
      setSteps(read.steps);
      setSwitchError(null);
      setView('cards');
      return true;
    },
  };
}

export type StepProgram = ReturnType<typeof useStepProgram>;
