import { Button, Group, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import {
  TransactionStatus,
  transactionStatusLabels,
  TransactionType,
  transactionTypeLabels,
} from '@turbine/domain';
import { useListUnderwritingStatusesQuery } from '../api/risks-list-api.ts';
import type { RiskListState } from '../lib/risk-list-params.ts';
import { TagFilterSelect } from '../../../tags/index.ts';
import { ProductClassFilterSelect } from '../../../products/index.ts';

/** The statuses in the order a risk moves through them (the column view's order too). */
export const statusOrder: TransactionStatus[] = [
  TransactionStatus.Initiated,
  TransactionStatus.Submitted,
  TransactionStatus.Referred,
  TransactionStatus.Quoted,
  TransactionStatus.Bound,
  TransactionStatus.Declined,
  TransactionStatus.NotTakenUp,
];

const statusOptions = statusOrder.map((s) => ({
  value: String(s),
  label: transactionStatusLabels[s],
}));
const typeOptions = (Object.values(TransactionType) as TransactionType[]).map((t) => ({
  value: String(t),
  label: transactionTypeLabels[t],
}));

interface RiskListFiltersProps {
  companyId: number;
  state: RiskListState;
  /** The search box's text (debounced into the state by the page). */
  search: string;
  onSearch: (value: string) => void;
  onChange: (patch: Partial<RiskListState>) => void;
  /** Underwriting companies filter by their own underwriting statuses. */
  underwriter: boolean;
  /** The column view has a column per status, so it has no status filter. */
  showStatus: boolean;
  /** One field a row, full width: the phone's filter drawer (decision 166). */
  stacked?: boolean;
}

/** Search, status, transaction type, underwriting status, tag, "assigned to me" and "has open claims" (§2 Risks). */
export function RiskListFilters({
  companyId,
  state,
  search,
  onSearch,
  onChange,
  underwriter,
  showStatus,
  stacked = false,
}: RiskListFiltersProps) {
  const statuses = useListUnderwritingStatusesQuery({ companyId }, { skip: !underwriter });
  // Fixed widths side by side on a wide screen; full width, one under the other, in the phone's drawer.
  const w = (width: number) => (stacked ? undefined : width);
  const Frame = stacked ? Stack : Group;
  return (
    <Frame align={stacked ? 'stretch' : 'flex-end'} gap="md" mb="md">
      <TextInput
        label="Search risks"
        placeholder="Reference or insured"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={w(260)}
      />
      {showStatus && (
        <MultiSelect
          label="Status"
          placeholder={state.statuses.length === 0 ? 'Any status' : undefined}
          data={statusOptions}
          value={state.statuses.map(String)}
          onChange={(v) =>
            onChange({ statuses: v.map(Number).sort((a, b) => a - b) as TransactionStatus[] })
          }
          clearable
          w={w(280)}
        />
      )}
      <Select
        label="Transaction type"
        placeholder="Any type"
        data={typeOptions}
        value={state.transactionType === null ? null : String(state.transactionType)}
        onChange={(v) => onChange({ transactionType: v ? (Number(v) as TransactionType) : null })}
        clearable
        w={w(180)}
      />
      {underwriter && (
        <Select
          label="Underwriting status"
          placeholder={statuses.isError ? 'Could not load statuses' : 'Any'}
          data={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={state.underwritingStatusId === null ? null : String(state.underwritingStatusId)}
          onChange={(v) => onChange({ underwritingStatusId: v ? Number(v) : null })}
          clearable
          w={w(200)}
        />
      )}
      <TagFilterSelect
        companyId={companyId}
        value={state.tagId}
        onChange={(tagId) => onChange({ tagId })}
        w={w(180)}
      />
      <ProductClassFilterSelect
        companyId={companyId}
        withSubClasses={underwriter}
        value={state}
        onChange={onChange}
        w={w(220)}
      />
      <Switch
        label="Assigned to me"
        checked={state.mine}
        onChange={(e) => onChange({ mine: e.currentTarget.checked })}
        mb={stacked ? 0 : 8}
      />
      <Switch
        label="Has open claims"
        checked={state.hasOpenClaims}
        onChange={(e) => onChange({ hasOpenClaims: e.currentTarget.checked })}
        mb={stacked ? 0 : 8}
      />
      {state.brokerCompanyId !== null && (
        // Set by a dashboard bar or slice (decision 139): one brokerage's risks.
        <Button
          variant="light"
          size="xs"
          mb={6}
          rightSection={<IconX size={14} />}
          onClick={() => onChange({ brokerCompanyId: null })}
        >
          One brokerage only
        </Button>
      )}
    </Frame>
  );
}
