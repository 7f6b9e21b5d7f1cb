import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompanyTagDto, TagChipDto } from '@turbine/domain';
import { fetchMock, json, renderWithApp, requests, routeFetch } from '../test-support.tsx';
import { RiskTags } from './risk-tags.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const urgent: TagChipDto = { id: 1, name: 'Urgent', colour: 'red' };
const review: TagChipDto = { id: 2, name: 'Review', colour: 'blue' };
const all: CompanyTagDto[] = [urgent, review].map((t) => ({ ...t, riskPackages: 0, companies: 0 }));

describe('tags on the risk page', { timeout: 20_000 }, () => {
  it('shows the chips, adds a tag from the menu and removes one', async () => {
    let applied = [urgent];
    routeFetch([
      { path: /\/companies\/3\/risks\/9\/tags$/, respond: () => json(200, { data: applied }) },
      { path: /\/companies\/3\/tags$/, respond: () => json(200, { data: all }) },
      {
        method: 'PUT',
        path: /\/companies\/3\/risks\/9\/tags\/2$/,
        respond: () => {
          applied = [review, urgent];
          return json(200, { data: applied });
        },
      },
      {
        method: 'DELETE',
        path: /\/companies\/3\/risks\/9\/tags\/1$/,
        respond: () => {
          applied = [review];
          return json(200, { data: applied });
        },
      },
    ]);
    renderWithApp(<RiskTags companyId={3} riskPackageId={9} canManage />);
    expect(await screen.findByText('Urgent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    // Only the tags not applied yet are offered.
    expect(await screen.findByRole('menuitem', { name: 'Review' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Urgent' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Review' }));
    expect(await screen.findByText('Review')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove tag Urgent' }));
    await waitFor(() => expect(screen.queryByText('Urgent')).toBeNull());
    expect(requests().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'PUT /companies/3/risks/9/tags/2',
        'DELETE /companies/3/risks/9/tags/1',
      ]),
    );
  });

  it('without ManageCompanyTags shows the chips only, and nothing when there are none', async () => {
    routeFetch([{ path: /\/risks\/9\/tags$/, respond: () => json(200, { data: [urgent] }) }]);
    const { unmount } = renderWithApp(
      <RiskTags companyId={3} riskPackageId={9} canManage={false} />,
    );
    expect(await screen.findByText('Urgent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove tag Urgent' })).toBeNull();
    unmount();
    routeFetch([{ path: /\/risks\/9\/tags$/, respond: () => json(200, { data: [] }) }]);
    renderWithApp(<RiskTags companyId={3} riskPackageId={9} canManage={false} />);
    await waitFor(() => expect(requests().length).toBeGreaterThan(1));
    expect(screen.queryByText('Tags:')).toBeNull();
  });
});
