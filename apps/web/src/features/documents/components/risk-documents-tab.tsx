import { Alert, Anchor, Badge, Button, Loader, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { useRetryRiskDocumentMutation, useRiskDocumentsQuery } from '../api/templates-api.ts';
import { downloadDocument } from '../lib/download-document.ts';

const eventLabels = { quote: 'Quote', bind: 'Bind' } as const;

/**
 * The documents the risk's product produced at quote and bind (decision 148), for every party of the
 * risk: a download, or the spec's message when one could not be made (with the error and a retry for
 * the underwriting company).
 */
export function RiskDocumentsTab({
  companyId,
  riskPackageId,
}: {
  companyId: number;
  riskPackageId: number;
}) {
  const docs = useRiskDocumentsQuery({ companyId, riskPackageId }, { pollingInterval: 15000 });
  const [retry, retrying] = useRetryRiskDocumentMutation();
  const items = docs.data?.items ?? [];
  const failures = items.filter((d) => d.status === 'failed');

  return (
    <Stack gap="sm">
      {docs.isLoading && <Loader size="sm" aria-label="Loading documents" />}
      {docs.error && <Alert color="red">{errorMessage(docs.error)}</Alert>}
      {failures.length > 0 && <Alert color="orange">{failures[0]!.message}</Alert>}
      {docs.data && items.length === 0 && (
        <Text c="dimmed">No documents have been produced for this risk.</Text>
      )}
      {items.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Document</Table.Th>
              <Table.Th>Produced at</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  {d.url ? (
                    <Anchor
                      component="button"
                      onClick={() => void downloadDocument(d.url!, d.name)}
                    >
                      {d.name}
                    </Anchor>
                  ) : (
                    <Text>{d.name}</Text>
                  )}
                  {d.error && (
                    <Text size="xs" c="red">
                      {d.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{eventLabels[d.event]}</Badge>
                </Table.Td>
                <Table.Td>{formatInstant(d.createdAt)}</Table.Td>
                <Table.Td>
                  {d.url && (
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconDownload size={14} />}
                      onClick={() => void downloadDocument(d.url!, d.name)}
                    >
                      Download
                    </Button>
                  )}
                  {d.canRetry && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconRefresh size={14} />}
                      loading={retrying.isLoading}
                      onClick={() => void retry({ companyId, riskPackageId, documentId: d.id })}
                    >
                      Retry
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
