import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  permissionLabels,
  roleBody,
  type Permission,
  type RoleBody,
  type RoleDto,
} from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useGetCompanyTypePermissionsQuery } from '../api/companies-api.ts';
import { useCreateRoleMutation, useUpdateRoleMutation } from '../api/company-admin-api.ts';

interface RoleFormValues {
  name: string;
  companyTypePermissionIds: string[];
}

/** Create or edit a role: its name and the company-type permissions it grants. */
export function RoleFormModal({
  companyId,
  role,
  onClose,
}: {
  companyId: number;
  role: RoleDto | null;
  onClose: () => void;
}) {
  const permissions = useGetCompanyTypePermissionsQuery(companyId);
  const [create, createState] = useCreateRoleMutation();
  const [update, updateState] = useUpdateRoleMutation();
  const toBody = (v: RoleFormValues): RoleBody => ({
    name: v.name,
    companyTypePermissionIds: v.companyTypePermissionIds.map(Number),
  });
  const form = useForm<RoleFormValues>({
    initialValues: {
      name: role?.name ?? '',
      companyTypePermissionIds: (role?.companyTypePermissionIds ?? []).map(String),
    },
    validate: (values) => schemaErrors(roleBody, toBody(values)),
  });

  const submit = async (values: RoleFormValues) => {
    const body = toBody(values);
    const result = role
      ? await update({ companyId, roleId: role.id, body })
      : await create({ companyId, body });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    onClose();
  };

  const options = (permissions.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: permissionLabels[p.refPermissionId as Permission] ?? `Permission ${p.refPermissionId}`,
  }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={role ? `Edit role ${role.name}` : 'Create role'}
      size="lg"
    >
      {permissions.isLoading ? (
        <Center py="lg">
          <Loader aria-label="Loading permissions" />
        </Center>
      ) : permissions.isError ? (
        <ErrorPanel
          error={permissions.error}
          itemName="permission list"
          onRetry={() => void permissions.refetch()}
        />
      ) : (
        <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
          <Stack>
            <TextInput label="Role name" required {...form.getInputProps('name')} />
            <Checkbox.Group label="Permissions" {...form.getInputProps('companyTypePermissionIds')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {options.map((o) => (
                  <Checkbox key={o.value} value={o.value} label={o.label} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={createState.isLoading || updateState.isLoading}>
                {role ? 'Save role' : 'Create role'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
