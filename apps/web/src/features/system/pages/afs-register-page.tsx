import { useState } from 'react';
import { Alert, Button, Center, FileInput, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { isSystemUser } from '@turbine/domain';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import { useAuth } from '../../../app/auth-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useListAfsRegistersQuery, useUploadAfsRegisterMutation } from '../api/afs-register-api.ts';

const registerLabels = {
  licensee: 'AFS licensees',
  representative: 'AFS authorised representatives',
} as const;

/**
 * The operator's ASIC register extracts (decision 219): the public licensee CSV and the tab-delimited
 * authorised representative CSV of data.gov.au. Binds check a brokerage's number against the latest.
 */
export function AfsRegisterPage() {
  const { user } = useAuth();
  const system = user != null && isSystemUser(user);
  const list = useListAfsRegistersQuery(undefined, { skip: !system });
  const [upload, state] = useUploadAfsRegisterMutation();
  const [file, setFile] = useState<File | null>(null);

  if (!system) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  const problem = state.error ? (fieldErrors(state.error).file ?? errorMessage(state.error)) : null;
  const rows = list.data?.data ?? [];
  return (
    <PageContainer title="ASIC register">
      <Stack>
        <Text c="dimmed" size="sm">
          Load the AFS licensee or authorised representative extract published by ASIC on
          data.gov.au. A broker whose AFS licence or representative number is not current on the
          latest extract cannot bind; the underwriter may bind with a reason.
        </Text>
        <Group align="end">
          <FileInput
            label="Register extract (CSV)"
            placeholder="afs_lic_YYYYMM.csv"
            accept=".csv,.txt,text/csv,text/plain"
            value={file}
            onChange={setFile}
            w={320}
          />
          <Button
            disabled={file === null}
            loading={state.isLoading}
            onClick={() => {
              if (file)
                void upload(file)
                  .unwrap()
                  .then(() => setFile(null))
                  .catch(() => {});
            }}
          >
            Upload
          </Button>
        </Group>
        {problem && (
          <Alert color="red" title="The extract was not loaded">
            {problem}
          </Alert>
        )}
        {state.isSuccess && !problem && (
          <Alert color="green">
            Loaded {state.data.rowCount} {registerLabels[state.data.register].toLowerCase()}.
          </Alert>
        )}
        {list.isLoading ? (
          <Center py="xl">
            <Loader aria-label="Loading registers" />
          </Center>
        ) : list.isError ? (
          <ErrorPanel error={list.error} itemName="registers" onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">No extract loaded: binds check the number's format only.</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Register</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Rows</Table.Th>
                <Table.Th>Loaded</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{registerLabels[r.register]}</Table.Td>
                  <Table.Td>{r.fileName}</Table.Td>
                  <Table.Td>{r.rowCount}</Table.Td>
                  <Table.Td>{new Date(r.uploadedAt * 1000).toLocaleString('en-AU')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </PageContainer>
  );
}
