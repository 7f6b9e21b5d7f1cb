import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  SegmentedControl,
  Stack,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconEye, IconLayoutBoard } from '@tabler/icons-react';
import { Messages } from '@turbine/domain';
import { errorBody, errorMessage, errorStatus } from '../../../app/api-error.ts';
import { toastColours } from '../../../app/error-toast.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useGetProposalFormQuery, useSaveProposalFormMutation } from '../api/proposal-form-api.ts';
import { formToSchema } from '../model/to-schema.ts';
import { designProblems } from '../model/validate-design.ts';
import { DesignerPreview } from './designer-preview.tsx';
import { DesignerWorkspace } from './designer-workspace.tsx';
import { useDesignerForm } from './use-designer-form.ts';

export interface ProductDesignerProps {
  companyId: number;
  productId: number;
  versionId: number;
  /** A locked version, or a user without ManageProducts: the form is shown, not edited. */
  readOnly: boolean;
}

/** Server messages that name a field (`"claims" is shown depending on …`), by that field's name. */
function messagesByField(messages: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of messages) {
    const name = /^"([^"]+)"/.exec(m)?.[1];
    if (name) (out[name] ??= []).push(m);
  }
  return out;
}

/**
 * The Product Designer (§2): the proposal form of a product version, designed by dragging field
 * types into sections, loaded with `GET {v}/form` and saved with `PUT {v}/form` (decision 060).
 */
export function ProductDesigner({
  companyId,
  productId,
  versionId,
  readOnly,
}: ProductDesignerProps) {
  const ref = { companyId, productId, versionId };
  const query = useGetProposalFormQuery(ref);
  const [saveForm, { isLoading: saving }] = useSaveProposalFormMutation();
  const { form, setForm, dirty, markSaved } = useDesignerForm(query.data);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [view, setView] = useState<'design' | 'preview'>('design');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const problems = useMemo(() => (form ? designProblems(form) : {}), [form]);
  const problemIds = Object.keys(problems);

  const save = async (): Promise<boolean> => {
    if (!form) return false;
    if (problemIds.length) {
      setView('design');
      setSelectedId(problemIds[0] ?? null);
      notifications.show({
        color: toastColours.error,
        title: 'Not saved',
        message: Messages.correctErrors,
      });
      return false;
    }
    const body = formToSchema(form);
    const result = await saveForm({ ...ref, body });
    if (result.error) {
      const schemaErrors =
        errorStatus(result.error) === 422 ? errorBody(result.error)?.errors?.schema : undefined;
      setServerErrors(schemaErrors?.length ? schemaErrors : [errorMessage(result.error)]);
      return false;
    }
    setServerErrors([]);
    markSaved(body);
    notifications.show({
      color: toastColours.success,
      title: 'Proposal form saved',
      message: 'The proposal form of this version is up to date.',
    });
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: !readOnly && dirty, onSave: save });

  if (query.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the proposal form" />
      </Center>
    );
  }
  if (query.isError || !form)
    return (
      <ErrorPanel
        error={query.error}
        itemName="proposal form"
        onRetry={() => void query.refetch()}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Designer view"
          value={view}
          onChange={(v) => setView(v === 'preview' ? 'preview' : 'design')}
          data={[
            {
              value: 'design',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconLayoutBoard size={16} />
                  Design
                </Group>
              ),
            },
            {
              value: 'preview',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconEye size={16} />
                  Preview
                </Group>
              ),
            },
          ]}
        />
        <Group gap="xs">
          {readOnly && (
            <Badge color="gray" variant="light">
              Read only
            </Badge>
          )}
          {!readOnly && dirty && (
            <Badge color="yellow" variant="light">
              Unsaved changes
            </Badge>
          )}
          {!readOnly && (
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={saving}
              disabled={!dirty}
              onClick={() => void save()}
            >
              Save form
            </Button>
          )}
        </Group>
      </Group>
      {serverErrors.length > 0 && (
        <Alert
          color="red"
          title="The proposal form was not saved"
          withCloseButton
          onClose={() => setServerErrors([])}
        >
          <List size="sm">
            {serverErrors.map((m) => (
              <List.Item key={m}>{m}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {view === 'design' ? (
        <DesignerWorkspace
          form={form}
          onChange={setForm}
          selectedId={selectedId}
          onSelect={setSelectedId}
          readOnly={readOnly}
          problems={problems}
          serverMessages={messagesByField(serverErrors)}
        />
      ) : (
        <DesignerPreview form={form} />
      )}
      {prompt}
    </Stack>
  );
}
