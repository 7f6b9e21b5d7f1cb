import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Messages, underwritingFormulaBody } from '@turbine/domain';
import type { UnderwritingFormula } from '@turbine/rating';
import { errorBody } from '../../../app/api-error.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import type { UnderwritingFormulaDto, VersionRef } from '../api/product-types.ts';
import { useSaveUnderwritingFormulaMutation } from '../api/version-items-api.ts';
import { useStepProgram } from '../hooks/use-step-program.ts';
import { useVersionCatalogue } from '../hooks/use-version-catalogue.ts';
import { localNames } from './steps/step-model.ts';
import { StepProgramEditor } from './steps/step-program-editor.tsx';
import { ActionError } from './action-error.tsx';

interface Values {
  name: string;
  title: string;
  sortOrder: number;
}

interface Props {
  versionRef: VersionRef;
  formula: UnderwritingFormulaDto | null;
  nextSortOrder: number;
  readOnly: boolean;
  onClose: () => void;
}

/** Underwriting Formulas (§2): a step program edited as nested cards or JSON, checked by the engine as typed. */
export function UnderwritingFormulaModal({
  versionRef,
  formula,
  nextSortOrder,
  readOnly,
  onClose,
}: Props) {
  const [save, state] = useSaveUnderwritingFormulaMutation();
  const catalogue = useVersionCatalogue(versionRef);
  const program = useStepProgram(formula?.steps ?? []);
  // The server's step messages by their JSON path (steps.1.then.0.expression), shown on the cards.
  const [stepErrors, setStepErrors] = useState<Record<string, string>>({});
  const form = useForm<Values>({
    initialValues: {
      name: formula?.name ?? '',
      title: formula?.title ?? '',
      sortOrder: formula?.sortOrder ?? nextSortOrder,
    },
  });
  const values = form.getValues();
  const steps = Array.isArray(program.value)
    ? (program.value as UnderwritingFormula['steps'])
    : null;
  const draft = {
    underwriting: { name: values.name, steps: steps ?? [], id: formula?.id ?? null },
  };
  const issues = steps ? catalogue.issues(draft, values.name) : [];
  const baseSuggest = catalogue.suggest(draft, values.name);
  const locals = program.view === 'cards' ? localNames(program.steps) : [];
  const suggest = (prefix: string) => [
    ...locals
      .filter((n) => n.toUpperCase().startsWith(prefix.toUpperCase()))
      .map((n) => ({
        name: n,
        kind: 'underwriting' as const,
        insert: n,
        detail: 'A variable of these steps',
      })),
    ...baseSuggest(prefix),
  ];

  const submit = async () => {
    const body = { ...values, steps: steps ?? [] };
    const errors = schemaErrors(underwritingFormulaBody, body);
    form.setErrors(errors);
    if (program.jsonError) {
      setStepErrors({ steps: Messages.invalidJson });
      return;
    }
    if (Object.keys(errors).length > 0) return;
    setStepErrors({});
    const result = await save({
      ...versionRef,
      id: formula?.id ?? null,
      body: underwritingFormulaBody.parse(body),
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      const found = Object.entries(errorBody(result.error)?.errors ?? {}).filter(([k]) =>
        k.startsWith('steps'),
      );
      setStepErrors(Object.fromEntries(found.map(([k, m]) => [k, m[0] ?? ''])));
      return;
    }
    onClose();
  };

  const edited = (path: string | null) =>
    setStepErrors((current) => {
      if (path === null) return {};
      if (!(path in current)) return current;
      const { [path]: _gone, ...rest } = current;
      return rest;
    });

  return (
    <FormModal
      size="xl"
      title={formula ? formula.name : 'Add underwriting formula'}
      onSave={() => void submit()}
      onClose={onClose}
      readOnly={readOnly}
      unsaved={form.isDirty() || program.dirty}
      saving={state.isLoading}
      notice={
        state.error &&
        Object.keys(stepErrors).length === 0 &&
        Object.keys(form.errors).length === 0 && (
          <ActionError error={state.error} title="The formula was not saved" />
        )
      }
      submitLabel="Save formula"
      after={
        <StepProgramEditor
          program={program}
          serverErrors={stepErrors}
          issues={issues}
          checked={catalogue.ready && steps !== null}
          suggest={suggest}
          disabled={readOnly}
          onEdited={edited}
        />
      }
    >
      <Group grow>
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="Title" {...form.getInputProps('title')} />
      </Group>
    </FormModal>
  );
}
