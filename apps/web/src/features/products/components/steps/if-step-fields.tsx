import { Stack } from '@mantine/core';
import type { StepFieldsProps } from './step-fields-props.ts';
import { ExpressionField } from './step-inputs.tsx';

/** `if {condition, then, else}`: runs one branch; blank counts as FALSE (decision 010). */
export function IfStepFields({ step, path, onChange, renderSteps }: StepFieldsProps<'if'>) {
  return (
    <Stack gap="sm">
      <ExpressionField
        path={path}
        field="condition"
        label="Condition"
        description="TRUE or FALSE"
        value={step.condition}
        onChange={(condition) => onChange({ ...step, condition })}
      />
      {renderSteps({
        steps: step.then,
        path: `${path}.then`,
        onChange: (then) => onChange({ ...step, then }),
      })}
      {renderSteps({
        steps: step.else,
        path: `${path}.else`,
        onChange: (next) => onChange({ ...step, else: next }),
      })}
    </Stack>
  );
}
