import { SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { toastColours } from '../../../app/error-toast.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { useOnboardBrokerageMutation, useSearchBrokerNamesQuery } from '../api/brokerages-api.ts';

interface Values {
  mode: 'create' | 'connect';
  name: string;
  handle: string;
  adminEmail: string;
  brokerCompanyId: string | null;
}

/**
 * Onboards a brokerage (decision 168): create it and invite its administrator (who then manages it,
 * §6), or connect a brokerage already on the platform.
 */
export function OnboardBrokerageModal({
  agencyId,
  onClose,
}: {
  agencyId: number;
  onClose: () => void;
}) {
  const [onboard, state] = useOnboardBrokerageMutation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const form = useForm<Values>({
    initialValues: { mode: 'create', name: '', handle: '', adminEmail: '', brokerCompanyId: null },
  });
  const mode = form.getValues().mode;
  const names = useSearchBrokerNamesQuery(debounced ? { search: debounced } : {}, {
    skip: mode !== 'connect',
  });
  const save = async () => {
    const v = form.getValues();
    const result = await onboard({
      agencyId,
      body:
        v.mode === 'create'
          ? { mode: 'create', name: v.name, handle: v.handle || null, adminEmail: v.adminEmail }
          : { mode: 'connect', brokerCompanyId: Number(v.brokerCompanyId ?? 0) },
    });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    notifications.show({
      color: toastColours.success,
      title: 'Brokerage onboarded',
      message:
        v.mode === 'create'
          ? `${v.name} was created and ${v.adminEmail} was invited as its administrator.`
          : `${result.data.name} now appears in your brokerages.`,
    });
    onClose();
  };
  return (
    <FormModal
      title="Onboard a brokerage"
      size="lg"
      onSave={() => void save()}
      onClose={onClose}
      submitLabel={mode === 'create' ? 'Create and invite' : 'Connect brokerage'}
      saving={state.isLoading}
      unsaved={form.isDirty()}
    >
      <SegmentedControl
        aria-label="How to onboard"
        data={[
          { value: 'create', label: 'Create a new brokerage' },
          { value: 'connect', label: 'Connect an existing one' },
        ]}
        {...form.getInputProps('mode')}
      />
      {mode === 'create' ? (
        <>
          <TextInput label="Brokerage name" required {...form.getInputProps('name')} />
          <TextInput
            label="Handle"
            description="Optional: the brokerage's subdomain."
            {...form.getInputProps('handle')}
          />
          <TextInput
            label="Administrator email"
            required
            type="email"
            {...form.getInputProps('adminEmail')}
          />
          <Text size="sm" c="dimmed">
            The administrator receives an invitation; once they accept, the brokerage manages its
            own details and users.
          </Text>
        </>
      ) : (
        <Select
          label="Brokerage"
          placeholder="Search by name"
          required
          searchable
          data={(names.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onSearchChange={setSearch}
          nothingFoundMessage={names.isFetching ? 'Searching…' : 'No brokerage found'}
          {...form.getInputProps('brokerCompanyId')}
        />
      )}
    </FormModal>
  );
}
