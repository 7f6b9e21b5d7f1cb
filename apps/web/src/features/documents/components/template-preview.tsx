import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import { usePreviewRisksQuery, usePreviewTemplateMutation } from '../api/templates-api.ts';

interface Props {
  companyId: number;
  content: string;
  /** Included clauses, appended to the preview as the document will print them (decision 192). */
  clauseIds: number[];
  onProposalKeys: (keys: string[]) => void;
}

/** The template rendered with a chosen risk's data (or sample data), in a sandboxed frame (decision 147). */
export function TemplatePreview({ companyId, content, clauseIds, onProposalKeys }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [riskId, setRiskId] = useState<string | null>(null);
  const risks = usePreviewRisksQuery({ companyId, search: debounced });
  const [preview, result] = usePreviewTemplateMutation();

  const run = async () => {
    const res = await preview({
      companyId,
      body: { content, riskPackageId: riskId ? Number(riskId) : null, clauseIds },
    });
    if ('data' in res && res.data) onProposalKeys(res.data.proposalKeys);
  };
  const problem = result.error
    ? (fieldErrors(result.error).content ?? errorMessage(result.error))
    : null;

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="nowrap">
        <Select
          label="Preview with risk"
          placeholder="Sample data"
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          value={riskId}
          onChange={setRiskId}
          data={(risks.data?.data ?? []).map((r) => ({
            value: String(r.id),
            label: `${r.reference} — ${r.insuredName}`,
          }))}
          nothingFoundMessage="No risk matches"
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => void run()} loading={result.isLoading}>
          Preview
        </Button>
      </Group>
      {problem && (
        <Alert color="red" title="This template cannot render">
          {problem}
        </Alert>
      )}
      <Paper withBorder p={0} radius="sm" style={{ overflow: 'hidden' }}>
        {result.data && !result.error ? (
          <iframe
            title="Template preview"
            sandbox=""
            srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:Roboto,Arial,sans-serif;font-size:13px;margin:24px;color:#222}h1{font-size:22px}h2{font-size:18px}h3{font-size:15px}</style>${result.data.html}`}
            style={{ width: '100%', height: 520, border: 0, background: 'white' }}
          />
        ) : (
          <Text c="dimmed" p="md" size="sm">
            Choose a risk (or keep the sample data) and press Preview to see the document with its
            merge fields filled.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
