import { SimpleGrid } from '@mantine/core';
import type { StepFieldsProps } from './step-fields-props.ts';
import { ExpressionField, NameField } from './step-inputs.tsx';

/** `find {list, item, condition, variable}`: the first item meeting the condition, into a variable. */
export function FindStepFields({ step, path, onChange }: StepFieldsProps<'find'>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ExpressionField
        path={path}
        field="list"
        label="List"
        value={step.list}
        onChange={(list) => onChange({ ...step, list })}
      />
      <NameField
        path={path}
        field="item"
        label="Item variable"
        value={step.item}
        onChange={(item) => onChange({ ...step, item })}
      />
      <ExpressionField
        path={path}
        field="condition"
        label="Condition"
        description="Tested for each item"
        value={step.condition}
        onChange={(condition) => onChange({ ...step, condition })}
      />
      <NameField
        path={path}
        field="variable"
        label="Into variable"
        description="The first matching item, or blank"
        value={step.variable}
        onChange={(variable) => onChange({ ...step, variable })}
      />
    </SimpleGrid>
  );
}
