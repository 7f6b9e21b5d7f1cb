import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorCodes, Messages } from '@turbine/domain';
import { errorReaction, fieldErrors } from './api-error.ts';
import { codeOf, reactionTo } from './error-reaction.ts';

const http = (status: number, data: unknown) => ({ status, data });

describe('the reaction to each error code (decision 095)', () => {
  it.each(errorCodes)('places %s, consistently with its status', (code) => {
    // reactionTo throws for a code its switch does not place, so a missing case fails here too.
    const { status, message } = errorCatalogue[code];
    const reaction = reactionTo(code, { code, message });
    expect(reaction.signOut).toBe(status === 401);
    expect(reaction.fieldErrors).toBe(status === 422);
    if (status !== 403) expect(reaction.detour).toBeNull();
    // §8: the standard 401, 419 and 2FA-verify messages never toast.
    const silent = ['UNAUTHENTICATED', 'CSRF_MISMATCH', 'TWO_FACTOR_VERIFY_REQUIRED'];
    expect(reaction.toast).toBe(!silent.includes(code));
  });

  it('signs out silently on UNAUTHENTICATED', () => {
    expect(reactionTo('UNAUTHENTICATED', { message: Messages.unauthenticated })).toEqual({
      toast: false,
      signOut: true,
      detour: null,
      fieldErrors: false,
    });
  });

  it('follows a 403 reason to its page; only the 2FA-verify message stays silent', () => {
    expect(
      reactionTo('PASSWORD_EXPIRED', {
        message: Messages.passwordExpired,
        reason: 'password_expired',
      }),
    ).toMatchObject({ detour: '/password-expired', toast: true, signOut: false });
    expect(
      reactionTo('FORBIDDEN', {
        message: Messages.verify2fa,
        reason: 'two_factor_verify_required',
      }),
    ).toMatchObject({ detour: '/two-factor-auth/verify', toast: false });
    expect(reactionTo('FORBIDDEN', { message: Messages.noPermissionAccess })).toMatchObject({
      detour: null,
      toast: true,
    });
  });

  it('shows VALIDATION field errors under the fields and a lifecycle conflict as a toast', () => {
    const invalid = http(422, {
      code: 'VALIDATION',
      message: Messages.correctErrors,
      errors: { name: [Messages.nameRequired] },
    });
    expect(errorReaction(invalid)).toMatchObject({ fieldErrors: true, toast: true });
    expect(fieldErrors(invalid)).toEqual({ name: Messages.nameRequired });
    const refused = http(409, { code: 'TRANSITION_NOT_ALLOWED', message: 'Not now.' });
    expect(errorReaction(refused)).toEqual({
      toast: true,
      signOut: false,
      detour: null,
      fieldErrors: false,
    });
  });
});

describe('the code of an answer', () => {
  it("reads the body's code before its status", () => {
    expect(codeOf(401, { code: 'INVITATION_SIGN_IN_REQUIRED' })).toBe(
      'INVITATION_SIGN_IN_REQUIRED',
    );
    expect(codeOf(409, { code: 'CLIENT_EDITING' })).toBe('CLIENT_EDITING');
  });

  it('falls back on the status for a body without a catalogue code', () => {
    expect(codeOf(401, { message: Messages.unauthenticated })).toBe('UNAUTHENTICATED');
    expect(codeOf(419, null)).toBe('CSRF_MISMATCH');
    expect(codeOf(422, { code: 'SOMETHING_NEW' })).toBe('VALIDATION');
    expect(codeOf(500, { code: 'INTERNAL', message: Messages.unknownError })).toBeNull();
    expect(codeOf('FETCH_ERROR', null)).toBeNull();
  });

  it('only toasts a failure without a known code', () => {
    expect(errorReaction({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toEqual({
      toast: true,
      signOut: false,
      detour: null,
      fieldErrors: false,
    });
  });
});
