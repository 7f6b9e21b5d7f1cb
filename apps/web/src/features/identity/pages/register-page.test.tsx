import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@turbine/domain';
import { AuthProvider } from '../../../app/auth-context.tsx';
import { renderWithApp } from '../../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage (decision 108)', () => {
  it("shows the server's one answer, check your email, and signs nobody in", async () => {
    fetchMock.mockImplementation(async (input: unknown) => {
      const url = input instanceof Request ? new URL(input.url).pathname : String(input);
      if (url.endsWith('/user')) return json(401, { message: 'Unauthenticated.' });
      return json(202, { message: Messages.registerSent });
    });
    renderWithApp(
      <AuthProvider>
        <RegisterPage />
      </AuthProvider>,
      { path: '/register' },
    );
    const password = 'Correct-Horse-42!';
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Rita' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'rita@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(Messages.registerSent)).toBeTruthy();
    expect(screen.getByText('Check your email')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => {
          const value: unknown = input;
          return (value instanceof Request ? value.url : String(value)).endsWith('/register');
        }),
      ).toBe(true),
    );
  });
});
