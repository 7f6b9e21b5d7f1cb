import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { DocumentTemplateDto } from '@turbine/domain';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { useLazyTemplateVersionQuery, useTemplateVersionsQuery } from '../api/templates-api.ts';

/** The one versioning mechanism's statuses (decision 224). */
export const statusLabel = { draft: 'Draft', live: 'Live', locked: 'Locked' } as const;
export const statusColour = { draft: 'gray', live: 'green', locked: 'orange' } as const;

/**
 * A template's versions (decision 185): the current one first, then every earlier one with who saved it,
 * when, and how many risk documents were generated from it; any version opens read-only.
 */
export function TemplateHistory({
  companyId,
  template,
}: {
  companyId: number;
  template: DocumentTemplateDto;
}) {
  const versions = useTemplateVersionsQuery({ companyId, id: template.id });
  const [load, shown] = useLazyTemplateVersionQuery();
  const [open, setOpen] = useState(false);

  const view = (version: number) => {
    setOpen(true);
    void load({ companyId, id: template.id, version });
  };

  if (versions.isLoading) return <Loader size="sm" aria-label="Loading versions" />;
  if (versions.error) return <Alert color="red">{errorMessage(versions.error)}</Alert>;
  return (
    <>
      <Table aria-label="Template versions" verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>Saved by</Table.Th>
            <Table.Th>Documents</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(versions.data?.items ?? []).map((v) => (
            <Table.Tr key={v.version}>
              <Table.Td>
                {/* The badges wrap under the version in the narrow side column rather than shrink to "L…". */}
                <Group gap={6} style={{ rowGap: 2 }}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    Version {v.version}
                  </Text>
                  <Badge size="xs" variant="outline" color={statusColour[v.status]}>
                    {statusLabel[v.status]}
                  </Badge>
                  {v.live && (
                    <Badge size="xs" variant="filled" color="green">
                      Generates documents
                    </Badge>
                  )}
                  {v.current && (
                    <Badge size="xs" variant="light">
                      Current
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {v.name}
                </Text>
              </Table.Td>
              <Table.Td>
                {v.savedBy?.name ?? '—'}
                <Text size="xs" c="dimmed">
                  {formatInstant(v.savedAt)}
                </Text>
              </Table.Td>
              <Table.Td>{v.documents}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={`View version ${v.version}`}
                  onClick={() => view(v.version)}
                >
                  View
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        size="lg"
        title={shown.data ? `${shown.data.name} — version ${shown.data.version}` : 'Version'}
      >
        {shown.isFetching && <Loader size="sm" aria-label="Loading version" />}
        {shown.error && <Alert color="red">{errorMessage(shown.error)}</Alert>}
        {shown.data && !shown.isFetching && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Saved by {shown.data.savedBy?.name ?? '—'} on {formatInstant(shown.data.savedAt)} ·{' '}
              {shown.data.type === 'combined' ? 'Combined' : 'Single'}
              {' · '}
              {statusLabel[shown.data.status]}
            </Text>
            <Paper withBorder p={0} radius="sm" style={{ overflow: 'hidden' }}>
              {/* The saved content with its merge fields as written; sandboxed like the preview. */}
              <iframe
                title={`Version ${shown.data.version} content`}
                sandbox=""
                srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:Roboto,Arial,sans-serif;font-size:13px;margin:24px;color:#222}</style>${shown.data.content}`}
                style={{ width: '100%', height: 420, border: 0, background: 'white' }}
              />
            </Paper>
          </Stack>
        )}
      </Modal>
    </>
  );
}
