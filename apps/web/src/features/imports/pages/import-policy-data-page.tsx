import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChecks, IconDatabaseImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  CompanyType,
  hasCompanyPermission,
  ImportMessages,
  Permission,
  type ImportMode,
} from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { errorMessage } from '../../../app/api-error.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { JobProgress } from '../../../components/job-progress.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useGetPolicyImportQuery, useStartPolicyImportMutation } from '../api/imports-api.ts';
import { FileDrop } from '../components/file-drop.tsx';
import { ImportResult } from '../components/import-result.tsx';
import { LayoutCard } from '../components/layout-card.tsx';

const active = (status?: string) =>
  status === 'queued' || status === 'checking' || status === 'importing';

/** §2 Import Policy Data: template, upload, validate, see and fix errors, import (decision 128). */
export function ImportPolicyDataPage() {
  const { user } = useAuth();
  const { companyId: param } = useParams();
  const companyId = /^\d{1,9}$/.test(param ?? '') ? Number(param) : 0;
  const [params, setParams] = useSearchParams();
  const importId = Number(params.get('import')) || null;
  const [file, setFile] = useState<File | null>(null);
  const [start, starting] = useStartPolicyImportMutation();
  const [polling, setPolling] = useState(true);
  const current = useGetPolicyImportQuery(
    { companyId, id: importId ?? 0 },
    { skip: !importId, pollingInterval: polling ? 1000 : 0 },
  );
  const result = importId ? current.data : undefined;
  const running = active(result?.status);
  if (polling !== (running || (importId !== null && !result)))
    setPolling(running || (importId !== null && !result));

  const role = user?.roles.find((r) => r.companyId === companyId);
  const allowed =
    user &&
    role?.company.refCompanyTypeId === CompanyType.Underwriter &&
    hasCompanyPermission(user, companyId, Permission.ManageRisks) &&
    hasCompanyPermission(user, companyId, Permission.ManageBindingAgreements);
  if (!companyId) return <ErrorPanel kind="notFound" itemName="company" />;
  if (!allowed)
    return <ErrorPanel kind="notAuthorised" title={ImportMessages.needsImportPermission} />;

  const send = async (mode: ImportMode) => {
    if (!file) return;
    const answer = await start({ companyId, mode, file });
    if ('data' in answer && answer.data) setParams({ import: String(answer.data.id) });
  };

  return (
    <PageContainer
      title="Import Policy Data"
      description={`Bring a book of policies bound elsewhere into ${role?.company.name ?? 'the company'}: checked first, then imported all at once or not at all.`}
      size="xl"
    >
      <Stack gap="lg">
        <LayoutCard companyId={companyId} />
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="upload-title">
          <Title order={2} size="h4" id="upload-title" mb="sm">
            2. Upload, validate and import
          </Title>
          <FileDrop file={file} onFile={setFile} />
          {starting.error && (
            <Alert color="red" mt="sm" title="The file was not accepted">
              {errorMessage(starting.error)}
            </Alert>
          )}
          <Group justify="flex-end" mt="md">
            <Text size="sm" c="dimmed" mr="auto">
              Validating writes nothing. Importing checks the file again and writes every policy, or
              none.
            </Text>
            <Button
              variant="default"
              leftSection={<IconChecks size={16} />}
              disabled={!file || running}
              loading={starting.isLoading && starting.originalArgs?.mode === 'validate'}
              onClick={() => void send('validate')}
            >
              Validate
            </Button>
            <Button
              leftSection={<IconDatabaseImport size={16} />}
              disabled={!file || running}
              loading={starting.isLoading && starting.originalArgs?.mode === 'import'}
              onClick={() => void send('import')}
            >
              Import
            </Button>
          </Group>
        </Paper>
        {result && (
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="result-title">
            <Title order={2} size="h4" id="result-title" mb="sm">
              3. {result.mode === 'validate' ? 'Validation' : 'Import'} of {result.fileName}
            </Title>
            <Stack gap="md">
              {result.jobId && (
                <JobProgress
                  jobId={result.jobId}
                  label={result.mode === 'validate' ? 'Checking rows' : 'Checking and writing rows'}
                  unit="rows"
                />
              )}
              {!running && <ImportResult result={result} />}
            </Stack>
          </Paper>
        )}
      </Stack>
    </PageContainer>
  );
}
