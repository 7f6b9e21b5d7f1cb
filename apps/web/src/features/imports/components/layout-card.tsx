import { Accordion, Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { importColumns, PROPOSAL_COLUMN_PREFIX } from '@turbine/domain';
import { downloadFile } from '../../../components/download-file.ts';
import { templatePath } from '../api/imports-api.ts';

/** Step 1: the template (header and an example row for this company) and the documented layout. */
export function LayoutCard({ companyId }: { companyId: number }) {
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      await downloadFile(templatePath(companyId), { fileName: 'policy-import-template.csv' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="layout-title">
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={2} size="h4" id="layout-title">
            1. The file&apos;s layout
          </Title>
          <Text size="sm" c="dimmed" maw={640}>
            One row per transaction, UTF-8 CSV with this header. Rows with the same reference are
            one policy&apos;s transactions, one after the other and in order: new business or
            renewal first, then amendments, a cancellation last. Proposal answers go in extra
            columns named {PROPOSAL_COLUMN_PREFIX}
            &lt;field name&gt;.
          </Text>
        </div>
        <Button leftSection={<IconDownload size={16} />} onClick={() => void download()}>
          Download template
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" mb="xs">
          {error}
        </Text>
      )}
      <Accordion variant="contained">
        <Accordion.Item value="columns">
          <Accordion.Control>
            Columns ({importColumns.length} and proposal answers)
          </Accordion.Control>
          <Accordion.Panel>
            <Table aria-label="Columns of the layout" fz="sm">
              <Table.Tbody>
                {importColumns.map((c) => (
                  <Table.Tr key={c.name}>
                    <Table.Td ff="monospace" w={240}>
                      {c.name}
                    </Table.Td>
                    <Table.Td w={100}>
                      {c.required && (
                        <Badge size="xs" variant="light">
                          Required
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{c.description}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Paper>
  );
}
