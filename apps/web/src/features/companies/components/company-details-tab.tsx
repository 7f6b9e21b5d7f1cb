import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { companyTypeLabels, Messages, updateCompanyBody, type CompanyDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { rootHost } from '../../../app/host.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useUpdateCompanyMutation } from '../api/companies-api.ts';
import { CompanyProfileFields } from './company-profile-fields.tsx';
import { companyToForm, formToProfile, type CompanyFormValues } from './company-form-values.ts';

/** The appearance is left out: it has its own screen (§2 Appearance Settings, decision 230). */
function toBody(v: CompanyFormValues): Record<string, unknown> {
  return {
    name: v.name,
    handle: v.handle.trim() || null,
    profile: formToProfile(v.profile),
  };
}

/** Company Details: name, handle and profile (§3), saved with PUT /companies/{id}. */
export function CompanyDetailsTab({ company, canEdit }: { company: CompanyDto; canEdit: boolean }) {
  const [update, { isLoading }] = useUpdateCompanyMutation();
  const form = useForm<CompanyFormValues>({
    initialValues: companyToForm(company),
    validate: (values) => schemaErrors(updateCompanyBody, toBody(values)),
  });

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const values = form.getValues();
    const result = await update({
      id: company.id,
      body: updateCompanyBody.parse(toBody(values)),
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return false;
    }
    form.setInitialValues(values);
    form.resetDirty(values);
    notifications.show({
      color: toastColours.success,
      title: 'Company saved',
      message: `${company.name} is up to date.`,
    });
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: canEdit && form.isDirty(), onSave: save });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="lg">
          {!canEdit && <Alert color="gray">{Messages.noPermissionEdit}</Alert>}
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h3" mb="md">
              Company Details
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Company name" required {...form.getInputProps('name')} />
              <TextInput
                label="Company type"
                value={companyTypeLabels[company.refCompanyTypeId]}
                readOnly
              />
              <TextInput
                label="Handle"
                description={`The company's address: handle.${rootHost}`}
                {...form.getInputProps('handle')}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h3" mb="md">
              Profile
            </Title>
            <CompanyProfileFields form={form} />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Group justify="space-between">
              <div>
                <Title order={2} size="h3" mb={4}>
                  Appearance Settings
                </Title>
                <Text c="dimmed" size="sm">
                  The logo, header image and header text colour have their own screen.
                </Text>
              </div>
              {canEdit && (
                <Button component={Link} to="/company/appearance" variant="light">
                  Appearance Settings
                </Button>
              )}
            </Group>
          </Paper>
          {canEdit && (
            <Group>
              <Button type="submit" loading={isLoading}>
                Save company
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
      {prompt}
    </form>
  );
}
