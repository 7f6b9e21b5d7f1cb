import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { EmailRecipient, EmailTemplateDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { TagChip } from '../../tags/index.ts';
import {
  useAutomationTagsQuery,
  useDeleteEmailTemplateMutation,
  useListEmailTemplatesQuery,
} from '../api/automation-api.ts';
import { EmailTemplateEditor } from './email-template-editor.tsx';

export const roleLabels: Record<string, string> = {
  broker: 'Broker',
  insuredContact: "Insured's contact",
  assignedUnderwriter: 'Assigned underwriter',
};

export const recipientText = (list: EmailRecipient[]) =>
  list.map((r) => (r.type === 'address' ? r.address : roleLabels[r.role])).join(', ') || '—';

/** §2 Email Templates (issue 13, decision 178): the company's templates, the editor with preview. */
export function EmailTemplatesTab({ companyId }: { companyId: number }) {
  const [tagId, setTagId] = useState<string | null>(null);
  const list = useListEmailTemplatesQuery({ companyId, tagId: tagId ? Number(tagId) : null });
  const companyTags = useAutomationTagsQuery(companyId);
  const [remove, removing] = useDeleteEmailTemplateMutation();
  const [editing, setEditing] = useState<{ template: EmailTemplateDto | null } | null>(null);
  const items = list.data?.items ?? [];

  if (editing) {
    const current = editing.template
      ? (items.find((t) => t.id === editing.template!.id) ?? editing.template)
      : null;
    return (
      <EmailTemplateEditor
        key={current?.id ?? 'new'}
        companyId={companyId}
        template={current}
        onDone={(saved) => setEditing(saved ? { template: saved } : null)}
      />
    );
  }

  const confirmDelete = (t: EmailTemplateDto) =>
    modals.openConfirmModal({
      title: `Delete email template ${t.name}`,
      children: <Text>Delete the email template {t.name}?</Text>,
      labels: { confirm: 'Delete template', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove({ companyId, id: t.id }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Emails your company events send: subject and content with merge fields, recipients and the
          risk's generated documents attached.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ template: null })}>
          New email template
        </Button>
      </Group>
      {!!companyTags.data?.data.length && (
        <Select
          label="Tag"
          placeholder="Any tag"
          clearable
          w={240}
          data={companyTags.data.data.map((t) => ({ value: String(t.id), label: t.name }))}
          value={tagId}
          onChange={setTagId}
        />
      )}
      {list.isLoading && <Loader size="sm" aria-label="Loading email templates" />}
      {list.error && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {removing.error && <Alert color="red">{errorMessage(removing.error)}</Alert>}
      {list.data && items.length === 0 && (
        <Text c="dimmed">
          {tagId
            ? 'No email template carries this tag.'
            : 'No email templates yet. Create one with New email template.'}
        </Text>
      )}
      {items.length > 0 && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Recipients</Table.Th>
              <Table.Th>Tags</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td>{t.subject}</Table.Td>
                <Table.Td>{recipientText(t.recipients)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {t.tags.map((tag) => (
                      <TagChip key={tag.id} tag={tag} size="sm" />
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{formatInstant(t.updatedAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${t.name}`}
                      onClick={() => setEditing({ template: t })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${t.name}`}
                      onClick={() => confirmDelete(t)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
