import { describe, expect, it } from 'vitest';
import {
  changeRiskListState,
  defaultRiskListState,
  readRiskListState,
  toApiParams,
  toggleSort,
  writeRiskListState,
} from './risk-list-params.ts';

const read = (query: string) => readRiskListState(new URLSearchParams(query));

describe('risks list state in the URL', () => {
  it('reads an empty query as the defaults and writes the defaults as an empty query', () => {
    expect(read('')).toEqual(defaultRiskListState);
    expect(writeRiskListState(defaultRiskListState).toString()).toBe('');
  });

  it('round-trips every filter, the sort, the page and the view', () => {
    const query =
      'view=columns&search=Acme&status=3%2C5&transactionType=2&underwritingStatusId=9&brokerCompanyId=12&mine=true&hasOpenClaims=true&tagId=4&productClass=2&productSubClassId=7&sort=reference&direction=asc&page=3';
    const state = read(query);
    expect(state).toEqual({
      view: 'columns',
      page: 3,
      search: 'Acme',
      statuses: [3, 5],
      transactionType: 2,
      underwritingStatusId: 9,
      brokerCompanyId: 12,
      mine: true,
      hasOpenClaims: true,
      tagId: 4,
      productClass: 2,
      productSubClassId: 7,
      sort: 'reference',
      direction: 'asc',
    });
    expect(writeRiskListState(state).toString()).toBe(query);
  });

  it('ignores values that are not valid instead of sending them to the API', () => {
    const state = read(
      'view=board&status=3,9,x,3,1&transactionType=7&underwritingStatusId=-2&mine=yes&tagId=x1&productClass=5&sort=secret&direction=up&page=0',
    );
    expect(state).toEqual({ ...defaultRiskListState, statuses: [1, 3] });
  });

  it('goes back to page 1 when a filter, the search or the sort changes, not when the page does', () => {
    const onPage4 = { ...defaultRiskListState, page: 4 };
    expect(changeRiskListState(onPage4, { mine: true }).page).toBe(1);
    expect(changeRiskListState(onPage4, { search: 'x' }).page).toBe(1);
    expect(toggleSort(onPage4, 'reference').page).toBe(1);
    expect(changeRiskListState(onPage4, { page: 5 }).page).toBe(5);
  });

  it('sorts a new column in its first direction and flips the same column', () => {
    const byRef = toggleSort(defaultRiskListState, 'reference');
    expect([byRef.sort, byRef.direction]).toEqual(['reference', 'asc']);
    expect(toggleSort(byRef, 'reference').direction).toBe('desc');
    expect(toggleSort(byRef, 'totalPremium').direction).toBe('desc');
    // updatedAt desc is the default, so one click on Updated gives oldest first.
    expect(toggleSort(defaultRiskListState, 'updatedAt').direction).toBe('asc');
  });
});

describe('the API query (riskListQuery)', () => {
  it('asks for a page of 50 with the filters of the list view', () => {
    const state = read(
      'search=%20Acme%20&status=1,7&transactionType=4&mine=true&hasOpenClaims=true&tagId=8&sort=insuredName&direction=asc&page=2',
    );
    expect(toApiParams(state)).toEqual({
      page: 2,
      perPage: 50,
      search: 'Acme',
      status: '1,7',
      transactionType: 4,
      mine: 'true',
      hasOpenClaims: 'true',
      tagId: 8,
      sort: 'insuredName',
      direction: 'asc',
    });
  });

  it('leaves out filters that are not set', () => {
    expect(toApiParams(defaultRiskListState)).toEqual({
      page: 1,
      perPage: 50,
      sort: 'updatedAt',
      direction: 'desc',
    });
  });

  it('gives a column its own status, page of 20 and newest first, keeping the other filters', () => {
    const state = read('status=1,2&underwritingStatusId=5&sort=reference&direction=asc&page=3');
    expect(toApiParams(state, { status: 5, page: 2 })).toEqual({
      page: 2,
      perPage: 20,
      status: '5',
      underwritingStatusId: 5,
      sort: 'updatedAt',
      direction: 'desc',
    });
  });
});
