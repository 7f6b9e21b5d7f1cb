import {
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { DocumentTemplateDto, DocumentTemplateType } from '@turbine/domain';
import { useState } from 'react';
import { toastColours } from '../../../app/error-toast.ts';
import { errorMessage } from '../../../app/api-error.ts';
import { applyServerErrors } from '../../../components/server-errors.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import {
  useAttachableDocumentsQuery,
  useCreateTemplateMutation,
  useDiscardTemplateDraftMutation,
  useUnpublishTemplateMutation,
  usePublishTemplateMutation,
  useTemplateClausesQuery,
  useUpdateTemplateMutation,
} from '../api/templates-api.ts';
import { useListCompanyTagsQuery } from '../../tags/index.ts';
import { statusColour, statusLabel, TemplateHistory } from './template-history.tsx';
import { TemplateContentEditor } from './template-content-editor.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { TemplateProducts } from './template-products.tsx';

interface Values {
  name: string;
  content: string;
  type: DocumentTemplateType;
  additionalTemplateIds: string[];
  additionalFileIds: string[];
  tagIds: string[];
  clauseIds: string[];
}

interface Props {
  companyId: number;
  template: DocumentTemplateDto | null;
  templates: DocumentTemplateDto[];
  onDone: (saved: DocumentTemplateDto | null) => void;
}

/** §3 document template: name, content with merge fields, single or combined, additional documents, tags. */
export function TemplateEditor({ companyId, template, templates, onDone }: Props) {
  const [proposalKeys, setProposalKeys] = useState<string[]>([]);
  const [create, creating] = useCreateTemplateMutation();
  const [update, updating] = useUpdateTemplateMutation();
  const form = useForm<Values>({
    initialValues: {
      name: template?.name ?? '',
      content: template?.content ?? '',
      type: template?.type ?? 'single',
      additionalTemplateIds: (template?.additionalTemplateIds ?? []).map(String),
      additionalFileIds: (template?.additionalFileIds ?? []).map(String),
      tagIds: (template?.tags ?? []).map((t) => String(t.id)),
      clauseIds: (template?.clauseIds ?? []).map(String),
    },
  });
  const clauses = useTemplateClausesQuery(companyId);
  const companyTags = useListCompanyTagsQuery(companyId);
  const [publish, publishing] = usePublishTemplateMutation();

  // Publish and Discard draft answer the template anew: a toast either way, then the editor reopens on it.
  const settle = (
    res: { data: DocumentTemplateDto } | { error: unknown },
    success: (t: DocumentTemplateDto) => string,
  ) => {
    if ('error' in res) {
      notifications.show({
        color: toastColours.error,
        title: 'Template',
        message: errorMessage(res.error as never),
      });
      return;
    }
    notifications.show({ title: 'Template', message: success(res.data) });
    onDone(res.data);
  };
  const publishNow = async () => {
    if (!template) return;
    settle(
      await publish({ companyId, id: template.id }),
      (t) => `Version ${t.version} of ${t.name} is live.`,
    );
  };
  // Decision 243: a draft over a published version can be thrown away; the template goes back to it.
  const [discard, discarding] = useDiscardTemplateDraftMutation();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const discardNow = async () => {
    if (!template) return;
    const res = await discard({ companyId, id: template.id });
    setConfirmDiscard(false);
    settle(res, (t) => `Draft discarded: ${t.name} is back to version ${t.version}.`);
  };
  // Decision 245: a live version no document was made from goes back to a draft.
  const [unpublish, unpublishing] = useUnpublishTemplateMutation();
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const unpublishNow = async () => {
    if (!template) return;
    const res = await unpublish({ companyId, id: template.id });
    setConfirmUnpublish(false);
    settle(res, (t) =>
      t.liveVersion === null
        ? `Version ${t.version} of ${t.name} is a draft again: no document can be generated from it until you publish.`
        : `Version ${t.version} of ${t.name} is a draft again: documents use version ${t.liveVersion}.`,
    );
  };
  const v = form.values;

  const submit = form.onSubmit(async (values) => {
    const body = {
      ...values,
      additionalTemplateIds:
        values.type === 'combined' ? values.additionalTemplateIds.map(Number) : [],
      additionalFileIds: values.type === 'combined' ? values.additionalFileIds.map(Number) : [],
      clauseIds: values.clauseIds.map(Number),
      tagIds: values.tagIds.map(Number),
    };
    const res = template
      ? await update({ companyId, id: template.id, body })
      : await create({ companyId, body });
    if ('error' in res) {
      if (!applyServerErrors(form, res.error))
        notifications.show({
          color: toastColours.error,
          title: 'Template',
          message: errorMessage(res.error as never),
        });
      return;
    }
    notifications.show({ title: 'Template', message: `${res.data.name} saved.` });
    onDone(res.data);
  });

  const attachable = useAttachableDocumentsQuery(companyId, { skip: v.type !== 'combined' });
  const others = templates.filter((t) => t.id !== template?.id && t.type === 'single');

  return (
    <form onSubmit={submit}>
      <Modal
        opened={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        title="Discard this draft?"
      >
        <Stack>
          <Text size="sm">
            Version {template?.version} and its unpublished changes are removed; the template goes
            back to version {template?.liveVersion ?? ''}, as it was published.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDiscard(false)}>
              Keep the draft
            </Button>
            <Button color="red" loading={discarding.isLoading} onClick={() => void discardNow()}>
              Discard draft
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirmUnpublish}
        onClose={() => setConfirmUnpublish(false)}
        title="Unpublish this version?"
      >
        <Stack>
          <Text size="sm">
            Version {template?.version} becomes a draft again. Documents are then generated from the
            newest earlier published version, if there is one; otherwise none can be generated from
            this template until you publish it again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmUnpublish(false)}>
              Keep it live
            </Button>
            <Button
              color="red"
              loading={unpublishing.isLoading}
              onClick={() => void unpublishNow()}
            >
              Unpublish
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            {template && (
              <Group gap="xs">
                <Badge variant="light" color={statusColour[template.status]}>
                  Version {template.version} · {statusLabel[template.status]}
                </Badge>
                <Text size="sm" c="dimmed">
                  {template.liveVersion === null
                    ? 'Not published: no document can be generated from it yet.'
                    : template.status === 'draft'
                      ? `Documents use version ${template.liveVersion} until you publish this draft.`
                      : 'Saving a change starts a new draft version.'}
                </Text>
              </Group>
            )}
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <Group align="flex-start" grow>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Type
                </Text>
                <SegmentedControl
                  aria-label="Type"
                  data={[
                    { value: 'single', label: 'Single' },
                    { value: 'combined', label: 'Combined' },
                  ]}
                  {...form.getInputProps('type')}
                />
              </Stack>
              <MultiSelect
                label="Tags"
                placeholder={companyTags.data?.length ? 'Choose tags' : 'No tags yet'}
                data={(companyTags.data ?? []).map((t) => ({
                  value: String(t.id),
                  label: t.name,
                }))}
                maxValues={20}
                searchable
                {...form.getInputProps('tagIds')}
              />
            </Group>
            {v.type === 'combined' && (
              <MultiSelect
                label="Additional documents"
                description="Templates that follow this one, each from a new page, in one PDF."
                data={others.map((t) => ({ value: String(t.id), label: t.name }))}
                {...form.getInputProps('additionalTemplateIds')}
              />
            )}
            {v.type === 'combined' && (
              <MultiSelect
                label="Uploaded PDFs"
                description="PDFs of the company documents appended after the templates, in this order."
                searchable
                nothingFoundMessage="No PDF in the company documents"
                data={(attachable.data?.items ?? []).map((d) => ({
                  value: String(d.id),
                  label: d.path ? `${d.name} (${d.path})` : d.name,
                }))}
                {...form.getInputProps('additionalFileIds')}
              />
            )}
            <MultiSelect
              label="Clauses"
              description="Clauses of your library, printed after the content in this order, with their current wording."
              placeholder={
                clauses.data?.data.length === 0 ? 'No published clauses yet' : 'Add a clause'
              }
              searchable
              data={(clauses.data?.data ?? []).map((c) => ({
                value: String(c.id),
                label: `${c.code} · ${c.name}`,
              }))}
              {...form.getInputProps('clauseIds')}
            />
            <TemplateContentEditor
              value={v.content}
              onChange={(html) => form.setFieldValue('content', html)}
              proposalKeys={proposalKeys}
              error={form.errors.content as string | undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => onDone(null)}>
                Back to templates
              </Button>
              <Button
                type="submit"
                variant={template?.status === 'draft' ? 'default' : 'filled'}
                loading={creating.isLoading || updating.isLoading}
              >
                {template && template.status !== 'draft' ? 'Save as new draft' : 'Save template'}
              </Button>
              {template?.status === 'live' && (
                <Button color="red" variant="subtle" onClick={() => setConfirmUnpublish(true)}>
                  Unpublish
                </Button>
              )}
              {template?.status === 'draft' && template.liveVersion !== null && (
                <Button color="red" variant="subtle" onClick={() => setConfirmDiscard(true)}>
                  Discard draft
                </Button>
              )}
              {template?.status === 'draft' && (
                <Button
                  onClick={() => void publishNow()}
                  loading={publishing.isLoading}
                  title="Publishes the saved draft: documents are generated from it from now on"
                >
                  Publish
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <SectionCard title="Preview">
              <TemplatePreview
                companyId={companyId}
                content={v.content}
                clauseIds={v.clauseIds.map(Number)}
                onProposalKeys={setProposalKeys}
              />
            </SectionCard>
            {template && (
              <SectionCard title="Products">
                <TemplateProducts companyId={companyId} template={template} />
              </SectionCard>
            )}
            {template && (
              <SectionCard title="History">
                <TemplateHistory companyId={companyId} template={template} />
              </SectionCard>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
