import { describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import { errorToastContent } from './error-toast.ts';

const http = (status: number, message?: string) => ({ status, data: message ? { message } : null });

describe('global error toast exceptions (§8)', () => {
  it('stays silent for the user fetch with 401 or 403', () => {
    expect(errorToastContent('getUser', http(401, 'Unauthenticated.'))).toBeNull();
    expect(errorToastContent('getUser', http(403, 'Your password has expired.'))).toBeNull();
  });
  it('still toasts other failures of the user fetch', () => {
    expect(errorToastContent('getUser', http(500, 'Server error'))).toEqual({
      title: 'Error',
      message: 'Server error',
    });
  });
  it('stays silent for the standard 401, 403 2FA-verify and 419 messages on any call', () => {
    expect(errorToastContent('getCompany', http(401, Messages.unauthenticated))).toBeNull();
    expect(errorToastContent('getCompany', http(403, Messages.verify2fa))).toBeNull();
    expect(errorToastContent('createCompany', http(419, Messages.csrfMismatch))).toBeNull();
  });
  it('toasts the same status with another message', () => {
    expect(errorToastContent('getCompany', http(403, Messages.noPermissionAccess))).toEqual({
      title: 'Error',
      message: Messages.noPermissionAccess,
    });
  });
  it('decides by the code when the body carries one', () => {
    const coded = (status: number, code: string, message: string) => ({
      status,
      data: { code, message },
    });
    expect(
      errorToastContent('getCompany', coded(401, 'UNAUTHENTICATED', Messages.unauthenticated)),
    ).toBeNull();
    const signIn = 'An account already exists for this email address.';
    expect(
      errorToastContent('acceptInvitation', coded(401, 'INVITATION_SIGN_IN_REQUIRED', signIn)),
    ).toEqual({ title: 'Error', message: signIn });
    expect(
      errorToastContent('riskAction', coded(409, 'CLIENT_EDITING', 'The client is editing.')),
    ).toEqual({ title: 'Error', message: 'The client is editing.' });
  });
  it('ignores logout errors', () => {
    expect(errorToastContent('logout', http(500, 'Server error'))).toBeNull();
    expect(
      errorToastContent('logout', { status: 'FETCH_ERROR', error: 'Failed to fetch' }),
    ).toBeNull();
  });
});

describe('toast content (§8)', () => {
  it('shows the server message from the error data', () => {
    expect(errorToastContent('createRole', http(409, Messages.cannotDeleteInUse))).toEqual({
      title: 'Error',
      message: Messages.cannotDeleteInUse,
    });
  });
  it('shows the unknown-error text for a server error without a message', () => {
    expect(errorToastContent('getCompany', http(502))).toEqual({
      title: 'Error 502',
      message: Messages.unknownError,
    });
  });
  it('shows the code in brackets and the message, titled with the error name, for other errors', () => {
    expect(
      errorToastContent('getCompany', { status: 'FETCH_ERROR', error: 'Failed to fetch' }),
    ).toEqual({
      title: 'Network error',
      message: '(FETCH_ERROR) Failed to fetch',
    });
    expect(
      errorToastContent('getCompany', { name: 'TypeError', code: 'E1', message: 'Broken' }),
    ).toEqual({
      title: 'TypeError',
      message: '(E1) Broken',
    });
  });
  it('falls back to the unknown-error text', () => {
    expect(errorToastContent('getCompany', {})).toEqual({
      title: 'Error',
      message: Messages.unknownError,
    });
    expect(errorToastContent('getCompany', undefined)).toEqual({
      title: 'Error',
      message: Messages.unknownError,
    });
  });
});
