import { useState } from 'react';
import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RiskMessages, type RiskDto, type RiskPackageDto } from '@turbine/domain';
import { formatInstant } from '../../../components/format-instant.ts';
import { ModalFooter } from '../../../components/modal-footer.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import {
  useRevokeClientAccessMutation,
  useSendToClientMutation,
} from '../api/collaboration-api.ts';
import { RefusalAlert } from '../../../components/refusal-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

const emailRule = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** §2 Send to client (§4, §5): the broker sends the proposal to the insured, and may revoke the client's access. */
export function SendToClientCard({
  companyId,
  pkg,
  main,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  main: RiskDto;
}) {
  const [sending, setSending] = useState(false);
  const [revoke, revoking] = useRevokeClientAccessMutation();
  const access = pkg.clientAccess;
  const canSend = main.current.availableActions.includes('sendToClient');
  const canRevoke = main.current.availableActions.includes('revokeClient');
  return (
    <SectionCard title="Send to client">
      {access?.active ? (
        <Stack gap="xs">
          <Text size="sm">
            <b>Client is editing.</b> Sent to{' '}
            {[access.email, access.mobile].filter(Boolean).join(' / ') || 'the client'}
            {access.grantedAt ? ` · ${formatInstant(access.grantedAt)}` : ''}. The risk is read-only
            until the client marks the proposal done or you revoke their access.
          </Text>
          {canRevoke && (
            <Group>
              <Button
                color="red"
                variant="light"
                size="xs"
                loading={revoking.isLoading}
                onClick={() => void revoke({ companyId, riskPackageId: pkg.id })}
              >
                Revoke access
              </Button>
            </Group>
          )}
          <RefusalAlert error={revoking.error} title="The access was not revoked" />
        </Stack>
      ) : (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {canSend
              ? 'Let the insured fill in the proposal: they get a link that needs no account.'
              : 'The proposal can be sent while every risk of the package is Initiated and the proposal is not done.'}
          </Text>
          {canSend && (
            <Button size="xs" onClick={() => setSending(true)}>
              Send to client
            </Button>
          )}
        </Group>
      )}
      {sending && <SendModal companyId={companyId} pkg={pkg} onClose={() => setSending(false)} />}
    </SectionCard>
  );
}

function SendModal({
  companyId,
  pkg,
  onClose,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  onClose: () => void;
}) {
  const [send, { isLoading, data }] = useSendToClientMutation();
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useForm({
    initialValues: { email: pkg.insured.email ?? '', mobile: pkg.insured.phone ?? '' },
    validate: (v) => {
      const email = v.email.trim();
      if (email === '' && v.mobile.trim() === '') return { email: RiskMessages.contactRequired };
      if (email !== '' && !emailRule.test(email)) return { email: RiskMessages.contactRequired };
      return {};
    },
  });
  const submit = async (v: { email: string; mobile: string }) => {
    setRefusal(null);
    const result = await send({
      companyId,
      riskPackageId: pkg.id,
      body: { email: v.email.trim() || null, mobile: v.mobile.trim() || null },
    });
    if ('error' in result && !applyServerErrors(form, result.error)) setRefusal(result.error);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title="Send to client"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {data ? (
        <Stack>
          <Text size="sm">
            The client can fill in the proposal with this link until they mark it done or you revoke
            access.
          </Text>
          <TextInput label="Client link" value={data.link} readOnly />
          <Group justify="flex-end">
            <CopyButton value={data.link}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
          <Stack>
            <Text size="sm">A valid email address or mobile number is required.</Text>
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <TextInput label="Mobile" type="tel" {...form.getInputProps('mobile')} />
            <RefusalAlert error={refusal} title="The proposal was not sent" />
            <ModalFooter submitLabel="Send" loading={isLoading} onCancel={onClose} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
