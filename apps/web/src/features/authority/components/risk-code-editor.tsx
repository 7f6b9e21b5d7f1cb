import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { riskCodeBody, type RiskCodeDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useCreateRiskCodeMutation, useUpdateRiskCodeMutation } from '../api/syndicates-api.ts';
import { useNavigateAfterSave } from '../hooks/use-navigate-after-save.ts';
import { authorityPaths } from '../lib/authority-paths.ts';
import { ReadOnlyNotice } from './read-only-notice.tsx';
import { ReinsurancePeriodsTable } from './reinsurance-periods-table.tsx';
import {
  formToRiskCodeBody,
  riskCodeToForm,
  type RiskCodeFormValues,
} from './risk-code-form-values.ts';

interface RiskCodeEditorProps {
  companyId: number;
  riskCode: RiskCodeDto | null;
  syndicates: { value: string; label: string }[];
  canEdit: boolean;
}

/** Risk code with its reinsurance periods, saved as one body (periods replaced as a whole). */
export function RiskCodeEditor({ companyId, riskCode, syndicates, canEdit }: RiskCodeEditorProps) {
  const [create, createState] = useCreateRiskCodeMutation();
  const [update, updateState] = useUpdateRiskCodeMutation();
  const form = useForm<RiskCodeFormValues>({
    initialValues: riskCodeToForm(riskCode),
    validate: (values) => schemaErrors(riskCodeBody, formToRiskCodeBody(values)),
  });

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const values = form.getValues();
    const body = riskCodeBody.parse(formToRiskCodeBody(values));
    const result = riskCode
      ? await update({ companyId, id: riskCode.id, body })
      : await create({ companyId, body });
    if (result.error) {
      applyServerErrors(form, result.error);
      return false;
    }
    form.setInitialValues(values);
    form.resetDirty(values);
    notifications.show({
      color: toastColours.success,
      title: 'Risk code saved',
      message: `${result.data.code} is up to date.`,
    });
    if (!riskCode) goTo(authorityPaths.riskCode(result.data.id));
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: canEdit && form.isDirty(), onSave: save });
  const goTo = useNavigateAfterSave();

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <ReadOnlyNotice canEdit={canEdit} />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Risk code"
              required
              disabled={!canEdit}
              {...form.getInputProps('code')}
            />
            <Textarea
              label="Description"
              rows={2}
              disabled={!canEdit}
              {...form.getInputProps('description')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <ReinsurancePeriodsTable form={form} syndicates={syndicates} readOnly={!canEdit} />
        </Paper>
        {canEdit && (
          <Group>
            <Button type="submit" loading={createState.isLoading || updateState.isLoading}>
              {riskCode ? 'Save risk code' : 'Create risk code'}
            </Button>
          </Group>
        )}
      </Stack>
      {prompt}
    </form>
  );
}
