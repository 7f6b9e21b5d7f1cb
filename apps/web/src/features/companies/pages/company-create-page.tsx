import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { companyTypeLabels, createCompanyBody, creatableCompanyTypes } from '@turbine/domain';
import { useAppDispatch } from '../../../app/hooks.ts';
import { rootHost } from '../../../app/host.ts';
import { representCompany } from '../../../app/session-slice.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useCreateCompanyMutation } from '../api/companies-api.ts';
import { CompanyProfileFields } from '../components/company-profile-fields.tsx';
import {
  formToProfile,
  profileToForm,
  type CompanyFormValues,
} from '../components/company-form-values.ts';

const typeOptions = creatableCompanyTypes.map((t) => ({
  value: String(t),
  label: companyTypeLabels[t],
}));

function toBody(v: CompanyFormValues): Record<string, unknown> {
  return {
    name: v.name,
    refCompanyTypeId: Number(v.refCompanyTypeId),
    handle: v.handle.trim() || null,
    profile: formToProfile(v.profile),
  };
}

/** Create Company: name, type, optional handle and the profile (§2, §3). */
export function CompanyCreatePage() {
  const [create, { isLoading }] = useCreateCompanyMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<CompanyFormValues>({
    initialValues: {
      name: '',
      handle: '',
      refCompanyTypeId: '',
      profile: profileToForm(undefined),
      appearance: { showLogoOnHeader: false, headerTextColour: '' },
    },
    validate: (values) => schemaErrors(createCompanyBody, toBody(values)),
  });
  const { prompt } = useUnsavedChanges({ when: form.isDirty() && !isLoading });

  const submit = async (values: CompanyFormValues) => {
    const result = await create(createCompanyBody.parse(toBody(values)));
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    form.resetDirty();
    dispatch(representCompany(result.data.id));
    await navigate('/company/manage', { replace: true });
  };

  return (
    <PageContainer
      title="Create Company"
      description="You become the administrator of the company you create."
      size="md"
    >
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Company name" required {...form.getInputProps('name')} />
              <Select
                label="Company type"
                required
                data={typeOptions}
                {...form.getInputProps('refCompanyTypeId')}
              />
              <TextInput
                label="Handle"
                description={`Optional. Gives the company its own address: handle.${rootHost}`}
                {...form.getInputProps('handle')}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={3} mb="md">
              Profile
            </Title>
            <CompanyProfileFields form={form} />
          </Paper>
          <Group>
            <Button type="submit" loading={isLoading}>
              Create company
            </Button>
          </Group>
        </Stack>
      </form>
      {prompt}
    </PageContainer>
  );
}
