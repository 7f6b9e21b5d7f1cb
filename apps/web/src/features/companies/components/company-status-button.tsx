import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { CompanyDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { ModalFooter } from '../../../components/modal-footer.tsx';
import { useSetCompanyStatusMutation } from '../api/support-api.ts';

/** Activate or deactivate a company (decision 136); deactivating asks for a reason and says what happens. */
export function CompanyStatusButton({ company }: { company: CompanyDto }) {
  const [opened, modal] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [setStatus, { isLoading }] = useSetCompanyStatusMutation();
  const next = !company.isActive;
  const submit = async () => {
    const result = await setStatus({
      companyId: company.id,
      body: { isActive: next, reason: reason || null },
    });
    if (result.error) return;
    modal.close();
    notifications.show({
      color: toastColours.success,
      title: next ? 'Company activated' : 'Company deactivated',
      message: next
        ? `${company.name}'s users can represent it again.`
        : `${company.name} is deactivated; ${result.data.sessionsEnded} session(s) of its users ended.`,
    });
  };
  return (
    <>
      <Button
        variant={next ? 'filled' : 'default'}
        color={next ? 'green' : 'red'}
        onClick={modal.open}
      >
        {next ? 'Activate' : 'Deactivate'}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={next ? `Activate ${company.name}` : `Deactivate ${company.name}`}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <Text size="sm">
              {next
                ? 'Its users will be able to choose and represent it again.'
                : 'Its users can no longer represent it and every session of its users ends now. Nothing is deleted: activating it again gives everything back.'}
            </Text>
            <Textarea
              label="Reason"
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
            <ModalFooter
              onCancel={modal.close}
              submitLabel={next ? 'Activate' : 'Deactivate'}
              loading={isLoading}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
