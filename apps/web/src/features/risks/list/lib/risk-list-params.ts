import { ProductClass, riskListSorts, TransactionStatus, TransactionType } from '@turbine/domain';

export type RiskView = 'list' | 'columns';
export type RiskListSort = (typeof riskListSorts)[number];
export type SortDirection = 'asc' | 'desc';

/** What the risks page shows, kept in the URL query so a link or reload gives the same view. */
export interface RiskListState {
  view: RiskView;
  page: number;
  search: string;
  statuses: TransactionStatus[];
  transactionType: TransactionType | null;
  underwritingStatusId: number | null;
  /** One brokerage's risks (a dashboard bar or slice opens the list filtered to it, decision 139). */
  brokerCompanyId: number | null;
  /** Only risks assigned to the user (or referred to their team). */
  mine: boolean;
  /** Only policies with an open claim (decision 120). */
  hasOpenClaims: boolean;
  /** Only risks carrying this tag of the company (Company Tags, decision 171). */
  tagId: number | null;
  /** The main product's class, or the agency's own sub-class of one (decision 211). */
  productClass: number | null;
  productSubClassId: number | null;
  sort: RiskListSort;
  direction: SortDirection;
}

/** The query values of GET /companies/{id}/risks (`riskListQuery`). */
export interface RiskListApiParams {
  page: number;
  perPage: number;
  search?: string;
  status?: string;
  transactionType?: number;
  underwritingStatusId?: number;
  brokerCompanyId?: number;
  mine?: 'true';
  hasOpenClaims?: 'true';
  tagId?: number;
  productClass?: number;
  productSubClassId?: number;
  sort: RiskListSort;
  direction: SortDirection;
}

/** Rows per page of the list view (decision 090: a page of 50). */
export const listPerPage = 50;
/** Cards per page of a column in the column view. */
export const columnPerPage = 20;

export const defaultRiskListState: RiskListState = {
  view: 'list',
  page: 1,
  search: '',
  statuses: [],
  transactionType: null,
  underwritingStatusId: null,
  brokerCompanyId: null,
  mine: false,
  hasOpenClaims: false,
  tagId: null,
  productClass: null,
  productSubClassId: null,
  sort: 'updatedAt',
  direction: 'desc',
};

const statusIds = Object.values(TransactionStatus) as number[];
const typeIds = Object.values(TransactionType) as number[];
const classIds = Object.values(ProductClass) as number[];
const sorts: readonly string[] = riskListSorts;

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** Reads the page's state from the URL query; a value that is missing or not valid takes its default. */
export function readRiskListState(params: URLSearchParams): RiskListState {
  const d = defaultRiskListState;
  const statuses = (params.get('status') ?? '')
    .split(',')
    .map((s) => positiveInt(s.trim()))
    .filter((n): n is number => n !== null && statusIds.includes(n));
  const type = positiveInt(params.get('transactionType'));
  const sort = params.get('sort') ?? '';
  const direction = params.get('direction');
  return {
    view: params.get('view') === 'columns' ? 'columns' : 'list',
    page: positiveInt(params.get('page')) ?? d.page,
    search: (params.get('search') ?? '').slice(0, 100),
    statuses: [...new Set(statuses)].sort((a, b) => a - b) as TransactionStatus[],
    transactionType: type !== null && typeIds.includes(type) ? (type as TransactionType) : null,
    underwritingStatusId: positiveInt(params.get('underwritingStatusId')),
    brokerCompanyId: positiveInt(params.get('brokerCompanyId')),
    mine: params.get('mine') === 'true',
    hasOpenClaims: params.get('hasOpenClaims') === 'true',
    tagId: positiveInt(params.get('tagId')),
    productClass: classIds.includes(positiveInt(params.get('productClass')) ?? 0)
      ? positiveInt(params.get('productClass'))
      : null,
    productSubClassId: positiveInt(params.get('productSubClassId')),
    sort: sorts.includes(sort) ? (sort as RiskListSort) : d.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : d.direction,
  };
}

/** Writes the state as a URL query, leaving out the defaults so a plain /risks stays plain. */
export function writeRiskListState(state: RiskListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'list') params.set('view', state.view);
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.statuses.length > 0) params.set('status', state.statuses.join(','));
  if (state.transactionType !== null) params.set('transactionType', String(state.transactionType));
  if (state.underwritingStatusId !== null)
    params.set('underwritingStatusId', String(state.underwritingStatusId));
  if (state.brokerCompanyId !== null) params.set('brokerCompanyId', String(state.brokerCompanyId));
  if (state.mine) params.set('mine', 'true');
  if (state.hasOpenClaims) params.set('hasOpenClaims', 'true');
  if (state.tagId !== null) params.set('tagId', String(state.tagId));
  if (state.productClass !== null) params.set('productClass', String(state.productClass));
  if (state.productSubClassId !== null)
    params.set('productSubClassId', String(state.productSubClassId));
  if (
    state.sort !== defaultRiskListState.sort ||
    state.direction !== defaultRiskListState.direction
  ) {
    params.set('sort', state.sort);
    params.set('direction', state.direction);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Applies a change; any change other than the page (a filter, the search, the sort) goes back to page 1. */
export function changeRiskListState(
  state: RiskListState,
  patch: Partial<RiskListState>,
): RiskListState {
  const next = { ...state, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

/** The direction a column sorts in when first chosen: newest and largest first, names A–Z. */
export function firstDirection(sort: RiskListSort): SortDirection {
  return sort === 'updatedAt' || sort === 'totalPremium' ? 'desc' : 'asc';
}

/** Clicking a column header: the same column flips its direction, another starts at its first direction. */
export function toggleSort(state: RiskListState, sort: RiskListSort): RiskListState {
  const direction =
    state.sort === sort ? (state.direction === 'asc' ? 'desc' : 'asc') : firstDirection(sort);
  return changeRiskListState(state, { sort, direction });
}

/**
 * The API query for the list view, or for one column of the column view (`status` given: that status
 * only, its own page, the column's page size and newest first).
 */
export function toApiParams(
  state: RiskListState,
  column?: { status: TransactionStatus; page: number },
): RiskListApiParams {
  const params: RiskListApiParams = column
    ? {
        page: column.page,
        perPage: columnPerPage,
        status: String(column.status),
        sort: 'updatedAt',
        direction: 'desc',
      }
    : {
        page: state.page,
        perPage: listPerPage,
        sort: state.sort,
        direction: state.direction,
        ...(state.statuses.length > 0 ? { status: state.statuses.join(',') } : {}),
      };
  const search = state.search.trim();
  if (search) params.search = search;
  if (state.transactionType !== null) params.transactionType = state.transactionType;
  if (state.underwritingStatusId !== null) params.underwritingStatusId = state.underwritingStatusId;
  if (state.brokerCompanyId !== null) params.brokerCompanyId = state.brokerCompanyId;
  if (state.mine) params.mine = 'true';
  if (state.hasOpenClaims) params.hasOpenClaims = 'true';
  if (state.tagId !== null) params.tagId = state.tagId;
  if (state.productClass !== null) params.productClass = state.productClass;
  if (state.productSubClassId !== null) params.productSubClassId = state.productSubClassId;
  return params;
}
