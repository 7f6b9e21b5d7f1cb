import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@turbine/domain';
import { notifications } from '@mantine/notifications';
import { identityApi } from '../features/identity/index.ts';
import { companiesApi } from '../features/companies/index.ts';
import { shouldRememberPath } from './auth-middleware.ts';
import { setNavigator } from './navigation-service.ts';
import { representCompany } from './session-slice.ts';
import { createStore } from './store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user: UserDto = {
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  phone: null,
  avatarFileVersionId: null,
  theme: 'light',
  isTemporaryUser: false,
  createdByCompany: null,
  roles: [],
  lastActivityAt: null,
  createdAt: 0,
};

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const navigate = vi.fn<(path: string, options?: { replace?: boolean }) => void>();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setNavigator(navigate);
  window.history.replaceState(null, '', '/company/manage');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('forced logout on 401 (§4)', () => {
  it('clears the stored company and email and goes to /login once, 400 ms after a burst of 401s', async () => {
    const store = createStore();
    window.localStorage.setItem('email', 'ada@example.com');
    store.dispatch(representCompany(5));
    store.dispatch(identityApi.util.upsertQueryData('getUser', undefined, user));
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.' }));

    await store.dispatch(companiesApi.endpoints.getCompany.initiate(5));
    await store.dispatch(companiesApi.endpoints.getCompany.initiate(6));
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);

    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(window.localStorage.getItem('representingCompanyId')).toBeNull();
    expect(window.localStorage.getItem('email')).toBeNull();
    expect(store.getState().session.representingCompanyId).toBeNull();
    expect(identityApi.endpoints.getUser.select()(store.getState()).data).toBeUndefined();
  });

  it('does nothing for a visitor (no signed-in user)', async () => {
    const store = createStore();
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.' }));
    await store.dispatch(identityApi.endpoints.getUser.initiate());
    await vi.advanceTimersByTimeAsync(500);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing for a temporary user', async () => {
    const store = createStore();
    store.dispatch(
      identityApi.util.upsertQueryData('getUser', undefined, { ...user, isTemporaryUser: true }),
    );
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthenticated.' }));
    await store.dispatch(companiesApi.endpoints.getCompany.initiate(5));
    await vi.advanceTimersByTimeAsync(500);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('403 reasons (§4)', () => {
  it.each([
    ['password_expired', '/password-expired'],
    ['two_factor_setup_required', '/two-factor-auth/setup'],
    ['two_factor_verify_required', '/two-factor-auth/verify'],
  ])('a %s reason goes to %s, remembering the intended path', async (reason, path) => {
    const store = createStore();
    window.history.replaceState(null, '', '/company/manage?tab=users');
    fetchMock.mockResolvedValue(json(403, { message: 'Forbidden', reason }));
    await store.dispatch(companiesApi.endpoints.getCompany.initiate(5));
    expect(navigate).toHaveBeenCalledWith(path, undefined);
    expect(window.sessionStorage.getItem('turbine-intended-path')).toBe(
      '/company/manage?tab=users',
    );
  });

  it('a refused or missing query is not toasted (the page shows it); a refused action is', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const store = createStore();
    fetchMock.mockResolvedValue(
      json(403, {
        code: 'FORBIDDEN',
        message: 'You do not have permission to access this content.',
      }),
    );
    await store.dispatch(companiesApi.endpoints.getCompany.initiate(5));
    fetchMock.mockResolvedValue(json(404, { code: 'NOT_FOUND', message: 'Not found.' }));
    await store.dispatch(companiesApi.endpoints.getCompany.initiate(6));
    expect(shown).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(
      json(403, { code: 'FORBIDDEN', message: 'You do not have permission to edit this item.' }),
    );
    await store.dispatch(
      companiesApi.endpoints.updateCompany.initiate({ id: 5, body: { name: 'X' } as never }),
    );
    expect(shown).toHaveBeenCalledTimes(1);
    shown.mockRestore();
  });

  it('a 403 without a reason does not redirect', async () => {
    const store = createStore();
    fetchMock.mockResolvedValue(
      json(403, { message: 'You do not have permission to access this content.' }),
    );
    await store.dispatch(companiesApi.endpoints.getCompany.initiate(5));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows the reason of a coded PASSWORD_EXPIRED and not a coded lifecycle refusal', async () => {
    const store = createStore();
    fetchMock.mockResolvedValueOnce(
      json(409, { code: 'TRANSITION_NOT_ALLOWED', message: 'Not in this status.' }),
    );
    await store.dispatch(companiesApi.endpoints.getCompany.initiate(5));
    expect(navigate).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(
      json(403, {
        code: 'PASSWORD_EXPIRED',
        message: 'Your password has expired. Please choose a new one.',
        reason: 'password_expired',
      }),
    );
    await store.dispatch(companiesApi.endpoints.getCompany.initiate(6));
    expect(navigate).toHaveBeenCalledWith('/password-expired', undefined);
  });

  it('does not remember two-factor or login pages', () => {
    expect(shouldRememberPath('/two-factor-auth/verify')).toBe(false);
    expect(shouldRememberPath('/login')).toBe(false);
    expect(shouldRememberPath('/company/manage')).toBe(true);
  });
});
