import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  emailRecipientRoles,
  type EmailRecipient,
  type EmailRecipientRole,
  type EmailTemplateDto,
} from '@turbine/domain';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import {
  TemplateContentEditor,
  useAttachableFilesQuery,
  useListTemplatesQuery,
  usePreviewRisksQuery,
} from '../../documents/index.ts';
import {
  useAutomationTagsQuery,
  usePreviewEmailTemplateMutation,
  useSaveEmailTemplateMutation,
} from '../api/automation-api.ts';
import { roleLabels } from './email-templates-tab.tsx';

interface Props {
  companyId: number;
  template: EmailTemplateDto | null;
  onDone: (saved: EmailTemplateDto | null) => void;
}

/** Recipients as two inputs: the risk's parties (roles) and fixed addresses. */
function RecipientsInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: EmailRecipient[];
  onChange: (v: EmailRecipient[]) => void;
  error?: string;
}) {
  const roles = value.flatMap((r) => (r.type === 'role' ? [r.role] : []));
  const addresses = value.flatMap((r) => (r.type === 'address' ? [r.address] : []));
  const set = (nextRoles: string[], nextAddresses: string[]) =>
    onChange([
      ...nextRoles.map((role) => ({ type: 'role' as const, role: role as EmailRecipientRole })),
      ...nextAddresses.map((address) => ({ type: 'address' as const, address })),
    ]);
  return (
    <Group grow align="flex-start">
      <MultiSelect
        label={`${label}: the risk's`}
        data={emailRecipientRoles.map((r) => ({ value: r, label: roleLabels[r]! }))}
        value={roles}
        onChange={(v) => set(v, addresses)}
        error={error}
      />
      <TagsInput
        label={`${label}: addresses`}
        placeholder="name@example.com, Enter"
        value={addresses}
        onChange={(v) => set(roles, v)}
      />
    </Group>
  );
}

/** One email template: subject, rich content with the document templates' merge fields, recipients, attachments, preview. */
export function EmailTemplateEditor({ companyId, template, onDone }: Props) {
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [content, setContent] = useState(template?.content ?? '');
  const [recipients, setRecipients] = useState<EmailRecipient[]>(template?.recipients ?? []);
  const [cc, setCc] = useState<EmailRecipient[]>(template?.cc ?? []);
  const [bcc, setBcc] = useState<EmailRecipient[]>(template?.bcc ?? []);
  const [attachments, setAttachments] = useState<string[]>(
    (template?.attachmentTemplateIds ?? []).map(String),
  );
  const [fileIds, setFileIds] = useState<string[]>((template?.attachmentFileIds ?? []).map(String));
  const files = useAttachableFilesQuery(companyId);
  const [tagIds, setTagIds] = useState<string[]>((template?.tags ?? []).map((t) => String(t.id)));
  const companyTags = useAutomationTagsQuery(companyId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [riskId, setRiskId] = useState<string | null>(null);
  const documents = useListTemplatesQuery(companyId);
  const risks = usePreviewRisksQuery({ companyId, search: debounced });
  const [save, saving] = useSaveEmailTemplateMutation();
  const [preview, previewed] = usePreviewEmailTemplateMutation();
  const errors = fieldErrors(saving.error);
  const previewErrors = fieldErrors(previewed.error);

  const submit = async () => {
    const res = await save({
      companyId,
      id: template?.id ?? null,
      body: {
        name,
        subject,
        content,
        recipients,
        cc,
        bcc,
        attachmentTemplateIds: attachments.map(Number),
        tagIds: tagIds.map(Number),
        attachmentFileIds: fileIds.map(Number),
      },
    });
    if ('data' in res && res.data) onDone(res.data);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{template ? template.name : 'New email template'}</Title>
        <Button variant="default" onClick={() => onDone(null)}>
          Back to email templates
        </Button>
      </Group>
      {saving.error && !Object.keys(errors).length && (
        <Alert color="red">{errorMessage(saving.error)}</Alert>
      )}
      <TextInput
        label="Name"
        required
        maxLength={160}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
      />
      <TextInput
        label="Subject line"
        required
        maxLength={255}
        value={subject}
        onChange={(e) => setSubject(e.currentTarget.value)}
        error={errors.subject}
      />
      <RecipientsInput
        label="To"
        value={recipients}
        onChange={setRecipients}
        error={errors.recipients ?? errors['recipients.0.address']}
      />
      <RecipientsInput label="CC" value={cc} onChange={setCc} error={errors.cc} />
      <RecipientsInput label="BCC" value={bcc} onChange={setBcc} error={errors.bcc} />
      <MultiSelect
        label="Attachments: the risk's latest document of"
        data={(documents.data?.items ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        value={attachments}
        onChange={setAttachments}
        error={errors.attachmentTemplateIds}
      />
      <MultiSelect
        label="Attachments: company documents (latest version when sent)"
        placeholder={files.data?.items.length ? 'Choose documents' : 'No company documents yet'}
        searchable
        data={(files.data?.items ?? []).map((d) => ({
          value: String(d.id),
          label: d.path ? `${d.name} (${d.path})` : d.name,
        }))}
        value={fileIds}
        onChange={setFileIds}
        maxValues={10}
        error={errors.attachmentFileIds}
      />
      <MultiSelect
        label="Tags"
        placeholder={companyTags.data?.data.length ? 'Choose tags' : 'No tags yet'}
        data={(companyTags.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        value={tagIds}
        onChange={setTagIds}
        maxValues={20}
        searchable
        error={errors.tagIds}
      />
      <TemplateContentEditor
        value={content}
        onChange={setContent}
        proposalKeys={[]}
        error={errors.content}
      />
      <Group>
        <Button onClick={() => void submit()} loading={saving.isLoading}>
          Save email template
        </Button>
      </Group>
      <Paper withBorder p="md">
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
            <Button
              variant="default"
              loading={previewed.isLoading}
              onClick={() =>
                void preview({
                  companyId,
                  body: { subject, content, riskPackageId: riskId ? Number(riskId) : null },
                })
              }
            >
              Preview
            </Button>
          </Group>
          {previewed.error && (
            <Alert color="red" title="This template cannot render">
              {previewErrors.content ?? errorMessage(previewed.error)}
            </Alert>
          )}
          {previewed.data && !previewed.error ? (
            <>
              <Text fw={500}>Subject: {previewed.data.subject}</Text>
              <iframe
                title="Email preview"
                sandbox=""
                srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:Roboto,Arial,sans-serif;font-size:13px;margin:16px;color:#222}</style>${previewed.data.html}`}
                style={{ width: '100%', height: 360, border: 0, background: 'white' }}
              />
            </>
          ) : (
            <Text c="dimmed" size="sm">
              Choose a risk (or keep the sample data) and press Preview to see the email with its
              merge fields filled.
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
