import { MultiSelect, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  aggregations,
  chartTypeLabels,
  chartTypes,
  dateOptionLabels,
  dateOptions,
  isClaimWidget,
  isUtilisationWidget,
  timeIntervals,
  timePeriodLabels,
  timePeriods,
  transactionStatusLabels,
  transactionTypeLabels,
  widgetConfig,
  widgetSizes,
  type WidgetConfig,
  type WidgetKind,
  type WidgetSize,
} from '@turbine/domain';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerErrors, schemaErrors } from '../../../components/server-errors.ts';
import { useWidgetFilterOptionsQuery } from '../api/dashboards-api.ts';

export interface WidgetFormValues {
  title: string;
  size: WidgetSize;
  config: WidgetConfig;
}

interface WidgetConfigModalProps {
  companyId: number;
  heading: string;
  /** Claims widgets (decision 142) have their own filters: open claims only, the period on the reported date. */
  widgetKind: WidgetKind;
  initial: WidgetFormValues;
  submitLabel: string;
  saving: boolean;
  onSave: (values: WidgetFormValues) => Promise<unknown>;
  onClose: () => void;
}

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((v) => ({ value: v, label: labels?.[v] ?? v[0]!.toUpperCase() + v.slice(1) }));
const enumOptions = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const named = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
const productClassLabels: Record<number, string> = {
  1: 'Professional Indemnity',
  2: 'Liability',
  3: 'Motor',
  4: 'Property',
};
const toIds = (v: string[]) => v.map(Number);
const fromIds = (v: number[]) => v.map(String);

/** The §3 filters and §9 options of one widget (decision 139); the server's 422 shows under each field. */
export function WidgetConfigModal(props: WidgetConfigModalProps) {
  const { companyId, heading, widgetKind, initial, submitLabel, saving, onSave, onClose } = props;
  const claims = isClaimWidget(widgetKind);
  // Binder utilisation (decision 229): to date, only the chart type and the underwriting companies apply.
  const utilisation = isUtilisationWidget(widgetKind);
  // A deep copy: the widget comes frozen from the store, and the form writes into nested objects.
  const form = useForm<WidgetFormValues>({ initialValues: structuredClone(initial) });
  const choices = useWidgetFilterOptionsQuery({ companyId });
  const c = form.values.config;
  const set = <K extends keyof WidgetConfig>(key: K, value: WidgetConfig[K]) =>
    form.setFieldValue(`config.${key}`, value as never);
  const multi = (
    key: keyof WidgetConfig,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <MultiSelect
      label={label}
      placeholder="Any"
      data={data}
      value={fromIds(c[key] as number[])}
      onChange={(v) => set(key, toIds(v) as never)}
      error={form.errors[`config.${key}`]}
      clearable
      searchable
    />
  );

  const save = async () => {
    const errors = schemaErrors(widgetConfig, form.values.config);
    const prefixed = Object.fromEntries(Object.entries(errors).map(([k, v]) => [`config.${k}`, v]));
    if (!form.values.title.trim()) prefixed.title = 'This field is required';
    if (Object.keys(prefixed).length) return form.setErrors(prefixed);
    try {
      await onSave(form.values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  return (
    <FormModal
      title={heading}
      size="xl"
      onSave={() => void save()}
      onClose={onClose}
      submitLabel={submitLabel}
      saving={saving}
      unsaved={form.isDirty()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
        <Select
          label="Size (columns x rows)"
          data={[...widgetSizes]}
          allowDeselect={false}
          {...form.getInputProps('size')}
        />
        <Select
          label="Chart type"
          data={options(chartTypes, chartTypeLabels)}
          allowDeselect={false}
          {...form.getInputProps('config.chartType')}
        />
        {utilisation ? (
          <>
            {multi(
              'underwritingCompanyIds',
              'Underwriting companies',
              named(choices.data?.underwritingCompanies),
            )}
            <Text size="sm" c="dimmed">
              Written premium to date of each in-force section, as a percentage of its maximum
              premium limit. No time period applies.
            </Text>
          </>
        ) : (
          <>
            {claims ? (
              <Switch
                mt="xl"
                label="Open claims only"
                description="Leave out declined, closed and withdrawn claims"
                checked={c.openClaimsOnly}
                onChange={(e) => set('openClaimsOnly', e.currentTarget.checked)}
              />
            ) : (
              <>
                <Select
                  label="Aggregation"
                  data={options(aggregations)}
                  allowDeselect={false}
                  {...form.getInputProps('config.aggregation')}
                />
                <Select
                  label="Premium type"
                  data={[
                    { value: 'base', label: 'Base' },
                    { value: 'gross', label: 'Gross' },
                  ]}
                  allowDeselect={false}
                  {...form.getInputProps('config.premiumType')}
                />
                <Select
                  label="Date to use"
                  data={options(dateOptions, dateOptionLabels)}
                  allowDeselect={false}
                  {...form.getInputProps('config.dateToUse')}
                />
              </>
            )}
            <Select
              label="Time period"
              data={options(timePeriods, timePeriodLabels)}
              allowDeselect={false}
              {...form.getInputProps('config.timePeriod')}
            />
            <Select
              label="Time interval"
              data={options(timeIntervals)}
              allowDeselect={false}
              {...form.getInputProps('config.timeInterval')}
            />
            {c.timePeriod === 'custom' && (
              <DatePickerInput
                type="range"
                label="Custom time period"
                required
                minDate="2020-01-01"
                value={[c.customFrom, c.customTo]}
                onChange={([from, to]) => {
                  set('customFrom', from ? String(from).slice(0, 10) : null);
                  set('customTo', to ? String(to).slice(0, 10) : null);
                }}
                error={form.errors['config.customFrom'] ?? form.errors['config.customTo']}
                valueFormat="D MMM YYYY"
              />
            )}
            {!claims && (
              <>
                {multi('transactionTypes', 'Transaction types', enumOptions(transactionTypeLabels))}
                {multi('statuses', 'Statuses', enumOptions(transactionStatusLabels))}
                {multi('productClasses', 'Product classes', enumOptions(productClassLabels))}
                {(choices.data?.productSubClasses.length ?? 0) > 0 &&
                  multi(
                    'productSubClassIds',
                    'Product sub-classes',
                    named(choices.data?.productSubClasses),
                  )}
                {multi('brokerageIds', 'Brokerages', named(choices.data?.brokerages))}
                {multi('productIds', 'Products', named(choices.data?.products))}
                {multi('riskCodeIds', 'Risk codes', named(choices.data?.riskCodes))}
                {multi('underwriterIds', 'Underwriters', named(choices.data?.underwriters))}
                {multi(
                  'underwritingCompanyIds',
                  'Underwriting companies',
                  named(choices.data?.underwritingCompanies),
                )}
              </>
            )}
          </>
        )}
      </SimpleGrid>
    </FormModal>
  );
}
