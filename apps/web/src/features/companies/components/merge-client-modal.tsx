import { Alert, Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CompanyDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useListClientsQuery, useMergeClientMutation } from '../api/clients-api.ts';

/**
 * Merges a duplicate client into the one chosen (decision 169): the duplicate's policies, users and
 * documents move, and it is retired. Only clients the brokerage still manages can be the duplicate.
 */
export function MergeClientModal({
  brokerId,
  keep,
  onClose,
}: {
  brokerId: number;
  keep: CompanyDto;
  onClose: () => void;
}) {
  const [merge, state] = useMergeClientMutation();
  const candidates = useListClientsQuery({ brokerId, page: 1 });
  const form = useForm<{ duplicateCompanyId: string | null }>({
    initialValues: { duplicateCompanyId: null },
    validate: { duplicateCompanyId: (v) => (v ? null : 'This field is required') },
  });
  const options = (candidates.data?.data ?? [])
    .filter((c) => c.id !== keep.id && !c.hasAdmin)
    .map((c) => ({ value: String(c.id), label: c.name }));
  const save = async () => {
    if (form.validate().hasErrors) return;
    const duplicateCompanyId = Number(form.getValues().duplicateCompanyId);
    const result = await merge({ brokerId, keepId: keep.id, duplicateCompanyId });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    const m = result.data.moved;
    notifications.show({
      color: toastColours.success,
      title: 'Clients merged',
      message: `${keep.name} now holds ${m.policies ?? 0} more polic${m.policies === 1 ? 'y' : 'ies'}, ${m.users ?? 0} user(s) and ${m.files ?? 0} file(s).`,
    });
    onClose();
  };
  return (
    <FormModal
      title={`Merge a duplicate into ${keep.name}`}
      onSave={() => void save()}
      onClose={onClose}
      submitLabel="Merge clients"
      saving={state.isLoading}
      unsaved={form.isDirty()}
    >
      <Select
        label="Duplicate client"
        description="Only clients your brokerage still manages can be merged away."
        placeholder="Choose the duplicate"
        searchable
        data={options}
        nothingFoundMessage="No other client your brokerage manages"
        {...form.getInputProps('duplicateCompanyId')}
      />
      <Alert color="yellow" variant="light">
        <Text size="sm">
          The duplicate’s policies, users and documents move to {keep.name}, its pending invitations
          are revoked, and it is retired. This cannot be undone.
        </Text>
      </Alert>
    </FormModal>
  );
}
