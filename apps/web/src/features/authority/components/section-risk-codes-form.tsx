import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { sectionBody, type SectionDto } from '@turbine/domain';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useSaveSectionMutation } from '../api/period-contents-api.ts';
import { useReportDirty } from '../hooks/dirty-forms.tsx';
import { rowKey } from './risk-code-form-values.ts';
import { fieldsToSectionBody, sectionToFields } from './section-form-values.ts';

interface RiskCodeRow {
  key: string;
  riskCodeId: string;
  productCodeIds: string[];
  prerequisiteProductCodeIds: string[];
}
type Option = { value: string; label: string };

interface SectionRiskCodesFormProps {
  period: PeriodArgs;
  section: SectionDto;
  riskCodes: Option[];
  productCodes: Option[];
  productCodesUnavailable: boolean;
  editable: boolean;
}

const ids = (values: string[]) => values.map(Number);

/** §3 risk codes of one section, each with its product codes and prerequisite product codes. */
export function SectionRiskCodesForm({
  period,
  section,
  riskCodes,
  productCodes,
  productCodesUnavailable,
  editable,
}: SectionRiskCodesFormProps) {
  const [save, state] = useSaveSectionMutation();
  const toBody = (v: { riskCodes: RiskCodeRow[] }) => ({
    ...fieldsToSectionBody(sectionToFields(section), section),
    riskCodes: v.riskCodes.map((r) => ({
      riskCodeId: r.riskCodeId ? Number(r.riskCodeId) : undefined,
      productCodeIds: ids(r.productCodeIds),
      prerequisiteProductCodeIds: ids(r.prerequisiteProductCodeIds),
    })),
  });
  const form = useForm<{ riskCodes: RiskCodeRow[] }>({
    initialValues: {
      riskCodes: section.riskCodes.map((r) => ({
        key: rowKey(),
        riskCodeId: String(r.riskCodeId),
        productCodeIds: r.productCodeIds.map(String),
        prerequisiteProductCodeIds: r.prerequisiteProductCodeIds.map(String),
      })),
    },
    validate: (values) => schemaErrors(sectionBody, toBody(values)),
  });
  useReportDirty(`risk-codes-${section.id}`, editable && form.isDirty());
  const rows = form.getValues().riskCodes;
  const submit = async (values: { riskCodes: RiskCodeRow[] }) => {
    const result = await save({ period, id: section.id, body: sectionBody.parse(toBody(values)) });
    if (result.error) applyServerErrors(form, result.error);
    else form.resetDirty(values);
  };
  const productHint = productCodesUnavailable ? 'Product codes could not be loaded.' : undefined;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={`Risk codes of ${section.name}`}
    >
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack gap="sm">
          <Title order={4}>{section.name}</Title>
          {rows.length === 0 && (
            <Text c="dimmed" size="sm">
              No risk codes on this section yet.
            </Text>
          )}
          {rows.map((row, i) => (
            <Group key={row.key} align="flex-start" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, md: 3 }} style={{ flex: 1 }}>
                <Select
                  label="Risk code"
                  data={riskCodes}
                  searchable
                  disabled={!editable}
                  {...form.getInputProps(`riskCodes.${i}.riskCodeId`)}
                />
                <MultiSelect
                  label="Product codes"
                  data={productCodes}
                  searchable
                  description={productHint}
                  disabled={!editable || productCodesUnavailable}
                  {...form.getInputProps(`riskCodes.${i}.productCodeIds`)}
                />
                <MultiSelect
                  label="Prerequisite product codes"
                  data={productCodes}
                  searchable
                  description={productHint}
                  disabled={!editable || productCodesUnavailable}
                  {...form.getInputProps(`riskCodes.${i}.prerequisiteProductCodeIds`)}
                />
              </SimpleGrid>
              {editable && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remove risk code ${i + 1} of ${section.name}`}
                  onClick={() => form.removeListItem('riskCodes', i)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {form.errors.riskCodes && (
            <Text size="sm" c="red">
              {form.errors.riskCodes}
            </Text>
          )}
          {editable && (
            <Group justify="space-between">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() =>
                  form.insertListItem('riskCodes', {
                    key: rowKey(),
                    riskCodeId: '',
                    productCodeIds: [],
                    prerequisiteProductCodeIds: [],
                  })
                }
              >
                Add risk code
              </Button>
              <Button type="submit" size="xs" loading={state.isLoading} disabled={!form.isDirty()}>
                Save risk codes
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
