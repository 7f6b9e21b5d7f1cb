import { SimpleGrid } from '@mantine/core';
import type { StepFieldsProps } from './step-fields-props.ts';
import { ExpressionField, NameField } from './step-inputs.tsx';

/** `set {variable, expression}`: assigns a variable local to the formula. */
export function SetStepFields({ step, path, onChange }: StepFieldsProps<'set'>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NameField
        path={path}
        field="variable"
        label="Variable"
        value={step.variable}
        onChange={(variable) => onChange({ ...step, variable })}
      />
      <div style={{ gridColumn: 'span 2' }}>
        <ExpressionField
          path={path}
          field="expression"
          label="Expression"
          value={step.expression}
          onChange={(expression) => onChange({ ...step, expression })}
        />
      </div>
    </SimpleGrid>
  );
}
