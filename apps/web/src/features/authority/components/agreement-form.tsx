import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { AuthorityMessages, bindingAgreementBody, type BindingAgreementDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import {
  useCreateAgreementMutation,
  useListInsurerOptionsQuery,
  useUpdateAgreementMutation,
} from '../api/binding-agreements-api.ts';
import { currencyOptions } from '../lib/authority-labels.ts';
import { useNavigateAfterSave } from '../hooks/use-navigate-after-save.ts';
import { authorityPaths } from '../lib/authority-paths.ts';
import { timeZoneOptions } from '../../../components/time-zones.ts';
import {
  agreementToForm,
  currencyLocked,
  formToAgreementBody,
  type AgreementFormValues,
} from './agreement-form-values.ts';

/** §3 binding agreement fields; a new agreement comes back with its period 1 as a draft. */
export function AgreementForm({
  companyId,
  agreement,
  canEdit,
}: {
  companyId: number;
  agreement: BindingAgreementDto | null;
  canEdit: boolean;
}) {
  const insurers = useListInsurerOptionsQuery({ companyId }, { skip: !canEdit });
  const [create, createState] = useCreateAgreementMutation();
  const [update, updateState] = useUpdateAgreementMutation();
  const zones = useMemo(() => timeZoneOptions('Other time zones'), []);
  const form = useForm<AgreementFormValues>({
    initialValues: agreementToForm(agreement),
    validate: (values) => schemaErrors(bindingAgreementBody, formToAgreementBody(values)),
  });
  const insurerOptions = useMemo(() => {
    const list = (insurers.data?.data ?? []).map((i) => ({ value: String(i.id), label: i.name }));
    const current = agreement?.managingInsuranceCompany;
    return current && !list.some((o) => o.value === String(current.id))
      ? [{ value: String(current.id), label: current.name }, ...list]
      : list;
  }, [insurers.data, agreement]);

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const values = form.getValues();
    const body = bindingAgreementBody.parse(formToAgreementBody(values));
    const result = agreement
      ? await update({ companyId, id: agreement.id, body })
      : await create({ companyId, body });
    if (result.error) {
      applyServerErrors(form, result.error);
      return false;
    }
    form.setInitialValues(values);
    form.resetDirty(values);
    notifications.show({
      color: toastColours.success,
      title: 'Binding agreement saved',
      message: `${result.data.name} is up to date.`,
    });
    if (!agreement) goTo(authorityPaths.bindingAgreement(result.data.id));
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: canEdit && form.isDirty(), onSave: save });
  const goTo = useNavigateAfterSave();
  const locked = currencyLocked(agreement);
  const date = (field: 'validFrom' | 'validTo', label: string) => {
    const props = form.getInputProps(field);
    return (
      <DatePickerInput
        label={label}
        required
        valueFormat="D MMM YYYY"
        firstDayOfWeek={1}
        disabled={!canEdit}
        {...props}
        value={props.value || null}
        onChange={(v) => props.onChange(v ?? '')}
      />
    );
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Agreement name"
              required
              disabled={!canEdit}
              {...form.getInputProps('name')}
            />
            <Select
              label="Managing insurance company"
              required
              searchable
              nothingFoundMessage="No insurance company found"
              data={insurerOptions}
              disabled={!canEdit}
              {...form.getInputProps('managingInsuranceCompanyId')}
            />
            <TextInput
              label="Unique market reference"
              required
              disabled={!canEdit}
              {...form.getInputProps('uniqueMarketReference')}
            />
            <TextInput
              label="Agreement number"
              required
              disabled={!canEdit}
              {...form.getInputProps('agreementNumber')}
            />
            <Select
              label="Currency"
              required
              allowDeselect={false}
              data={currencyOptions}
              disabled={!canEdit || locked}
              description={locked ? AuthorityMessages.timezoneChangeLocked : undefined}
              {...form.getInputProps('currencyType')}
            />
            <Select
              label="Time zone"
              required
              searchable
              allowDeselect={false}
              data={zones}
              disabled={!canEdit || locked}
              description={locked ? AuthorityMessages.timezoneChangeLocked : undefined}
              {...form.getInputProps('timezone')}
            />
            {date('validFrom', 'Valid from')}
            {date('validTo', 'Valid to')}
          </SimpleGrid>
          {canEdit && (
            <Group>
              <Button type="submit" loading={createState.isLoading || updateState.isLoading}>
                {agreement ? 'Save agreement' : 'Create agreement'}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {prompt}
    </form>
  );
}
