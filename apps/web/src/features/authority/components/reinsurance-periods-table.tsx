import { ActionIcon, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { emptyPeriod, type RiskCodeFormValues } from './risk-code-form-values.ts';

interface ReinsurancePeriodsTableProps {
  form: UseFormReturnType<RiskCodeFormValues>;
  syndicates: { value: string; label: string }[];
  readOnly: boolean;
}

/**
 * §3 reinsurance periods of a risk code: syndicate, dates and the two §5 required percentages.
 * Field paths are the API's (`reinsurancePeriods.{i}.dateFrom`), so a 422 lands under the row's field.
 */
export function ReinsurancePeriodsTable({
  form,
  syndicates,
  readOnly,
}: ReinsurancePeriodsTableProps) {
  const rows = form.getValues().reinsurancePeriods;
  const date = (i: number, field: 'dateFrom' | 'dateTo', label: string) => {
    const props = form.getInputProps(`reinsurancePeriods.${i}.${field}`);
    return (
      <DatePickerInput
        aria-label={`${label}, row ${i + 1}`}
        placeholder="Pick a date"
        valueFormat="D MMM YYYY"
        firstDayOfWeek={1}
        clearable={false}
        miw={150}
        disabled={readOnly}
        {...props}
        value={props.value || null}
        onChange={(v) => props.onChange(v ?? '')}
      />
    );
  };
  const percent = (
    i: number,
    field: 'capacityProviderPercentage' | 'grossPremiumCommissionPercentage',
    label: string,
  ) => (
    <TextInput
      aria-label={`${label}, row ${i + 1}`}
      inputMode="decimal"
      rightSection="%"
      miw={110}
      disabled={readOnly}
      {...form.getInputProps(`reinsurancePeriods.${i}.${field}`)}
    />
  );

  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Reinsurance periods and syndicates</Text>
        {!readOnly && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('reinsurancePeriods', emptyPeriod())}
          >
            Add reinsurance period
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No reinsurance periods. Add one for each syndicate and date range that reinsures this risk
          code.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table
            aria-label="Reinsurance periods"
            verticalSpacing="xs"
            style={{ verticalAlign: 'top' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Syndicate</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Capacity provider %</Table.Th>
                <Table.Th>Gross premium commission %</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.key}>
                  <Table.Td miw={200}>
                    <Select
                      aria-label={`Syndicate, row ${i + 1}`}
                      data={syndicates}
                      searchable
                      disabled={readOnly}
                      {...form.getInputProps(`reinsurancePeriods.${i}.syndicateId`)}
                    />
                  </Table.Td>
                  <Table.Td>{date(i, 'dateFrom', 'From')}</Table.Td>
                  <Table.Td>{date(i, 'dateTo', 'To')}</Table.Td>
                  <Table.Td>
                    {percent(i, 'capacityProviderPercentage', 'Capacity provider percentage')}
                  </Table.Td>
                  <Table.Td>
                    {percent(
                      i,
                      'grossPremiumCommissionPercentage',
                      'Gross premium commission percentage',
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!readOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={4}
                        aria-label={`Remove reinsurance period ${i + 1}`}
                        onClick={() => form.removeListItem('reinsurancePeriods', i)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
