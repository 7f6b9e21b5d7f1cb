import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { useRetryRiskDocumentMutation, useRiskDocumentsQuery } from '../api/templates-api.ts';
import { downloadDocument } from '../lib/download-document.ts';

const eventLabels = { quote: 'Quote', bind: 'Bind', event: 'Company event' } as const;

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
  const failure = items.find((d) => d.status === 'failed');

  return (
    <Stack gap="sm">
      {docs.isLoading && <Loader size="sm" aria-label="Loading documents" />}
      {docs.error && <Alert color="red">{errorMessage(docs.error)}</Alert>}
      {failure && <Alert color="orange">{failure.message}</Alert>}
      {docs.data && items.length === 0 && (
        <Text c="dimmed">No documents have been produced for this risk.</Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((d) => (
          <li key={d.id}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconFileTypePdf size={20} style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                {d.url ? (
                  <Anchor
                    component="button"
                    ta="left"
                    onClick={() => void downloadDocument(d.url!, d.name)}
                  >
                    {d.name}
                  </Anchor>
                ) : (
                  <Text>{d.name}</Text>
                )}
                <Group gap="xs">
                  <Badge variant="light" size="sm">
                    {eventLabels[d.event]}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatInstant(d.createdAt)}
                  </Text>
                </Group>
                {d.error && (
                  <Text size="xs" c="red">
                    {d.error}
                  </Text>
                )}
                {d.canRetry && (
                  <Button
                    size="xs"
                    variant="default"
                    w="fit-content"
                    leftSection={<IconRefresh size={14} />}
                    loading={retrying.isLoading}
                    onClick={() => void retry({ companyId, riskPackageId, documentId: d.id })}
                  >
                    Retry
                  </Button>
                )}
              </Stack>
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
