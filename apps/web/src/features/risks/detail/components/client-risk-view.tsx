import { useCallback, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { LifecycleMessages, type RiskPackageDto } from '@turbine/domain';
import { errorStatus } from '../../../../app/api-error.ts';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import {
  useGetClientRiskQuery,
  useMarkClientDoneMutation,
  useSaveClientProposalMutation,
} from '../api/risk-api.ts';
import { ProposalCard, type SaveProposal } from './proposal-card.tsx';
import { RefusalAlert } from '../../../../components/refusal-alert.tsx';
import { Facts, SectionCard } from '../../../../components/section-card.tsx';

function Ended({ title, text }: { title: string; text: string }) {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={520} role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLock />
        </ThemeIcon>
        <Title order={2} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

/** The temporary client's page (§4 send to client): the insured and proposal forms, then Mark done. */
export function ClientRiskView({ riskPackageId }: { riskPackageId: number }) {
  const query = useGetClientRiskQuery(riskPackageId);
  const [finished, setFinished] = useState(false);
  if (finished) {
    return (
      <Center mih="50vh" p="md">
        <Stack align="center" gap="sm" maw={560} role="status">
          <ThemeIcon size={56} radius="xl" variant="light" color="green">
            <IconCircleCheck />
          </ThemeIcon>
          <Title order={2} ta="center">
            Thank you
          </Title>
          <Text c="dimmed" ta="center">
            Your proposal has been sent to your broker. They will be in touch about your quote. You
            can close this page.
          </Text>
        </Stack>
      </Center>
    );
  }
  if (query.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your proposal" />
      </Center>
    );
  }
  const status = errorStatus(query.error);
  if (status === 401 || status === 403) {
    return (
      <Ended
        title="Access ended"
        text={`${LifecycleMessages.noClientAccess} Please contact your broker if you need to make changes.`}
      />
    );
  }
  if (query.isError || !query.data)
    return (
      <ErrorPanel error={query.error} itemName="proposal" onRetry={() => void query.refetch()} />
    );
  if (query.data.proposalDone) {
    return (
      <Ended
        title="Proposal completed"
        text="This proposal was marked done and can no longer change. Thank you."
      />
    );
  }
  return <ClientProposal pkg={query.data} onFinished={() => setFinished(true)} />;
}

function ClientProposal({ pkg, onFinished }: { pkg: RiskPackageDto; onFinished: () => void }) {
  const [saveProposal] = useSaveClientProposalMutation();
  const [markDone, done] = useMarkClientDoneMutation();
  const [confirming, setConfirming] = useState(false);
  const [dirty, setDirty] = useState<Record<number, boolean>>({});
  const onDirtyChange = useCallback(
    (riskId: number, value: boolean) =>
      setDirty((d) => (d[riskId] === value ? d : { ...d, [riskId]: value })),
    [],
  );
  const anyDirty = Object.values(dirty).some(Boolean);
  const { prompt } = useUnsavedChanges({ when: anyDirty });
  const save: SaveProposal = async (riskId, body) => {
    const result = await saveProposal({ riskPackageId: pkg.id, riskId, body });
    return 'error' in result ? { error: result.error } : {};
  };
  const finish = async () => {
    const result = await markDone(pkg.id);
    if ('data' in result) {
      setConfirming(false);
      onFinished();
    }
  };
  const i = pkg.insured;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Your insurance proposal</Title>
          <Text c="dimmed" mt={4}>
            {pkg.brokerCompany.name} asked you to complete the proposal for{' '}
            {pkg.productPackage.name} (reference {pkg.reference}). Save each form, then mark the
            proposal done to send it back.
          </Text>
        </div>
        <SectionCard title="Insured details">
          <Facts
            items={[
              { label: 'Name', value: i.name },
              { label: 'Email', value: i.email || '—' },
              { label: 'Phone', value: i.phone || '—' },
              { label: 'Registration number', value: i.registrationNumber || '—' },
            ]}
          />
          <Text size="xs" c="dimmed" mt="sm">
            If any of these details are wrong, tell your broker.
          </Text>
        </SectionCard>
        {pkg.risks.map((risk) => (
          <ProposalCard
            key={`${risk.id}-${risk.current.id}`}
            pkg={pkg}
            risk={risk}
            readOnly={!risk.current.availableActions.includes('edit')}
            onSave={save}
            onDirtyChange={onDirtyChange}
          />
        ))}
        {anyDirty && (
          <Alert color="yellow">Save your changes before marking the proposal done.</Alert>
        )}
        <Group justify="flex-end">
          <Button size="md" color="green" disabled={anyDirty} onClick={() => setConfirming(true)}>
            Mark done
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Mark the proposal done?"
        closeOnClickOutside={false}
        closeOnEscape={false}
      >
        <Stack>
          <Text>
            Once marked done, the proposal goes back to your broker and you can no longer change it.
          </Text>
          <RefusalAlert error={done.error} title="The proposal was not marked done" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="green" loading={done.isLoading} onClick={() => void finish()}>
              Mark done
            </Button>
          </Group>
        </Stack>
      </Modal>
      {prompt}
    </Container>
  );
}
