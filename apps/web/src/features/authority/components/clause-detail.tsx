import { Alert, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { updateClauseBody, type ClauseDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { applyServerErrors } from '../../../components/server-errors.ts';
import {
  useClauseVersionActionMutation,
  useDeleteClauseMutation,
  useDeleteClauseVersionMutation,
  useGetClauseQuery,
  useSaveClauseVersionMutation,
  useUpdateClauseMutation,
} from '../api/clauses-api.ts';
import { EndorsementContentEditor } from './endorsement-content-editor.tsx';
import { VersionActions, type VersionAction } from './version-actions.tsx';
import { VersionStatusBadge } from './version-status-badge.tsx';

interface Props {
  companyId: number;
  clauseId: number;
  canEdit: boolean;
  onClosed: () => void;
}

/** One clause: its code and name, its versions with the §4 transitions, and a version's wording. */
export function ClauseDetail({ companyId, clauseId, canEdit, onClosed }: Props) {
  const clause = useGetClauseQuery({ companyId, clauseId });
  const [versionId, setVersionId] = useState<number | null>(null);
  if (clause.isError)
    return (
      <ErrorPanel error={clause.error} itemName="clause" onRetry={() => void clause.refetch()} />
    );
  if (!clause.data) return null;
  const c = clause.data;
  const shown = c.versions.find((v) => v.id === versionId) ?? c.versions[c.versions.length - 1];
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>
            {c.code} · {c.name}
          </Title>
          <Button variant="default" onClick={onClosed}>
            Close
          </Button>
        </Group>
        {canEdit && <ClauseIdentityForm companyId={companyId} clause={c} onDeleted={onClosed} />}
        <VersionsTable
          companyId={companyId}
          clause={c}
          canEdit={canEdit}
          shownId={shown?.id ?? null}
          onShow={setVersionId}
        />
        {shown && (
          <VersionEditor
            key={`${shown.id}-${shown.updatedAt}`}
            companyId={companyId}
            clause={c}
            versionId={shown.id}
            canEdit={canEdit}
          />
        )}
      </Stack>
    </Card>
  );
}

function ClauseIdentityForm({
  companyId,
  clause,
  onDeleted,
}: {
  companyId: number;
  clause: ClauseDto;
  onDeleted: () => void;
}) {
  const [update, updating] = useUpdateClauseMutation();
  const [remove, removing] = useDeleteClauseMutation();
  const form = useForm({ initialValues: { code: clause.code, name: clause.name } });
  const save = async () => {
    const parsed = updateClauseBody.safeParse(form.getValues());
    if (!parsed.success) {
      form.setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
      );
      return;
    }
    const result = await update({ companyId, clauseId: clause.id, body: parsed.data });
    if (result.error) applyServerErrors(form, result.error);
    else form.resetDirty();
  };
  const del = async () => {
    const result = await remove({ companyId, clauseId: clause.id });
    if (!result.error) onDeleted();
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Group align="flex-end">
        <TextInput label="Code" required maxLength={40} {...form.getInputProps('code')} />
        <TextInput
          label="Name"
          required
          maxLength={160}
          miw={280}
          {...form.getInputProps('name')}
        />
        <Button
          type="submit"
          variant="default"
          loading={updating.isLoading}
          disabled={!form.isDirty()}
        >
          Save name
        </Button>
        <Button
          color="red"
          variant="subtle"
          loading={removing.isLoading}
          onClick={() => void del()}
        >
          Delete clause
        </Button>
      </Group>
    </form>
  );
}

function VersionsTable({
  companyId,
  clause,
  canEdit,
  shownId,
  onShow,
}: {
  companyId: number;
  clause: ClauseDto;
  canEdit: boolean;
  shownId: number | null;
  onShow: (id: number) => void;
}) {
  const [act] = useClauseVersionActionMutation();
  const [remove] = useDeleteClauseVersionMutation();
  const [busy, setBusy] = useState<VersionAction | null>(null);
  const run = async (versionId: number, action: VersionAction) => {
    setBusy(action);
    const args = { companyId, clauseId: clause.id, versionId };
    const result = action === 'delete' ? await remove(args) : await act({ ...args, action });
    setBusy(null);
    if (result.data && action === 'copy')
      onShow(result.data.versions[result.data.versions.length - 1]!.id);
  };
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Version</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Saved</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {clause.versions.map((v) => (
          <Table.Tr key={v.id}>
            <Table.Td>
              <Button
                variant={v.id === shownId ? 'light' : 'subtle'}
                size="xs"
                onClick={() => onShow(v.id)}
                aria-label={`Show version ${v.version}`}
              >
                Version {v.version}
                {v.id === clause.currentVersionId ? ' (current)' : ''}
              </Button>
            </Table.Td>
            <Table.Td>
              <VersionStatusBadge status={v.status} />
            </Table.Td>
            <Table.Td>{new Date(v.updatedAt * 1000).toLocaleString('en-AU')}</Table.Td>
            <Table.Td>
              <VersionActions
                version={v}
                noun="version"
                canEdit={canEdit}
                busy={busy}
                onAction={(a) => void run(v.id, a)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function VersionEditor({
  companyId,
  clause,
  versionId,
  canEdit,
}: {
  companyId: number;
  clause: ClauseDto;
  versionId: number;
  canEdit: boolean;
}) {
  const version = clause.versions.find((v) => v.id === versionId)!;
  const [content, setContent] = useState(version.content);
  const [error, setError] = useState<string | undefined>();
  const [save, saving] = useSaveClauseVersionMutation();
  const editable = canEdit && version.status !== 'locked';
  const submit = async () => {
    const result = await save({ companyId, clauseId: clause.id, versionId, content });
    if (result.error) {
      applyServerErrors(
        { setErrors: (e) => setError(Object.values(e)[0] as string) },
        result.error,
      );
      return;
    }
    setError(undefined);
    notifications.show({
      color: toastColours.success,
      title: 'Clause saved',
      message: `${clause.code}, version ${version.version}, is saved.`,
    });
  };
  return (
    <Stack gap="xs">
      {version.status === 'locked' && (
        <Alert color="gray" title="Locked">
          A generated document carries this wording. Copy it into a new version to change it.
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        Version {version.version}
      </Text>
      <EndorsementContentEditor
        value={version.content}
        onChange={setContent}
        readOnly={!editable}
        error={error}
        ariaLabel="Clause wording"
        label="Wording"
      />
      {editable && (
        <Group>
          <Button
            onClick={() => void submit()}
            loading={saving.isLoading}
            disabled={content === version.content}
          >
            Save wording
          </Button>
        </Group>
      )}
    </Stack>
  );
}
