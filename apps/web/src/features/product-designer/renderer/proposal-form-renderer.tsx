import { useMemo } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { Json } from '../model/form-model.ts';
import { formFromSchema } from '../model/from-schema.ts';
import { AnswerFields } from './answer-fields.tsx';
import type { ProposalErrors } from './validate-proposal.ts';
import type { ProposalValue } from './visibility.ts';
import classes from './read-only-answers.module.css';

export interface ProposalFormRendererProps {
  /** The version's JSON Schema (decision 060), as `GET …/form` answers it. */
  schema: Json;
  /** The designer's layout (sections and their field names). */
  layout: Json;
  value: ProposalValue;
  onChange: (value: ProposalValue) => void;
  /** Field errors keyed by answer path (`vehicles.0.value`): the server's `proposal.<path>` keys without the prefix. */
  errors?: ProposalErrors;
  readOnly?: boolean;
}

/**
 * The proposal form a broker fills: the designer's sections and fields as Mantine inputs, fields
 * shown by their visibility conditions, repeating groups within their item limits.
 */
export function ProposalFormRenderer({
  schema,
  layout,
  value,
  onChange,
  errors = {},
  readOnly = false,
}: ProposalFormRendererProps) {
  const form = useMemo(() => formFromSchema(schema, layout), [schema, layout]);
  const topLevel = useMemo(() => form.sections.flatMap((s) => s.fields), [form]);
  if (topLevel.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        This proposal form has no fields yet.
      </Text>
    );
  }
  return (
    <fieldset
      disabled={readOnly}
      className={readOnly ? classes.readOnly : undefined}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <Stack gap="xl">
        {form.sections
          .filter((s) => s.fields.length > 0)
          .map((section) => (
            <section key={section.id} aria-label={section.title || undefined}>
              {section.title && (
                <Title order={3} size="h4" mb="sm">
                  {section.title}
                </Title>
              )}
              <AnswerFields
                fields={section.fields}
                siblings={topLevel}
                values={value}
                prefix=""
                onChange={onChange}
                errors={errors}
                readOnly={readOnly}
                columns={section.columns}
              />
            </section>
          ))}
      </Stack>
    </fieldset>
  );
}
