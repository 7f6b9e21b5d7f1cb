import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Messages } from '@turbine/domain';
import { AuthProvider } from '../../../app/auth-context.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

/** Answers GET /microsoft with `enabled`; anything else 401 (nobody is signed in). */
function serve(enabled: boolean) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const microsoft = new URL(url, 'http://localhost').pathname === '/microsoft';
    return new Response(JSON.stringify(microsoft ? { enabled } : {}), {
      status: microsoft ? 200 : 401,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderLogin(path: string) {
  document.cookie = 'turbine_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  const { router } = renderWithApp(
    <AuthProvider>
      <LoginPage />
    </AuthProvider>,
    { path: '/login' },
  );
  await router.navigate(path);
}

// Decision 144: "Sign in with Microsoft" only where a Microsoft app is configured (no dead buttons).
describe('login page and Microsoft', () => {
  it('offers Sign in with Microsoft, a navigation to /microsoft/login, when configured', async () => {
    const fetchMock = serve(true);
    await renderLogin('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with Microsoft' });
    expect(link.getAttribute('href')).toBe('/microsoft/login');
    expect(fetchMock).toHaveBeenCalled();
  });

  it('offers nothing when Microsoft is not configured', async () => {
    const fetchMock = serve(false);
    await renderLogin('/login');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('link', { name: 'Sign in with Microsoft' })).toBeNull();
  });

  it('says why a Microsoft sign-in came back refused', async () => {
    serve(true);
    await renderLogin('/login?microsoft=no_account');
    expect(await screen.findByText(Messages.microsoftNoAccount)).toBeTruthy();
  });
});
