import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Messages, sectionBody, type SectionDto } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useSaveSectionMutation } from '../api/period-contents-api.ts';
import { useReportDirty } from '../hooks/dirty-forms.tsx';
import { QuotaShareTotal } from './quota-share-total.tsx';
import { rowKey } from './risk-code-form-values.ts';
import { fieldsToSectionBody, sectionToFields } from './section-form-values.ts';

interface QuotaShareValues {
  quotaShares: { key: string; syndicateId: string; sharePercentage: string }[];
}

interface SectionQuotaSharesFormProps {
  period: PeriodArgs;
  section: SectionDto;
  syndicates: { value: string; label: string }[];
  editable: boolean;
}

/** §3 quota share syndicates of one section; saved with the section, refused unless they total 100 %. */
export function SectionQuotaSharesForm({
  period,
  section,
  syndicates,
  editable,
}: SectionQuotaSharesFormProps) {
  const [save, state] = useSaveSectionMutation();
  const toBody = (v: QuotaShareValues) => ({
    ...fieldsToSectionBody(sectionToFields(section), section),
    quotaShares: v.quotaShares.map((q) => ({
      syndicateId: q.syndicateId ? Number(q.syndicateId) : undefined,
      sharePercentage: q.sharePercentage,
    })),
  });
  const form = useForm<QuotaShareValues>({
    initialValues: {
      quotaShares: section.quotaShares.map((q) => ({
        key: rowKey(),
        syndicateId: String(q.syndicateId),
        sharePercentage: q.sharePercentage,
      })),
    },
    validate: (values) => schemaErrors(sectionBody, toBody(values)),
  });
  useReportDirty(`quota-shares-${section.id}`, editable && form.isDirty());
  const rows = form.getValues().quotaShares;
  const listError = form.errors.quotaShares;

  const submit = async (values: QuotaShareValues) => {
    const result = await save({ period, id: section.id, body: sectionBody.parse(toBody(values)) });
    if (result.error) {
      applyServerErrors(form, result.error);
      return;
    }
    form.resetDirty(values);
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={`Quota shares of ${section.name}`}
    >
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack gap="sm">
          <Title order={4}>{section.name}</Title>
          {rows.length === 0 && (
            <Text c="dimmed" size="sm">
              No syndicates share this section yet.
            </Text>
          )}
          {rows.map((row, i) => (
            <Group key={row.key} align="flex-start" wrap="nowrap">
              <Select
                aria-label={`Syndicate ${i + 1} of ${section.name}`}
                placeholder="Syndicate"
                data={syndicates}
                searchable
                disabled={!editable}
                style={{ flex: 1 }}
                {...form.getInputProps(`quotaShares.${i}.syndicateId`)}
              />
              <TextInput
                aria-label={`Share ${i + 1} of ${section.name}`}
                placeholder="Share"
                inputMode="decimal"
                rightSection="%"
                w={140}
                disabled={!editable}
                {...form.getInputProps(`quotaShares.${i}.sharePercentage`)}
              />
              {editable && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  aria-label={`Remove syndicate ${i + 1} of ${section.name}`}
                  onClick={() => form.removeListItem('quotaShares', i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
          <QuotaShareTotal shares={rows.map((r) => r.sharePercentage)} />
          {listError && listError !== Messages.totalMustEqual100 && (
            <Text size="sm" c="red">
              {listError}
            </Text>
          )}
          {editable && (
            <Group justify="space-between">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() =>
                  form.insertListItem('quotaShares', {
                    key: rowKey(),
                    syndicateId: '',
                    sharePercentage: '',
                  })
                }
              >
                Add syndicate
              </Button>
              <Button
                type="submit"
                size="xs"
                loading={state.isLoading}
                disabled={!form.isDirty()}
                aria-label={`Save quota shares of ${section.name}`}
              >
                Save quota shares
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
