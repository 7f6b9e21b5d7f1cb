import { Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PolicyImportDto } from '@turbine/domain';
import { ImportErrorsTable } from './import-errors-table.tsx';

const n = (v: number) => v.toLocaleString('en-AU');

/** What a finished validation or import found: counts, the file-level message, row errors, the risks written. */
export function ImportResult({ result }: { result: PolicyImportDto }) {
  const counts = `${n(result.rows)} rows, ${n(result.policies)} policies, ${n(result.transactions)} transactions`;
  if (result.status === 'imported')
    return (
      <Alert color="green" title="Imported" aria-label="Import result">
        <Stack gap="xs">
          <Text>
            {counts} imported from {result.fileName}. Each policy is bound and marked as imported
            from this file.
          </Text>
          <Group gap="xs">
            <Text size="sm">Imported policies:</Text>
            {result.importedPolicies.map((p) => (
              <Anchor
                key={p.riskPackageId}
                component={Link}
                to={`/risks/${p.riskPackageId}`}
                size="sm"
              >
                {p.reference}
              </Anchor>
            ))}
          </Group>
          <Anchor component={Link} to="/risks" size="sm">
            Open the risks list
          </Anchor>
        </Stack>
      </Alert>
    );
  if (result.status === 'valid')
    return (
      <Alert color="green" title="The file is valid" aria-label="Validation result">
        {counts}: every row passed. Nothing was written; import the file to add the policies.
      </Alert>
    );
  const title = result.mode === 'import' ? 'Nothing was imported' : 'The file has errors';
  return (
    <Stack gap="sm" aria-label={result.mode === 'import' ? 'Import result' : 'Validation result'}>
      <Alert color={result.status === 'failed' ? 'red' : 'orange'} title={title}>
        {result.message ?? (
          <>
            {n(result.errorCount)} {result.errorCount === 1 ? 'error' : 'errors'} in{' '}
            {n(result.rows)} rows. Fix them in the file and upload it again.
          </>
        )}
        {result.message && result.errorCount > 0 && (
          <List size="sm" mt="xs">
            <List.Item>{n(result.errorCount)} row errors as well.</List.Item>
          </List>
        )}
      </Alert>
      {result.errors.length > 0 && (
        <ImportErrorsTable errors={result.errors} fileName={result.fileName} />
      )}
      {result.errorCount > result.errors.length && (
        <Text size="sm" c="dimmed">
          The first {n(result.errors.length)} of {n(result.errorCount)} errors are kept.
        </Text>
      )}
    </Stack>
  );
}
