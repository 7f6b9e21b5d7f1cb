import {
  Alert,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  adjustableFields,
  manualAdjustmentBody,
  transactionStatusLabels,
  type AdjustableField,
  type RiskDto,
} from '@turbine/domain';
import { useState } from 'react';
import stack from '../../../../components/stack-on-phone.module.css';
import { errorMessage } from '../../../../app/api-error.ts';
import { formatInstant } from '../../../../components/format-instant.ts';
import { applyServerErrors } from '../../../../components/server-errors.ts';
import {
  useAddRiskAdjustmentMutation,
  useListRiskAdjustmentsQuery,
} from '../api/risk-panel-api.ts';
import { adjustableFieldLabels, money } from '../lib/panel-format.ts';
import { isOpen } from '../lib/risk-label.ts';
import { RiskPicker } from './risk-picker.tsx';

interface AdjustmentsTabProps {
  companyId: number;
  riskPackageId: number;
  risks: RiskDto[];
  currency: string;
  canEdit: boolean;
}

/** §2 Manual Policy Adjustments: the history of a risk's adjustments and the form for a new one. */
export function AdjustmentsTab({
  companyId,
  riskPackageId,
  risks,
  currency,
  canEdit,
}: AdjustmentsTabProps) {
  const [riskId, setRiskId] = useState(risks[0]?.id ?? 0);
  const risk = risks.find((r) => r.id === riskId) ?? risks[0];
  if (!risk) return <Text c="dimmed">This package has no risks.</Text>;
  const args = { companyId, riskPackageId, riskId: risk.id };
  return (
    <Stack gap="lg">
      <RiskPicker risks={risks} value={risk.id} onChange={setRiskId} />
      <AdjustmentHistory args={args} currency={currency} />
      {canEdit &&
        (!isOpen(risk.current) ? (
          <Text c="dimmed" size="sm">
            The current transaction is {transactionStatusLabels[risk.current.status]}; adjustments
            are made on an open transaction (amend a bound policy first).
          </Text>
        ) : (
          <AdjustmentForm key={risk.id} args={args} risk={risk} currency={currency} />
        ))}
    </Stack>
  );
}

type Args = { companyId: number; riskPackageId: number; riskId: number };

function AdjustmentHistory({ args, currency }: { args: Args; currency: string }) {
  const { data, error, isLoading } = useListRiskAdjustmentsQuery(args);
  if (isLoading) return <Loader size="sm" aria-label="Loading adjustments" />;
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (!data || data.length === 0) return <Text c="dimmed">No manual adjustments yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={360} className={stack.scroller}>
      <Table aria-label="Manual adjustments" verticalSpacing="xs" fz="sm" className={stack.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th ta="right">Previous</Table.Th>
            <Table.Th ta="right">New</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                {adjustableFieldLabels[a.field] ?? a.field}
                {/* By whom and when, under the field to keep the table narrow enough for the side panel. */}
                <Text size="xs" c="dimmed">
                  {a.user.name} · {formatInstant(a.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td data-label="Previous" ta="right">
                {money(a.previousValue, currency)}
              </Table.Td>
              <Table.Td data-label="New" ta="right">
                {money(a.newValue, currency)}
              </Table.Td>
              <Table.Td
                data-label="Reason"
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              >
                {a.reason}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface AdjustmentValues {
  field: AdjustableField | '';
  value: string;
  reason: string;
}

function AdjustmentForm({ args, risk, currency }: { args: Args; risk: RiskDto; currency: string }) {
  const [add, state] = useAddRiskAdjustmentMutation();
  const form = useForm<AdjustmentValues>({
    initialValues: { field: '', value: '', reason: '' },
    validate: (values) => {
      const errors = schemaResolver(manualAdjustmentBody, { sync: true })({
        ...values,
        value: values.value.trim(),
      });
      // The enum's own message lists identifiers; the form asks in words.
      return values.field ? errors : { ...errors, field: 'Choose a premium field.' };
    },
    transformValues: (v) => ({ ...v, value: v.value.trim() }),
  });
  const field = form.getValues().field;
  const current = field ? risk.current[field] : null;

  const submit = form.onSubmit(async (values) => {
    if (!values.field) return;
    const result = await add({
      ...args,
      field: values.field,
      value: values.value,
      reason: values.reason.trim(),
    });
    if (result.error) {
      if (!applyServerErrors(form, result.error))
        form.setFieldError('reason', errorMessage(result.error));
      return;
    }
    form.reset();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New manual adjustment">
      <Stack gap="sm">
        <Title order={5}>New adjustment</Title>
        <Group align="flex-start" grow>
          <Select
            label="Field"
            placeholder="Choose a premium field"
            data={adjustableFields.map((f) => ({ value: f, label: adjustableFieldLabels[f] }))}

            {...form.getInputProps('field')}
            description={field ? `Current value: ${money(current, currency)}` : undefined}
            withAsterisk
          />
          <TextInput
            label="New value"
            inputMode="decimal"
            placeholder="0.00"
            {...form.getInputProps('value')}
            withAsterisk
          />
        </Group>
        <Textarea label="Reason" rows={2} {...form.getInputProps('reason')} withAsterisk />
        <Group justify="flex-end">
          <Button type="submit" loading={state.isLoading}>
            Save adjustment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
