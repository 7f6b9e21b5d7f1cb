import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AuthProvider } from '../../../app/auth-context.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { PasswordExpiredPage } from './password-expired-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = (passwordExpired?: boolean) => ({
  id: 1,
  name: 'Pat',
  email: 'pat@example.com',
  phone: null,
  avatarFileVersionId: null,
  theme: 'auto',
  isTemporaryUser: false,
  createdByCompany: null,
  roles: [],
  lastActivityAt: null,
  createdAt: 0,
  ...(passwordExpired ? { passwordExpired } : {}),
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderWithApp(
    <AuthProvider>
      <PasswordExpiredPage />
    </AuthProvider>,
    { path: '/password-expired' },
  );

// Issue 19 item 9: the change-password form is only for a signed-in user whose password expired.
describe('/password-expired', () => {
  it('sends a signed-out visitor to the login page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'Unauthenticated.' })),
    );
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('Password expired')).toBeNull();
  });

  it('sends a user whose password has not expired on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, user())),
    );
    const { router } = show();
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/select'));
  });

  it('shows the form to a user whose password has expired', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, user(true))),
    );
    show();
    expect(await screen.findByText('Password expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change password and continue' })).toBeTruthy();
  });
});
