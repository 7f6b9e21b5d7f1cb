import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { productVersionBody, type ProductVersionDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useSaveVersionMutation } from '../api/products-api.ts';
import { ActionError } from './action-error.tsx';
import { taxEngineBody } from './tax-engine-fields.tsx';
import { AuthorityFields, TimingFields, VisibilityFields } from './version-settings-fields.tsx';
import { formToBody, versionToForm, type SettingsFormValues } from './version-settings-values.ts';

/** The blank premium fields are left out so the schema's optional settings stay optional. */
function bodyOf(values: SettingsFormValues): Record<string, unknown> {
  const body = formToBody(values);
  const { basePremiumFormula, commissionPercent, taxEngine, ...premium } = values.premium;
  const engine = taxEngineBody(taxEngine);
  return {
    ...body,
    premium: {
      ...premium,
      ...(basePremiumFormula ? { basePremiumFormula } : {}),
      ...(commissionPercent ? { commissionPercent } : {}),
      ...(engine ? { taxEngine: engine } : {}),
    },
  };
}

/** Settings of a version (every §3 Product setting), saved with PUT {v}; this save counts as "saved once" (§4). */
export function VersionSettingsForm({
  version,
  companyId,
  disabled,
}: {
  version: ProductVersionDto;
  companyId: number;
  disabled: boolean;
}) {
  const [save, state] = useSaveVersionMutation();
  const form = useForm<SettingsFormValues>({
    initialValues: versionToForm(version),
    validate: (values) => schemaErrors(productVersionBody, bodyOf(values)),
  });
  const submit = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const values = form.getValues();
    const result = await save({
      companyId,
      productId: version.productId,
      versionId: version.id,
      body: productVersionBody.parse(bodyOf(values)),
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return false;
    }
    form.setInitialValues(values);
    form.resetDirty(values);
    notifications.show({
      color: toastColours.success,
      message: `Version ${version.versionNumber} settings saved.`,
    });
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: !disabled && form.isDirty(), onSave: submit });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="lg">
          {state.error && !Object.keys(form.errors).length && (
            <ActionError error={state.error} title="The settings were not saved" />
          )}
          <TimingFields form={form} />
          <AuthorityFields form={form} />
          <VisibilityFields form={form} />
          {!disabled && (
            <Group>
              <Button type="submit" loading={state.isLoading}>
                Save settings
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
      {prompt}
    </form>
  );
}
