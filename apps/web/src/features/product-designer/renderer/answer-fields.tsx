import { SimpleGrid } from '@mantine/core';
import type { DesignerField } from '../model/form-model.ts';
import { AddressAnswer } from './address-answer.tsx';
import type { AnswerProps } from './answer-props.ts';
import {
  CheckboxAnswer,
  MultiSelectAnswer,
  RadioAnswer,
  SelectAnswer,
  YesNoAnswer,
} from './choice-answers.tsx';
import { DateAnswer } from './date-answer.tsx';
import { NumberAnswer } from './number-answer.tsx';
import { RepeatingGroupAnswer } from './repeating-group-answer.tsx';
import { ContactAnswer, TextAnswer } from './text-answers.tsx';
import type { ProposalErrors } from './validate-proposal.ts';
import { visibleFieldIds, type ProposalValue } from './visibility.ts';

function AnswerField(props: AnswerProps) {
  switch (props.field.type) {
    case 'text':
    case 'textarea':
      return <TextAnswer {...props} />;
    case 'email':
    case 'phone':
      return <ContactAnswer {...props} />;
    case 'number':
    case 'currency':
    case 'percentage':
      return <NumberAnswer {...props} />;
    case 'date':
      return <DateAnswer {...props} />;
    case 'select':
      return <SelectAnswer {...props} />;
    case 'multiSelect':
      return <MultiSelectAnswer {...props} />;
    case 'radio':
      return <RadioAnswer {...props} />;
    case 'yesNo':
      return <YesNoAnswer {...props} />;
    case 'checkbox':
      return <CheckboxAnswer {...props} />;
    case 'address':
      return <AddressAnswer {...props} />;
    case 'repeatingGroup':
      return <RepeatingGroupAnswer {...props} renderItem={renderItem(props)} />;
  }
}

const renderItem =
  ({ errors, readOnly }: AnswerProps) =>
  (
    children: DesignerField[],
    item: ProposalValue,
    prefix: string,
    onItemChange: (item: ProposalValue) => void,
  ) => (
    <AnswerFields
      fields={children}
      siblings={children}
      values={item}
      prefix={prefix}
      onChange={onItemChange}
      errors={errors}
      readOnly={readOnly}
      columns={2}
    />
  );

export interface AnswerFieldsProps {
  /** The fields to show (a section's). */
  fields: DesignerField[];
  /** Every field the visibility conditions may name (all top-level fields, or a group's children). */
  siblings: DesignerField[];
  values: ProposalValue;
  prefix: string;
  onChange: (values: ProposalValue) => void;
  errors: ProposalErrors;
  readOnly: boolean;
  columns: 1 | 2;
}

/** The visible fields of a list, in a grid; wide inputs (textarea, address, groups) span the row. */
export function AnswerFields({
  fields,
  siblings,
  values,
  prefix,
  onChange,
  errors,
  readOnly,
  columns,
}: AnswerFieldsProps) {
  const visible = visibleFieldIds(siblings, values);
  const setAnswer = (name: string, answer: unknown) => {
    const next = { ...values };
    if (answer === undefined) delete next[name];
    else next[name] = answer;
    onChange(next);
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="md">
      {fields
        .filter((f) => visible.has(f.id))
        .map((f) => (
          <div
            key={f.id}
            style={
              f.type === 'textarea' || f.type === 'address' || f.type === 'repeatingGroup'
                ? { gridColumn: '1 / -1' }
                : undefined
            }
          >
            <AnswerField
              field={f}
              path={`${prefix}${f.name}`}
              value={values[f.name]}
              onChange={(answer) => setAnswer(f.name, answer)}
              errors={errors}
              readOnly={readOnly}
            />
          </div>
        ))}
    </SimpleGrid>
  );
}
