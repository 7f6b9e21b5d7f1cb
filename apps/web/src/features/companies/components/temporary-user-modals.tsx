import { PasswordInput, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import {
  createTemporaryUserBody,
  extendTemporaryUserBody,
  type CreateTemporaryUserBody,
  Messages,
  type CompanyUserDto,
} from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import {
  useCreateTemporaryUserMutation,
  useExtendTemporaryUserMutation,
  useListRolesQuery,
} from '../api/company-admin-api.ts';
import { useCreateClientTemporaryUserMutation } from '../api/clients-api.ts';

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** A temporary user's expiry as the users list shows it: "12 Dec 2026 5:00 pm". */
export function formatExpiry(epochSeconds: number): string {
  return dayjs.unix(epochSeconds).format('D MMM YYYY h:mm a');
}

/** The datetime-local value (local time) as epoch seconds; 0 when empty, which the schema refuses. */
const toEpoch = (local: string) => {
  const t = dayjs(local);
  return t.isValid() ? t.unix() : 0;
};

/** Adds the field's message when the expiry is not in the future (the API checks it too). */
function expiryErrors(errors: Record<string, string>, local: string) {
  if (!errors.expiresAt && toEpoch(local) <= dayjs().unix())
    return { ...errors, expiresAt: Messages.expiryInFuture };
  return errors;
}

interface CreateValues {
  name: string;
  email: string;
  password: string;
  roleId: string;
  expiresAt: string;
}

/** §1: an admin creates a temporary user with a role and an expiry (decision 170). */
export function CreateTemporaryUserModal({
  companyId,
  brokerId,
  clientName,
  onClose,
}: {
  companyId: number;
  /** Set when a brokerage creates the user for its client `companyId` (decision 193). */
  brokerId?: number;
  clientName?: string;
  onClose: () => void;
}) {
  const roles = useListRolesQuery(companyId);
  const [createOwn, own] = useCreateTemporaryUserMutation();
  const [createForClient, forClient] = useCreateClientTemporaryUserMutation();
  const isLoading = own.isLoading || forClient.isLoading;
  const create = (args: { companyId: number; body: CreateTemporaryUserBody }) =>
    brokerId === undefined
      ? createOwn(args)
      : createForClient({ brokerId, clientId: args.companyId, body: args.body });
  const toBody = (v: CreateValues) => ({
    name: v.name,
    email: v.email,
    password: v.password,
    roleId: Number(v.roleId),
    expiresAt: toEpoch(v.expiresAt),
  });
  const form = useForm<CreateValues>({
    initialValues: {
      name: '',
      email: '',
      password: '',
      roleId: '',
      expiresAt: dayjs().add(7, 'day').startOf('hour').format(LOCAL_FORMAT),
    },
    validate: (v) => expiryErrors(schemaErrors(createTemporaryUserBody, toBody(v)), v.expiresAt),
  });
  const save = async () => {
    if (form.validate().hasErrors) return;
    const v = form.getValues();
    const result = await create({ companyId, body: createTemporaryUserBody.parse(toBody(v)) });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    notifications.show({
      color: toastColours.success,
      title: 'Temporary user created',
      message: `${v.name} can sign in until ${formatExpiry(result.data.temporaryExpiresAt)}.`,
    });
    onClose();
  };
  return (
    <FormModal
      title={clientName ? `Add a temporary user for ${clientName}` : 'Add a temporary user'}
      onSave={() => void save()}
      onClose={onClose}
      submitLabel="Create temporary user"
      saving={isLoading}
    >
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        description="Give it to them yourself; at least 12 characters with lowercase, uppercase, a number and a symbol."
        required
        {...form.getInputProps('password')}
      />
      <Select
        label="Role"
        required
        data={(roles.data?.data ?? [])
          .filter((r) => !r.isAdmin)
          .map((r) => ({ value: String(r.id), label: r.name }))}
        {...form.getInputProps('roleId')}
      />
      <TextInput
        label="Expires"
        type="datetime-local"
        required
        {...form.getInputProps('expiresAt')}
      />
      <Text size="sm" c="dimmed">
        From then they can no longer sign in, and any session they have ends.
      </Text>
    </FormModal>
  );
}

/** Extends (or brings forward) a temporary user's expiry. */
export function ExtendTemporaryUserModal({
  companyId,
  user,
  onClose,
}: {
  companyId: number;
  user: CompanyUserDto;
  onClose: () => void;
}) {
  const [extend, { isLoading }] = useExtendTemporaryUserMutation();
  const current = dayjs.unix(user.temporaryExpiresAt ?? dayjs().unix());
  const form = useForm<{ expiresAt: string }>({
    initialValues: {
      expiresAt: (current.isAfter(dayjs()) ? current : dayjs()).add(7, 'day').format(LOCAL_FORMAT),
    },
    validate: (v) =>
      expiryErrors(
        schemaErrors(extendTemporaryUserBody, { expiresAt: toEpoch(v.expiresAt) }),
        v.expiresAt,
      ),
  });
  const save = async () => {
    if (form.validate().hasErrors) return;
    const expiresAt = toEpoch(form.getValues().expiresAt);
    const result = await extend({ companyId, userId: user.id, expiresAt });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    notifications.show({
      color: toastColours.success,
      title: 'Expiry changed',
      message: `${user.name} can sign in until ${formatExpiry(expiresAt)}.`,
    });
    onClose();
  };
  return (
    <FormModal
      title={`Extend ${user.name}`}
      onSave={() => void save()}
      onClose={onClose}
      submitLabel="Save expiry"
      saving={isLoading}
    >
      <Text size="sm">
        {user.temporaryExpiresAt && user.temporaryExpiresAt * 1000 <= Date.now()
          ? `Expired ${formatExpiry(user.temporaryExpiresAt)}.`
          : `Currently expires ${formatExpiry(user.temporaryExpiresAt ?? 0)}.`}
      </Text>
      <TextInput
        label="New expiry"
        type="datetime-local"
        required
        {...form.getInputProps('expiresAt')}
      />
    </FormModal>
  );
}
