import { SimpleGrid, Stack } from '@mantine/core';
import type { StepFieldsProps } from './step-fields-props.ts';
import { ExpressionField, NameField } from './step-inputs.tsx';

/** `forEach {list, item, steps}`: runs the loop steps once per item of a list (a blank list is empty). */
export function ForEachStepFields({
  step,
  path,
  onChange,
  renderSteps,
}: StepFieldsProps<'forEach'>) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <div style={{ gridColumn: 'span 2' }}>
          <ExpressionField
            path={path}
            field="list"
            label="List"
            description="A repeating group or a list expression"
            value={step.list}
            onChange={(list) => onChange({ ...step, list })}
          />
        </div>
        <NameField
          path={path}
          field="item"
          label="Item variable"
          description="Each item in turn"
          value={step.item}
          onChange={(item) => onChange({ ...step, item })}
        />
      </SimpleGrid>
      {renderSteps({
        steps: step.steps,
        path: `${path}.steps`,
        onChange: (steps) => onChange({ ...step, steps }),
      })}
    </Stack>
  );
}
