import { useState } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconFileExport } from '@tabler/icons-react';
import { extractorDefinition, transactionTypeLabels, type ExtractorFormat } from '@turbine/domain';
import { JobProgress } from '../../../components/job-progress.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import {
  defaultReportRange,
  reportMinDate,
  todayIso,
  utcEndOfDay,
  utcStartOfDay,
  withDateFrom,
  withDateTo,
} from '../../risks/index.ts';
import { useWidgetFilterOptionsQuery } from '../api/dashboards-api.ts';
import { useExtractVersionsQuery, useStartExtractMutation } from '../api/extractor-api.ts';
import {
  columnOptions,
  defaultColumns,
  definitionOf,
  valuesOf,
  type ExtractorFormValues,
} from '../lib/extractor-form.ts';
import { ExtractorDefinitionsBar } from './extractor-definitions-bar.tsx';

const required = (value: string | null) => (value ? null : 'Required');
const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/**
 * §2 Company Reports, the extractor report (ExecuteCompanyReports; decisions 189, 208): the §5 date
 * range (as the bound-policy report: from 2020-01-01 to today, this month by default, each date moving the
 * other), the columns, a product version's proposal answers, the filters and CSV or XLSX. The file is made
 * by a background job whose progress and download show below; definitions are saved and loaded by name.
 */
export function ExtractorReportPanel({ companyId }: { companyId: number }) {
  const [job, setJob] = useState<{ id: number; format: ExtractorFormat } | null>(null);
  const [start, starting] = useStartExtractMutation();
  const versions = useExtractVersionsQuery({ companyId });
  const filterOptions = useWidgetFilterOptionsQuery({ companyId });
  const form = useForm<ExtractorFormValues>({
    initialValues: {
      ...defaultReportRange(),
      columns: defaultColumns,
      productVersionId: null,
      answers: [],
      transactionTypes: [],
      productIds: [],
      brokerageIds: [],
      format: 'xlsx',
    },
    validate: { dateFrom: required, dateTo: required },
  });
  const today = todayIso();
  const range = { dateFrom: form.values.dateFrom, dateTo: form.values.dateTo };
  const version = versions.data?.data.find((v) => String(v.id) === form.values.productVersionId);

  /** The definition when the form's own checks pass (messages under the fields otherwise). */
  const checked = () => {
    const definition = definitionOf(form.values);
    const errors = schemaErrors(extractorDefinition, definition);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      return null;
    }
    return definition;
  };

  const run = async () => {
    const { hasErrors } = form.validate();
    const definition = checked();
    const { dateFrom, dateTo } = form.values;
    if (hasErrors || !definition || !dateFrom || !dateTo) return;
    const result = await start({
      companyId,
      date_from: utcStartOfDay(dateFrom),
      date_to: utcEndOfDay(dateTo),
      ...definition,
    });
    if (result.error) applyServerErrors(form, result.error);
    else setJob({ id: result.data.id, format: definition.format });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="extractor-title">
      <Title order={3} id="extractor-title">
        Extractor report
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        The transactions bound in the date range (UTC days) with the columns, answers and filters
        you choose, as CSV or XLSX.
      </Text>
      <Stack>
        <ExtractorDefinitionsBar
          companyId={companyId}
          current={checked}
          onLoad={(d) => form.setValues(valuesOf(d.definition))}
        />
        <Group align="flex-start" grow>
          <DatePickerInput
            label="Date from"
            required
            valueFormat="D MMM YYYY"
            firstDayOfWeek={1}
            clearable
            minDate={reportMinDate}
            maxDate={today}
            {...form.getInputProps('dateFrom')}
            onChange={(value) => form.setValues(withDateFrom(range, value))}
          />
          <DatePickerInput
            label="Date to"
            required
            valueFormat="D MMM YYYY"
            firstDayOfWeek={1}
            clearable
            minDate={reportMinDate}
            maxDate={today}
            {...form.getInputProps('dateTo')}
            onChange={(value) => form.setValues(withDateTo(range, value))}
          />
        </Group>
        <MultiSelect
          label="Columns"
          description="In the order chosen"
          required
          searchable
          data={columnOptions}
          {...form.getInputProps('columns')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Proposal answers of"
            placeholder="No proposal answers"
            clearable
            data={(versions.data?.data ?? []).map((v) => ({
              value: String(v.id),
              label: `${v.product} — version ${v.versionNumber}`,
            }))}
            {...form.getInputProps('productVersionId')}
            onChange={(value) => form.setValues({ productVersionId: value, answers: [] })}
          />
          <MultiSelect
            label="Answers"
            placeholder={version ? 'Choose questions' : 'Choose a product version first'}
            disabled={!version}
            searchable
            data={(version?.questions ?? []).map((q) => ({ value: q.key, label: q.label }))}
            {...form.getInputProps('answers')}
          />
          <MultiSelect
            label="Transaction types"
            placeholder="All"
            data={Object.entries(transactionTypeLabels).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('transactionTypes')}
          />
          <MultiSelect
            label="Products"
            placeholder="All"
            searchable
            data={options(filterOptions.data?.products)}
            {...form.getInputProps('productIds')}
          />
          <MultiSelect
            label="Brokerages"
            placeholder="All"
            searchable
            data={options(filterOptions.data?.brokerages)}
            {...form.getInputProps('brokerageIds')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="extractor-format">
              Format
            </Text>
            <SegmentedControl
              aria-labelledby="extractor-format"
              data={[
                { value: 'xlsx', label: 'XLSX' },
                { value: 'csv', label: 'CSV' },
              ]}
              value={form.values.format}
              onChange={(value) => form.setFieldValue('format', value as ExtractorFormat)}
            />
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            leftSection={<IconFileExport size={16} />}
            loading={starting.isLoading}
            onClick={() => void run()}
          >
            Run extract
          </Button>
        </Group>
        {job && (
          <JobProgress
            key={job.id}
            jobId={job.id}
            label={`Extractor report (${job.format.toUpperCase()})`}
            unit="rows"
          />
        )}
      </Stack>
    </Paper>
  );
}
