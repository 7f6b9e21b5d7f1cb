import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import {
  interestedPartyBody,
  type InterestedPartyBody,
  type RiskPackageDto,
} from '@turbine/domain';
import { ModalFooter } from '../../../components/modal-footer.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import {
  useDeleteInterestedPartyMutation,
  useSaveInterestedPartyMutation,
} from '../api/collaboration-api.ts';
import { RefusalAlert } from '../../../components/refusal-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

type Party = RiskPackageDto['interestedParties'][number];
interface PartyValues {
  name: string;
  interest: string;
  email: string;
  address: string;
}

const bodyOf = (v: PartyValues): InterestedPartyBody => ({
  name: v.name.trim(),
  interest: v.interest.trim(),
  email: v.email.trim() === '' ? null : v.email.trim(),
  address: v.address.trim() === '' ? null : v.address.trim(),
});

/** §2 Interested parties of the package: a table, and add / edit / delete for those who manage the risk. */
export function InterestedPartiesCard({
  companyId,
  pkg,
  canEdit,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState<Party | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Party | null>(null);
  const parties = pkg.interestedParties;
  return (
    <SectionCard
      title="Interested parties"
      actions={
        canEdit && (
          <Button size="xs" variant="light" onClick={() => setEditing('new')}>
            Add interested party
          </Button>
        )
      }
    >
      {parties.length === 0 ? (
        <Text size="sm" c="dimmed">
          No interested parties.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Interested parties" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Interest</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Address</Table.Th>
                {canEdit && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {parties.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{p.interest}</Table.Td>
                  <Table.Td>{p.email ?? '—'}</Table.Td>
                  <Table.Td>{p.address ?? '—'}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${p.name}`}
                          onClick={() => setEditing(p)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${p.name}`}
                          onClick={() => setDeleting(p)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <PartyModal
          companyId={companyId}
          pkg={pkg}
          party={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeletePartyModal
          companyId={companyId}
          pkg={pkg}
          party={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </SectionCard>
  );
}

function PartyModal({
  companyId,
  pkg,
  party,
  onClose,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  party: Party | null;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveInterestedPartyMutation();
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useForm<PartyValues>({
    initialValues: {
      name: party?.name ?? '',
      interest: party?.interest ?? '',
      email: party?.email ?? '',
      address: party?.address ?? '',
    },
    validate: (v) => schemaErrors(interestedPartyBody, bodyOf(v)),
  });
  const submit = async (v: PartyValues) => {
    setRefusal(null);
    const result = await save({
      companyId,
      riskPackageId: pkg.id,
      partyId: party?.id ?? null,
      body: bodyOf(v),
    });
    if ('data' in result) onClose();
    else if (!applyServerErrors(form, result.error)) setRefusal(result.error);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={party ? 'Edit interested party' : 'Add interested party'}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack>
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput
            label="Interest"
            description="E.g. mortgagee, lessor, financier"
            required
            {...form.getInputProps('interest')}
          />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
          <RefusalAlert error={refusal} title="The interested party was not saved" />
          <ModalFooter
            submitLabel={party ? 'Save' : 'Add'}
            loading={isLoading}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

function DeletePartyModal({
  companyId,
  pkg,
  party,
  onClose,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  party: Party;
  onClose: () => void;
}) {
  const [remove, { isLoading, error }] = useDeleteInterestedPartyMutation();
  return (
    <Modal
      opened
      onClose={onClose}
      title="Delete interested party"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack>
        <Text>Delete {party.name} from the interested parties of this risk?</Text>
        <RefusalAlert error={error} title="The interested party was not deleted" />
        <ModalFooter
          submitLabel="Delete"
          loading={isLoading}
          onCancel={onClose}
          onSubmit={() =>
            void remove({ companyId, riskPackageId: pkg.id, partyId: party.id }).then((r) => {
              if ('data' in r) onClose();
            })
          }
        />
      </Stack>
    </Modal>
  );
}
