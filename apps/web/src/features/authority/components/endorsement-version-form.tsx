import {
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  createEndorsementBody,
  endorsementVersionBody,
  type EndorsementDto,
  type EndorsementVersionDto,
} from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import {
  useCreateEndorsementMutation,
  useRenameEndorsementMutation,
  useSaveEndorsementVersionMutation,
} from '../api/endorsements-api.ts';
import { productClassOptions, visibilityOptions } from '../lib/authority-labels.ts';
import { useNavigateAfterSave } from '../hooks/use-navigate-after-save.ts';
import { authorityPaths } from '../lib/authority-paths.ts';
import { EndorsementContentEditor } from './endorsement-content-editor.tsx';
import {
  formToVersionBody,
  versionToForm,
  type EndorsementVersionValues,
} from './endorsement-form-values.ts';
import { EndorsementRulesField } from './endorsement-rules-field.tsx';
import { useListClausesQuery } from '../api/clauses-api.ts';

interface EndorsementVersionFormProps {
  companyId: number;
  endorsement: EndorsementDto | null;
  version: EndorsementVersionDto | null;
  /** The user may change endorsements and the version is not locked. */
  editable: boolean;
}

/** §3 endorsement: name, product classes, visibility, rich content and rules of one version. */
export function EndorsementVersionForm({
  companyId,
  endorsement,
  version,
  editable,
}: EndorsementVersionFormProps) {
  const [create, createState] = useCreateEndorsementMutation();
  const [rename] = useRenameEndorsementMutation();
  const [saveVersion, saveState] = useSaveEndorsementVersionMutation();
  const toBody = (v: EndorsementVersionValues) => ({ name: v.name, ...formToVersionBody(v) });
  // The library's clauses with a current wording (decision 233: only those may be included).
  const clauses = useListClausesQuery({ companyId, usable: true });
  const form = useForm<EndorsementVersionValues>({
    initialValues: versionToForm(endorsement?.name ?? '', version),
    validate: (values) => schemaErrors(createEndorsementBody, toBody(values)),
  });

  const fail = (error: unknown) => {
    applyServerErrors(form, error);
    return false;
  };
  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const values = form.getValues();
    if (!endorsement || !version) {
      const result = await create({ companyId, body: createEndorsementBody.parse(toBody(values)) });
      if (result.error) return fail(result.error);
      form.resetDirty(values);
      goTo(authorityPaths.endorsement(result.data.id));
      return true;
    }
    if (values.name !== endorsement.name) {
      const renamed = await rename({ companyId, id: endorsement.id, name: values.name });
      if (renamed.error) return fail(renamed.error);
    }
    const args = { companyId, endorsementId: endorsement.id, versionId: version.id };
    const result = await saveVersion({
      ...args,
      body: endorsementVersionBody.parse(formToVersionBody(values)),
    });
    if (result.error) return fail(result.error);
    // The server stores the sanitized content; the form keeps what it answered.
    const saved = { ...values, content: result.data.content };
    form.setInitialValues(saved);
    form.setValues(saved);
    form.resetDirty(saved);
    notifications.show({
      color: toastColours.success,
      title: 'Endorsement saved',
      message: `${values.name}, version ${version.version}, is saved.`,
    });
    return true;
  };
  const { prompt } = useUnsavedChanges({ when: editable && form.isDirty(), onSave: save });
  const goTo = useNavigateAfterSave();

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <TextInput
              label="Endorsement name"
              required
              disabled={!editable}
              {...form.getInputProps('name')}
            />
            <MultiSelect
              label="Product classes"
              data={productClassOptions}
              disabled={!editable}
              {...form.getInputProps('productClasses')}
            />
            <Select
              label="Visibility"
              data={visibilityOptions}
              allowDeselect={false}
              disabled={!editable}
              {...form.getInputProps('visibility')}
            />
          </SimpleGrid>
          <EndorsementContentEditor
            value={form.getValues().content}
            onChange={(html) => form.setFieldValue('content', html)}
            readOnly={!editable}
            error={typeof form.errors.content === 'string' ? form.errors.content : undefined}
          />
          <MultiSelect
            label="Clauses"
            description="Live clauses of your library, shown after the wording in this order. Binding a risk locks the clause versions it carries."
            placeholder={
              clauses.data?.data.length === 0 ? 'No published clauses yet' : 'Add a clause'
            }
            searchable
            disabled={!editable}
            data={(clauses.data?.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.code} · ${c.name}`,
            }))}
            {...form.getInputProps('clauseIds')}
          />
          <EndorsementRulesField form={form} readOnly={!editable} />
          {editable && (
            <Group>
              <Button type="submit" loading={createState.isLoading || saveState.isLoading}>
                {version ? 'Save endorsement' : 'Create endorsement'}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {prompt}
    </form>
  );
}
