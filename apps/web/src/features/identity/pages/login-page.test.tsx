import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AuthProvider } from '../../../app/auth-context.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

// Decision 114: a refused session hand-off lands on /login?handoff=… and says why.
describe('login after a refused hand-off', () => {
  it('explains that the sign-in could not be carried over', async () => {
    document.cookie = 'turbine_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    vi.stubGlobal('fetch', vi.fn());
    const { router } = renderWithApp(
      <AuthProvider>
        <LoginPage />
      </AuthProvider>,
      { path: '/login' },
    );
    await router.navigate('/login?handoff=expired');
    expect(await screen.findByText('Please sign in again')).toBeTruthy();
  });
});
