import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages, type UserDto } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user: UserDto = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  avatarFileVersionId: null,
  theme: 'auto',
  isTemporaryUser: false,
  createdByCompany: null,
  roles: [],
  lastActivityAt: null,
  createdAt: 1_700_000_000,
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
};

describe('LoginForm', () => {
  it("shows the server's 'Login failed.' under the email field", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: Messages.correctErrors,
        code: 'LOGIN_FAILED',
        errors: { email: [Messages.loginFailed] },
      }),
    );
    renderWithApp(<LoginForm onSignedIn={() => undefined} />);
    fill('ada@example.com', 'wrong password');
    const message = await screen.findByText(Messages.loginFailed);
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(message).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/login');
  });

  it('validates before calling the server', async () => {
    renderWithApp(<LoginForm onSignedIn={() => undefined} />);
    fill('not-an-email', '');
    expect(await screen.findByText(Messages.invalidEmail)).toBeTruthy();
    expect(screen.getByText(Messages.required)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error when it changes, and keeps the other's", async () => {
    renderWithApp(<LoginForm onSignedIn={() => undefined} />);
    fill('not-an-email', '');
    expect(await screen.findByText(Messages.invalidEmail)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    expect(screen.queryByText(Messages.invalidEmail)).toBeNull();
    expect(screen.getByText(Messages.required)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('remembers the email and hands over the signed-in user', async () => {
    fetchMock.mockResolvedValue(json(200, user));
    const onSignedIn = vi.fn();
    renderWithApp(<LoginForm onSignedIn={onSignedIn} />);
    fill('ada@example.com', 'Correct-Horse-1');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(window.localStorage.getItem('email')).toBe('ada@example.com');
  });

  it('prefills the remembered email', () => {
    window.localStorage.setItem('email', 'grace@example.com');
    renderWithApp(<LoginForm onSignedIn={() => undefined} />);
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('grace@example.com');
  });
});
