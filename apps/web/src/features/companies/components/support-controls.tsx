import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import type { SupportSessionDto } from '@turbine/domain';
import { fieldErrors } from '../../../app/api-error.ts';
import { ModalFooter } from '../../../components/modal-footer.tsx';
import {
  useEndSupportMutation,
  useSetSupportActingMutation,
  useStartSupportMutation,
} from '../api/support-api.ts';

function StartSupportModal({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, { isLoading }] = useStartSupportMutation();
  const submit = async () => {
    const result = await start({ companyId, body: { reason, acting: false } });
    if (result.error) {
      setError(fieldErrors(result.error).reason ?? null);
      return;
    }
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Open in support mode">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">
            The company is opened read-only. It will see that you supported it, when, and why; if
            you choose to act, every change you make is listed for it too.
          </Text>
          <Textarea
            label="Reason"
            description="For example the support ticket you are working on."
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={error}
          />
          <ModalFooter onCancel={onClose} submitLabel="Open read-only" loading={isLoading} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Support mode for the operator (decision 136): open read-only, choose to act, end the visit. */
export function SupportControls({
  companyId,
  support,
}: {
  companyId: number;
  support: SupportSessionDto | null;
}) {
  const [opening, open] = useDisclosure(false);
  const [setActing, acting] = useSetSupportActingMutation();
  const [end, ending] = useEndSupportMutation();
  if (!support)
    return (
      <>
        <Button leftSection={<IconLifebuoy size={16} />} color="yellow" onClick={open.open}>
          Open in support mode
        </Button>
        {opening && <StartSupportModal companyId={companyId} onClose={open.close} />}
      </>
    );
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconLifebuoy />}
      title={support.acting ? 'Support mode: acting for the company' : 'Support mode: read-only'}
      mb="md"
    >
      <Text size="sm" mb="xs">
        {support.acting
          ? 'Your changes go through and each one is recorded on the company’s support history.'
          : 'You can look at everything; changes are refused until you choose to act.'}{' '}
        Reason: {support.reason}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant={support.acting ? 'default' : 'filled'}
          color="yellow"
          loading={acting.isLoading}
          onClick={() => void setActing({ companyId, acting: !support.acting })}
        >
          {support.acting ? 'Back to read-only' : 'Act for this company'}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={ending.isLoading}
          onClick={() => void end(companyId)}
        >
          End support
        </Button>
      </Group>
    </Alert>
  );
}
