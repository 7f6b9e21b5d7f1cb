import { useState } from 'react';
import { Button, Code, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { underwritingFormulaBody } from '@turbine/domain';
import type { UnderwritingFormula } from '@turbine/rating';
import { errorBody } from '../../../app/api-error.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import type { UnderwritingFormulaDto, VersionRef } from '../api/product-types.ts';
import { useSaveUnderwritingFormulaMutation } from '../api/version-items-api.ts';
import { useVersionCatalogue } from '../hooks/use-version-catalogue.ts';
import { ActionError } from './action-error.tsx';
import { JsonField, parseJson } from './json-input.tsx';

interface Values {
  name: string;
  title: string;
  steps: string;
  sortOrder: number;
}
const stepsHelp =
  'A JSON list of steps: {"type":"set","variable","expression"}, {"type":"return","expression"}, {"type":"if","condition","then":[…],"else":[…]}, {"type":"forEach","list","item","steps":[…]}, {"type":"find","list","item","condition","variable"}.';

interface Props {
  versionRef: VersionRef;
  formula: UnderwritingFormulaDto | null;
  nextSortOrder: number;
  readOnly: boolean;
  onClose: () => void;
}

/** Underwriting Formulas (§2): a step program edited as JSON, checked by the engine as typed. */
export function UnderwritingFormulaModal({
  versionRef,
  formula,
  nextSortOrder,
  readOnly,
  onClose,
}: Props) {
  const [save, state] = useSaveUnderwritingFormulaMutation();
  const catalogue = useVersionCatalogue(versionRef);
  const [stepErrors, setStepErrors] = useState<string[]>([]);
  const form = useForm<Values>({
    initialValues: {
      name: formula?.name ?? '',
      title: formula?.title ?? '',
      steps: JSON.stringify(formula?.steps ?? [], null, 2),
      sortOrder: formula?.sortOrder ?? nextSortOrder,
    },
  });
  const { prompt } = useUnsavedChanges({ when: !readOnly && form.isDirty() });
  const values = form.getValues();
  const parsed = parseJson(values.steps);
  const steps = Array.isArray(parsed.value) ? (parsed.value as UnderwritingFormula['steps']) : null;
  const live = steps
    ? catalogue
        .issues(
          { underwriting: { name: values.name, steps, id: formula?.id ?? null } },
          values.name,
        )
        .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
    : [parsed.error ?? 'The steps must be a JSON list.'];

  const submit = async () => {
    const body = {
      name: values.name,
      title: values.title,
      steps: steps ?? [],
      sortOrder: values.sortOrder,
    };
    const errors = schemaErrors(underwritingFormulaBody, body);
    if (!steps) errors.steps = parsed.error ?? 'The steps must be a JSON list.';
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setStepErrors([]);
    const result = await save({
      ...versionRef,
      id: formula?.id ?? null,
      body: underwritingFormulaBody.parse(body),
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      // Step problems arrive under their JSON path (steps.0.then.0.type).
      const found = Object.entries(errorBody(result.error)?.errors ?? {}).filter(([k]) =>
        k.startsWith('steps'),
      );
      setStepErrors(found.map(([k, m]) => `${k}: ${m[0] ?? ''}`));
      return;
    }
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={formula ? formula.name : 'Add underwriting formula'}
      size="xl"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack>
              <Group grow>
                <TextInput label="Name" required {...form.getInputProps('name')} />
                <TextInput label="Title" {...form.getInputProps('title')} />
              </Group>
              <JsonField
                label="Steps"
                description={stepsHelp}
                value={values.steps}
                onChange={(v) => form.setFieldValue('steps', v)}
                minRows={10}
              />
            </Stack>
          </fieldset>
          {live.length > 0 ? (
            <List size="sm" c="orange" role="status">
              {live.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          ) : (
            catalogue.ready && (
              <Text size="xs" c="teal">
                The steps are valid.
              </Text>
            )
          )}
          {stepErrors.length > 0 && (
            <Stack gap={2} role="alert">
              {stepErrors.map((m) => (
                <Code key={m} color="red.1" block>
                  {m}
                </Code>
              ))}
            </Stack>
          )}
          {state.error && stepErrors.length === 0 && Object.keys(form.errors).length === 0 && (
            <ActionError error={state.error} title="The formula was not saved" />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {readOnly ? 'Close' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={state.isLoading}>
                Save formula
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {prompt}
    </Modal>
  );
}
