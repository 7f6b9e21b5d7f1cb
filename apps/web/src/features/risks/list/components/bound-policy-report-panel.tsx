import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import { reportTypes, type ReportType } from '@turbine/domain';
import { toastColours } from '../../../../app/error-toast.ts';
import { downloadFile } from '../../../../components/download-file.ts';
import { JobProgress } from '../../../../components/job-progress.tsx';
import { useBoundPolicyExport } from '../hooks/use-bound-policy-export.ts';
import {
  defaultReportRange,
  reportMinDate,
  todayIso,
  utcEndOfDay,
  utcStartOfDay,
  withDateFrom,
  withDateTo,
} from '../lib/report-range.ts';

interface ReportFormValues {
  dateFrom: string | null;
  dateTo: string | null;
  outputType: ReportType;
}

const required = (value: string | null) => (value ? null : 'Required');

/**
 * §2 report form (bound policies), §5 rules, §7 call: dateFrom and dateTo (both required, from
 * 2020-01-01 to today, the start of this month to today by default, each moving the other so the range
 * stays ordered) and outputType (csv, json, txt; csv by default). Generate downloads the file; Export
 * in background makes the CSV in a job whose progress shows below and survives a reload (decision 106).
 */
export function BoundPolicyReportPanel({ companyId }: { companyId: number }) {
  const [generating, setGenerating] = useState(false);
  const exporter = useBoundPolicyExport(companyId);
  const form = useForm<ReportFormValues>({
    initialValues: { ...defaultReportRange(), outputType: 'csv' },
    validate: { dateFrom: required, dateTo: required },
  });
  const today = todayIso();
  const range = { dateFrom: form.values.dateFrom, dateTo: form.values.dateTo };

  const generate = async ({ dateFrom, dateTo, outputType }: ReportFormValues) => {
    if (!dateFrom || !dateTo) return;
    setGenerating(true);
    try {
      await downloadFile(`/companies/${companyId}/report/bound-policies`, {
        params: {
          date_from: utcStartOfDay(dateFrom),
          date_to: utcEndOfDay(dateTo),
          type: outputType,
        },
        fileName: `bound_policy_report_${Math.floor(Date.now() / 1000)}.${outputType}`,
      });
    } catch (error) {
      // §8: a report download failure is an error notification with the error.
      notifications.show({
        color: toastColours.error,
        title: 'The report was not generated',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setGenerating(false);
    }
  };

  const exportInBackground = async () => {
    const { hasErrors } = form.validate();
    const { dateFrom, dateTo } = form.values;
    if (hasErrors || !dateFrom || !dateTo) return;
    // A refusal (422, 403) is shown by the global error toast (error-reaction.ts).
    await exporter
      .start({ date_from: utcStartOfDay(dateFrom), date_to: utcEndOfDay(dateTo) })
      .catch(() => undefined);
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="bound-policy-report-title"
    >
      <Title order={3} id="bound-policy-report-title">
        Bound policy report
      </Title>
      <Text c="dimmed" size="sm">
        Every transaction bound in the date range (UTC days), with its premiums, dates and parties.
      </Text>
      {/* Issue 19 item 5: the same package total as the risks list, each part named where they differ. */}
      <Text c="dimmed" size="sm" mb="md">
        Total premium is the transaction&apos;s own product. Package total is the main product plus
        its add-ons as bound at that time, shown with the main and add-ons parts.
      </Text>
      <form onSubmit={form.onSubmit((v) => void generate(v))} noValidate>
        <Stack>
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
            <Select
              label="Output type"
              required
              allowDeselect={false}
              data={reportTypes.map((t) => ({ value: t, label: t.toUpperCase() }))}
              {...form.getInputProps('outputType')}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconFileExport size={16} />}
              loading={exporter.starting}
              onClick={() => void exportInBackground()}
            >
              Export CSV in background
            </Button>
            <Button
              type="submit"
              leftSection={<IconDownload size={16} />}
              disabled={generating}
              loading={generating}
            >
              Generate
            </Button>
          </Group>
        </Stack>
      </form>
      {exporter.jobId !== null && (
        <Stack mt="md">
          <JobProgress jobId={exporter.jobId} label="Bound policy report (CSV)" unit="rows" />
        </Stack>
      )}
    </Paper>
  );
}
