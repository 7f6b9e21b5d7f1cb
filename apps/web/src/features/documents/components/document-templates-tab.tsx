import {
  ActionIcon,
  Alert,
  Badge,
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
import type { DocumentTemplateDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { useDeleteTemplateMutation, useListTemplatesQuery } from '../api/templates-api.ts';
import { TagChip, useListCompanyTagsQuery } from '../../tags/index.ts';
import { TemplateEditor } from './template-editor.tsx';
import { statusColour, statusLabel } from './template-history.tsx';

type Editing = { template: DocumentTemplateDto | null } | null;

/** §2 Document Templates (decision 147): the company's templates, and the editor with preview. */
export function DocumentTemplatesTab({ companyId }: { companyId: number }) {
  const list = useListTemplatesQuery(companyId);
  const [remove] = useDeleteTemplateMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const templates = list.data?.items ?? [];
  const companyTags = useListCompanyTagsQuery(companyId);
  const [tagId, setTagId] = useState<string | null>(null);
  // The tag filter (decision 226): the list is small and the editor needs every template.
  const shown = tagId
    ? templates.filter((t) => t.tags.some((g) => String(g.id) === tagId))
    : templates;

  if (editing) {
    const current = editing.template
      ? (templates.find((t) => t.id === editing.template!.id) ?? editing.template)
      : null;
    return (
      <TemplateEditor
        // A save or a publish answers the template anew: the form starts from it (nothing unsaved).
        key={
          current
            ? `${current.id}-${current.version}-${current.status}-${current.updatedAt}`
            : 'new'
        }
        companyId={companyId}
        template={current}
        templates={templates}
        onDone={(saved) => setEditing(saved ? { template: saved } : null)}
      />
    );
  }

  const confirmDelete = (t: DocumentTemplateDto) =>
    modals.openConfirmModal({
      title: `Delete template ${t.name}`,
      children: <Text>Delete the template {t.name}?</Text>,
      labels: { confirm: 'Delete template', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove({ companyId, id: t.id }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Templates become PDFs for risks: the products you attach them to produce them at quote or
          at bind.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ template: null })}>
          New template
        </Button>
      </Group>
      {!!companyTags.data?.length && (
        <Select
          label="Tag"
          placeholder="Any tag"
          clearable
          w={240}
          data={companyTags.data.map((t) => ({ value: String(t.id), label: t.name }))}
          value={tagId}
          onChange={setTagId}
        />
      )}
      {list.isLoading && <Loader size="sm" aria-label="Loading templates" />}
      {list.error && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data && templates.length === 0 && (
        <Text c="dimmed">No templates yet. Create one with New template.</Text>
      )}
      {templates.length > 0 && shown.length === 0 && (
        <Text c="dimmed">No template carries this tag.</Text>
      )}
      {shown.length > 0 && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Tags</Table.Th>
              <Table.Th>Produced by</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td>{t.type === 'combined' ? 'Combined' : 'Single'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm" color={statusColour[t.status]}>
                    v{t.version} {statusLabel[t.status]}
                  </Badge>
                  {t.status === 'draft' && t.liveVersion !== null && (
                    <Text size="xs" c="dimmed">
                      v{t.liveVersion} live
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {t.tags.map((tag) => (
                      <TagChip key={tag.id} tag={tag} size="sm" />
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {t.usedBy
                    .map((u) => `${u.productName} v${u.versionNumber} (${u.event})`)
                    .join(', ') || '—'}
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
