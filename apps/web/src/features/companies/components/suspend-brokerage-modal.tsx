import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { BrokerageDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useUpdateBrokerageMutation } from '../api/brokerages-api.ts';

/** Suspends a brokerage with a reason (no new business with the agency; its policies are still serviced). */
export function SuspendBrokerageModal({
  agencyId,
  brokerage,
  onClose,
}: {
  agencyId: number;
  brokerage: BrokerageDto;
  onClose: () => void;
}) {
  const [update, state] = useUpdateBrokerageMutation();
  const form = useForm({ initialValues: { reason: '' } });
  const save = async () => {
    const reason = form.getValues().reason.trim();
    const result = await update({
      agencyId,
      brokerId: brokerage.id,
      body: { status: 'suspended', ...(reason ? { reason } : {}) },
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    notifications.show({
      color: toastColours.warning,
      title: 'Brokerage suspended',
      message: `${brokerage.name} can no longer start new business with you.`,
    });
    onClose();
  };
  return (
    <FormModal
      title={`Suspend ${brokerage.name}`}
      onSave={() => void save()}
      onClose={onClose}
      submitLabel="Suspend brokerage"
      saving={state.isLoading}
      unsaved={form.isDirty()}
    >
      <Text size="sm">
        While suspended, {brokerage.name} cannot start new risks on your packages. Its existing
        policies stay in force and can still be serviced.
      </Text>
      <Textarea label="Reason" autosize minRows={2} {...form.getInputProps('reason')} />
    </FormModal>
  );
}
