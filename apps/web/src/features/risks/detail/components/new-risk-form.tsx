import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Messages, RiskMessages, type CreateRiskBody, type RiskOptionsDto } from '@turbine/domain';
import { applyServerErrors } from '../../../../components/server-errors.ts';
import { fieldErrors } from '../../../../app/api-error.ts';
import { useCreateRiskMutation } from '../api/risk-api.ts';
import {
  emptyInsured,
  insuredBody,
  insuredErrors,
  InsuredFields,
  type InsuredFormValues,
} from './insured-fields.tsx';
import { PackageCards } from './package-cards.tsx';
import { RefusalAlert } from '../../../../components/refusal-alert.tsx';

interface NewRiskValues {
  insuredMode: 'existing' | 'new';
  insuredCompanyId: string | null;
  insured: InsuredFormValues;
  productPackageId: number | null;
  addOnProductIds: number[];
  inceptionDate: string | null;
  termMonths: number | string;
}

const knownFields = [
  'insured',
  'insuredCompanyId',
  'productPackageId',
  'addOnProductIds',
  'inceptionDate',
  'termMonths',
];

/** §2 new risk: the insured, the product package, add-ons, inception and term → POST …/risks. */
export function NewRiskForm({
  companyId,
  options,
}: {
  companyId: number;
  options: RiskOptionsDto;
}) {
  const navigate = useNavigate();
  const [createRisk, { isLoading, error }] = useCreateRiskMutation();
  const [unplaced, setUnplaced] = useState<unknown>(null);
  const form = useForm<NewRiskValues>({
    initialValues: {
      insuredMode: options.clients.length > 0 ? 'existing' : 'new',
      insuredCompanyId: null,
      insured: emptyInsured(),
      productPackageId: options.packages.length === 1 ? (options.packages[0]?.id ?? null) : null,
      addOnProductIds: [],
      inceptionDate: null,
      termMonths: '',
    },
    validate: (v) => {
      const errors: Record<string, string> = {};
      if (v.insuredMode === 'existing' && !v.insuredCompanyId)
        errors.insuredCompanyId = RiskMessages.insuredRequired;
      if (v.insuredMode === 'new') Object.assign(errors, insuredErrors(v.insured, 'insured'));
      if (v.productPackageId === null) errors.productPackageId = Messages.required;
      return errors;
    },
  });
  const values = form.getValues();
  const chosen = options.packages.find((p) => p.id === values.productPackageId) ?? null;

  const submit = async (v: NewRiskValues) => {
    setUnplaced(null);
    const body: CreateRiskBody = {
      productPackageId: v.productPackageId!,
      insuredCompanyId: v.insuredMode === 'existing' ? Number(v.insuredCompanyId) : null,
      insured: v.insuredMode === 'new' ? insuredBody(v.insured) : null,
      addOnProductIds: v.addOnProductIds,
      ...(v.inceptionDate ? { inceptionDate: v.inceptionDate } : {}),
      ...(typeof v.termMonths === 'number' ? { termMonths: v.termMonths } : {}),
    };
    const result = await createRisk({ companyId, body });
    if ('data' in result && result.data) {
      void navigate(`/risks/${result.data.id}`);
      return;
    }
    const placed = applyServerErrors(form, result.error);
    const keys = Object.keys(fieldErrors(result.error));
    if (!placed || keys.some((k) => !knownFields.some((f) => k === f || k.startsWith(`${f}.`))))
      setUnplaced(result.error);
  };

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            Insured
          </Title>
          <SegmentedControl
            mb="md"
            data={[
              { value: 'existing', label: 'Existing client' },
              { value: 'new', label: 'New insured' },
            ]}
            {...form.getInputProps('insuredMode')}
          />
          {values.insuredMode === 'existing' ? (
            <Select
              label="Client"
              placeholder={
                options.clients.length ? 'Choose a client' : 'Your brokerage has no clients yet'
              }
              data={options.clients.map((c) => ({ value: String(c.id), label: c.name }))}
              searchable
              required
              {...form.getInputProps('insuredCompanyId')}
            />
          ) : (
            <InsuredFields input={(f) => form.getInputProps(`insured.${f}`)} />
          )}
          {typeof form.errors.insured === 'string' && (
            <Text c="red" size="sm" mt="xs">
              {form.errors.insured}
            </Text>
          )}
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            Product package
          </Title>
          <PackageCards
            packages={options.packages}
            value={values.productPackageId}
            onChange={(id) => {
              form.setFieldValue('productPackageId', id);
              form.setFieldValue('addOnProductIds', []);
            }}
            error={
              typeof form.errors.productPackageId === 'string'
                ? form.errors.productPackageId
                : undefined
            }
          />
          {chosen && chosen.addOns.length > 0 && (
            <Checkbox.Group
              mt="md"
              label="Add-ons"
              value={values.addOnProductIds.map(String)}
              onChange={(ids) => form.setFieldValue('addOnProductIds', ids.map(Number))}
              error={form.errors.addOnProductIds}
            >
              <Stack gap={6} mt={6}>
                {chosen.addOns.map((a) => (
                  <Checkbox key={a.id} value={String(a.id)} label={a.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            Term
          </Title>
          <Group align="flex-start" grow>
            <DatePickerInput
              label="Inception date"
              description="Defaults to today in the product's time zone"
              placeholder="Today"
              leftSection={<IconCalendar size={16} />}
              valueFormat="D MMM YYYY"
              clearable
              popoverProps={{ withinPortal: true }}
              {...form.getInputProps('inceptionDate')}
            />
            <NumberInput
              label="Term (months)"
              description="Defaults to the product's default term"
              min={1}
              max={120}
              allowDecimal={false}
              {...form.getInputProps('termMonths')}
            />
          </Group>
        </Card>

        {Boolean(unplaced) && (
          <RefusalAlert error={unplaced ?? error} title="The risk could not be created" />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            Create risk
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
