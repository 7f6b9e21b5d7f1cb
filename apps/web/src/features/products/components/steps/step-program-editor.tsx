import { Alert, Code, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import type { FormulaIssue } from '@turbine/rating';
import type { StepProgram, StepView } from '../../hooks/use-step-program.ts';
import type { Suggestion } from '../../hooks/use-formula-check.ts';
import { JsonField } from '../json-input.tsx';
import { StepEditorContext, type StepEditorContextValue } from './step-editor-context.ts';
import { StepList } from './step-list.tsx';

const stepsHelp =
  'A JSON list of steps: {"type":"set","variable","expression"}, {"type":"return","expression"}, {"type":"if","condition","then":[…],"else":[…]}, {"type":"forEach","list","item","steps":[…]}, {"type":"find","list","item","condition","variable"}.';

/** `steps[2].then[0].expression` (the engine's paths) → `steps.2.then.0.expression` (the API's). */
export const dottedPath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

interface Props {
  program: StepProgram;
  /** The server's step messages by dotted path (`steps.1.then.0.expression`). */
  serverErrors: Record<string, string>;
  /** The engine's live issues for this formula. */
  issues: FormulaIssue[];
  checked: boolean;
  suggest: (prefix: string) => Suggestion[];
  disabled: boolean;
  /** A field was edited or the structure changed (null): drop the server's message(s). */
  onEdited: (path: string | null) => void;
}

/** The step program as nested cards (one per step, by type) or as JSON; both edit one value. */
export function StepProgramEditor({
  program,
  serverErrors,
  issues,
  checked,
  suggest,
  disabled,
  onEdited,
}: Props) {
  const live = new Map<string, string>();
  for (const i of issues) if (i.path) live.set(dottedPath(i.path), i.message);
  const context: StepEditorContextValue = {
    messageAt: (path) => ({ server: serverErrors[path], live: live.get(path) }),
    suggest,
    disabled,
    onEdited: (path) => onEdited(path),
  };
  const unplaced = issues.filter((i) => !i.path || program.view === 'json');
  const serverList = Object.entries(serverErrors);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" fw={500} id="steps-label">
          Steps
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Steps view"
          value={program.view}
          onChange={(v) => program.show(v as StepView)}
          data={[
            { value: 'cards', label: 'Steps' },
            { value: 'json', label: 'JSON' },
          ]}
        />
      </Group>
      {program.switchError && (
        <Alert color="red" role="alert" title="Cannot show the steps as cards">
          {program.switchError}
        </Alert>
      )}
      {program.view === 'cards' ? (
        <StepEditorContext.Provider value={context}>
          <StepList
            steps={program.steps}
            path="steps"
            onChange={program.setSteps}
            onRestructure={() => onEdited(null)}
          />
        </StepEditorContext.Provider>
      ) : (
        <JsonField
          label="Steps (JSON)"
          description={stepsHelp}
          value={program.jsonText}
          onChange={program.setJsonText}
          disabled={disabled}
          minRows={10}
        />
      )}
      {unplaced.length > 0 ? (
        <List size="sm" c="orange" role="status">
          {unplaced.map((i) => (
            <List.Item key={`${i.path ?? ''}-${i.message}`}>
              {i.path ? `${dottedPath(i.path)}: ${i.message}` : i.message}
            </List.Item>
          ))}
        </List>
      ) : (
        checked &&
        issues.length === 0 && (
          <Text size="xs" c="teal">
            The steps are valid.
          </Text>
        )
      )}
      {program.view === 'json' && serverList.length > 0 && (
        <Stack gap={2} role="alert">
          {serverList.map(([k, m]) => (
            <Code key={k} color="red.1" block>
              {`${k}: ${m}`}
            </Code>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
