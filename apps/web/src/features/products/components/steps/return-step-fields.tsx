import type { StepFieldsProps } from './step-fields-props.ts';
import { ExpressionField } from './step-inputs.tsx';

/** `return {expression}`: ends the formula with this value. */
export function ReturnStepFields({ step, path, onChange }: StepFieldsProps<'return'>) {
  return (
    <ExpressionField
      path={path}
      field="expression"
      label="Expression"
      description="The formula's value; the steps after it do not run."
      value={step.expression}
      onChange={(expression) => onChange({ ...step, expression })}
    />
  );
}
