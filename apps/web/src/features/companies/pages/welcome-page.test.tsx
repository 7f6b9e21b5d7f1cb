import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyInvitationDto } from '@turbine/domain';
import { AuthProvider } from '../../../app/auth-context.tsx';
import { CompanyProvider } from '../../../app/company-context.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { CompanySelectPage } from './company-select-page.tsx';
import { WelcomePage } from './welcome-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const user = {
  id: 1,
  name: 'Pat Newcomer',
  email: 'pat@example.com',
  phone: null,
  avatarFileVersionId: null,
  theme: 'auto',
  isTemporaryUser: false,
  createdByCompany: null,
  roles: [],
  lastActivityAt: null,
  createdAt: 0,
};
const invitation: MyInvitationDto = {
  id: 3,
  company: { id: 9, name: 'Harbour Brokers', refCompanyTypeId: 2 },
  role: { name: 'Staff' },
  invitedBy: { name: 'Alex Admin' },
  expiresAt: 1_900_000_000,
  createdAt: 1_800_000_000,
};

function serve(invitations: MyInvitationDto[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/user') return json(200, user);
    if (url === '/user/invitations') return json(200, { data: invitations });
    if (url === '/user/invitations/3/resend') return json(204, null);
    return json(404, { message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

const show = (page: React.ReactNode, path: string) =>
  renderWithApp(
    <AuthProvider>
      <CompanyProvider>{page}</CompanyProvider>
    </AuthProvider>,
    { path },
  );

describe('Welcome (§2, decision 231)', () => {
  it('lists the invitations addressed to the user and mails a link again on request', async () => {
    const fetchMock = serve([invitation]);
    show(<WelcomePage />, '/welcome');
    const list = await screen.findByRole('list', { name: 'Pending invitations' });
    const item = within(list).getByRole('listitem', { name: 'Harbour Brokers' });
    expect(item.textContent).toContain('Broker');
    expect(item.textContent).toContain('Role: Staff');
    expect(item.textContent).toContain('Invited by Alex Admin');
    expect(screen.getByRole('heading', { name: 'Welcome', level: 1 })).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Email me the link again' }));
    expect((await within(item).findByRole('status')).textContent).toContain('pat@example.com');
    const resend = fetchMock.mock.calls.find(([url]) => url === '/user/invitations/3/resend');
    expect((resend as unknown as [string, RequestInit])[1].method).toBe('POST');
    expect(
      within(item)
        .getByRole('button', { name: 'Email me the link again' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('without invitations, says how to be invited and offers to register a company', async () => {
    serve([]);
    show(<WelcomePage />, '/welcome');
    expect(await screen.findByText(/No company has invited pat@example.com yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pending invitations' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create Company' }).getAttribute('href')).toBe(
      '/company/create',
    );
    expect(screen.getByText(/ask one of its administrators to invite/)).toBeTruthy();
    // A user with no company has none to select.
    expect(screen.queryByRole('link', { name: 'Select Company' })).toBeNull();
  });

  it('the selection screen sends a user without a company to Welcome', async () => {
    serve([]);
    const { router } = show(<CompanySelectPage />, '/company/select');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });
});
