import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Center,
  Container,
  Drawer,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { CompanyType } from '@turbine/domain';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { useListRiskPackagesQuery } from '../api/risks-list-api.ts';
import {
  changeRiskListState,
  defaultRiskListState,
  listPerPage,
  readRiskListState,
  toApiParams,
  toggleSort,
  writeRiskListState,
  type RiskListState,
} from '../lib/risk-list-params.ts';
import { RiskListCards, RiskListSortFields } from './risk-list-cards.tsx';
import { RiskColumnsView } from './risk-columns-view.tsx';
import { RiskListFilters } from './risk-list-filters.tsx';
import { RiskListTable } from './risk-list-table.tsx';
import { riskCountText } from '../lib/risk-count.ts';

interface RisksViewProps {
  companyId: number;
  companyType: CompanyType;
  /** Brokers with ManageRisks start new risks. */
  canCreate: boolean;
}

const emptyTexts: Partial<Record<CompanyType, string>> = {
  [CompanyType.Broker]: 'No risks yet. Risks your brokerage starts for its clients appear here.',
  [CompanyType.Underwriter]: 'No risks yet. Risks brokers place on your products appear here.',
  [CompanyType.Insurer]: 'No risks yet. Risks placed under your binding agreements appear here.',
};

const isFiltered = (s: RiskListState) =>
  s.search !== '' ||
  s.statuses.length > 0 ||
  s.transactionType !== null ||
  s.underwritingStatusId !== null ||
  s.brokerCompanyId !== null ||
  s.mine ||
  s.hasOpenClaims ||
  s.tagId !== null ||
  s.productClass !== null ||
  s.productSubClassId !== null;

/** §2 Risks: list view and column view, with the filters, sort and page kept in the URL query. */
export function RisksView({ companyId, companyType, canCreate }: RisksViewProps) {
  const [params, setParams] = useSearchParams();
  const state = readRiskListState(params);
  const [search, setSearch] = useState(state.search);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const apply = (next: RiskListState, replace = false) =>
    setParams(writeRiskListState(next), { replace });
  const update = (patch: Partial<RiskListState>) => apply(changeRiskListState(state, patch), true);

  // The search box writes the URL once typing pauses; each keystroke would be a request otherwise.
  // Only a new debounced text writes: setParams changes with every URL change, and re-running on it
  // would put an old search back after the user went back in history.
  const written = useRef(debounced);
  useEffect(() => {
    if (written.current === debounced) return;
    written.current = debounced;
    setParams(
      (current) => {
        const now = readRiskListState(current);
        return now.search === debounced
          ? current
          : writeRiskListState(changeRiskListState(now, { search: debounced }));
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  // The URL's search changed elsewhere (back button, a link): the box follows it.
  useEffect(() => {
    setSearch((current) => (current.trim() === state.search ? current : state.search));
  }, [state.search]);

  // Under the `sm` breakpoint (48em) the list is cards and the filters and sort sit in a drawer (decision 166).
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const activeFilters =
    (state.search ? 1 : 0) +
    (state.statuses.length > 0 ? 1 : 0) +
    (state.transactionType !== null ? 1 : 0) +
    (state.underwritingStatusId !== null ? 1 : 0) +
    (state.brokerCompanyId !== null ? 1 : 0) +
    (state.mine ? 1 : 0) +
    (state.hasOpenClaims ? 1 : 0) +
    (state.tagId !== null ? 1 : 0) +
    (state.productClass !== null || state.productSubClassId !== null ? 1 : 0);
  const columns = state.view === 'columns';
  const list = useListRiskPackagesQuery(
    { companyId, params: toApiParams(state) },
    { skip: columns },
  );
  const underwriter = companyType === CompanyType.Underwriter;
  const total = list.data?.meta.total ?? 0;

  const clearFilters = () => {
    setSearch('');
    apply({
      ...defaultRiskListState,
      view: state.view,
      sort: state.sort,
      direction: state.direction,
    });
  };

  return (
    // Full width: the list has twelve columns and the column view seven (PageContainer stops at xl).
    <Container fluid px={{ base: 'md', sm: 'xl' }} py="xl">
      <Group justify="space-between" align="flex-start" mb="lg">
        {/* The insured's company reads its own policies (issue 19 item 3). */}
        <Title order={1}>{companyType === CompanyType.Client ? 'Policies' : 'Risks'}</Title>
        {canCreate && (
          <Button component={Link} to="/risks/new" leftSection={<IconPlus size={16} />}>
            New risk
          </Button>
        )}
      </Group>
      <Group justify="space-between" align="flex-end" mb="xs">
        <SegmentedControl
          aria-label="Risks view"
          value={state.view}
          onChange={(v) => apply({ ...state, view: v === 'columns' ? 'columns' : 'list' })}
          data={[
            { value: 'list', label: 'List view' },
            { value: 'columns', label: 'Column view' },
          ]}
        />
        {!columns && list.data && (
          <Text size="sm" c="dimmed">
            {riskCountText(list.data.meta, list.data.data.length)}
          </Text>
        )}
      </Group>
      {phone ? (
        <>
          <Button
            variant="default"
            mb="md"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            rightSection={activeFilters > 0 ? <Badge size="sm">{activeFilters}</Badge> : undefined}
            onClick={filtersDrawer.open}
          >
            Filters and sort
          </Button>
          <Drawer
            opened={filtersOpened}
            onClose={filtersDrawer.close}
            title="Filters and sort"
            position="bottom"
            size="auto"
            // A drawer of choices, not a form: Escape and the backdrop close it.
            closeOnEscape
            closeOnClickOutside
          >
            <Stack gap="md">
              {!columns && (
                <RiskListSortFields
                  state={state}
                  onSort={(sort, direction) =>
                    apply(changeRiskListState(state, { sort, direction }), true)
                  }
                />
              )}
              <RiskListFilters
                companyId={companyId}
                state={state}
                search={search}
                onSearch={setSearch}
                onChange={update}
                underwriter={underwriter}
                showStatus={!columns}
                stacked
              />
              <Button onClick={filtersDrawer.close}>Show risks</Button>
            </Stack>
          </Drawer>
        </>
      ) : (
        <RiskListFilters
          companyId={companyId}
          state={state}
          search={search}
          onSearch={setSearch}
          onChange={update}
          underwriter={underwriter}
          showStatus={!columns}
        />
      )}
      {columns ? (
        <RiskColumnsView companyId={companyId} state={state} />
      ) : list.isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading risks" />
        </Center>
      ) : list.error || !list.data ? (
        <ErrorPanel error={list.error} itemName="risk list" onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Stack align="center" py="xl" gap="sm">
          <Text c="dimmed">
            {isFiltered(state) ? 'No risks match the search and filters.' : emptyTexts[companyType]}
          </Text>
          {isFiltered(state) && (
            <Button variant="light" onClick={clearFilters}>
              Clear filters
            </Button>
          )}
        </Stack>
      ) : (
        <Stack>
          {phone ? (
            <RiskListCards
              rows={list.data.data}
              counterparty={companyType === CompanyType.Broker ? 'underwriter' : 'broker'}
            />
          ) : (
            <RiskListTable
              rows={list.data.data}
              state={state}
              onSort={(sort) => apply(toggleSort(state, sort), true)}
              counterparty={companyType === CompanyType.Broker ? 'underwriter' : 'broker'}
            />
          )}
          {total > listPerPage && (
            <Pagination
              total={Math.ceil(total / listPerPage)}
              value={state.page}
              onChange={(page) => apply(changeRiskListState(state, { page }))}
              aria-label="Risk list pages"
            />
          )}
        </Stack>
      )}
    </Container>
  );
}
