import {
  Messages,
  type RecoveryCodesDto,
  type TotpEnrolmentDto,
  type TwoFactorMethodType,
  type TwoFactorStatusDto,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { listLinkedMicrosoftAccounts } from './microsoft.repository.ts';
import { microsoftStandsForMethod } from './microsoft-sign-in.service.ts';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/events.ts';
import type { Actor } from '../../platform/http/guard.ts';
import { findUserById } from './identity.repository.ts';
import {
  checkCode,
  maskPhone,
  newRecoveryCodes,
  openSecret,
  sealSecret,
  sendCode,
  throttle,
} from './two-factor-codes.ts';
import {
  countRecoveryCodesLeft,
  countVerifiedMethods,
  deleteMethod,
  findMethod,
  listMethods,
  markMethodVerified,
  markSessionPassed,
  replaceRecoveryCodes,
  requiresTwoFactor,
  touchTwoFactorChanged,
  upsertMethod,
} from './two-factor.repository.ts';
import { newTotpSecret, totpStep } from './totp.ts';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

async function userOf(ctx: AppContext, db: Executor, actor: Actor) {
  const user = await findUserById(db, actor.user.id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** GET /two-factor-auth: the caller's methods, recovery codes left and what the session must do. */
export async function twoFactorStatus(ctx: AppContext, actor: Actor): Promise<TwoFactorStatusDto> {
  const user = await userOf(ctx, ctx.db, actor);
  const methods = await listMethods(ctx.db, user.id);
  const required = await requiresTwoFactor(ctx.db, user.id);
  return {
    methods: methods.map((m) => ({
      type: m.type as TwoFactorMethodType,
      verifiedAt: epoch(m.verifiedAt),
      destination:
        m.type === 'email'
          ? user.email
          : m.type === 'sms' && user.phone
            ? maskPhone(user.phone)
            : null,
    })),
    recoveryCodesLeft: await countRecoveryCodesLeft(ctx.db, user.id),
    pending: actor.twoFactorPending ?? null,
    required,
    microsoft: await microsoftStandsForMethod(ctx, ctx.db, user.id),
    microsoftAccounts: (await listLinkedMicrosoftAccounts(ctx.db, user.id)).map((a) => ({
      id: a.id,
      email: a.email,
      tenantId: a.tenantId,
      linkedAt: epoch(a.linkedAt)!,
      usable: Boolean(a.usable),
    })),
  };
}

/** POST /two-factor-auth/methods/totp: a new authenticator secret, unverified until its first code. */
export async function startTotp(ctx: AppContext, actor: Actor): Promise<TotpEnrolmentDto> {
  const existing = await findMethod(ctx.db, actor.user.id, 'totp');
  if (existing?.verifiedAt) throw new AppError('ALREADY_EXISTS');
  const enrolment = await newTotpSecret(actor.user.email);
  await upsertMethod(ctx.db, actor.user.id, 'totp', sealSecret(ctx, enrolment.secret));
  return enrolment;
}

/** POST /two-factor-auth/methods/{email|sms}: sends the first code to the address or phone. */
export async function startCodeMethod(
  ctx: AppContext,
  actor: Actor,
  type: 'email' | 'sms',
): Promise<{ destination: string }> {
  const existing = await findMethod(ctx.db, actor.user.id, type);
  if (existing?.verifiedAt) throw new AppError('ALREADY_EXISTS');
  return inTransaction(ctx, async (tx, after) => {
    const user = await userOf(ctx, tx, actor);
    await upsertMethod(tx, user.id, type, null);
    return { destination: await sendCode(ctx, tx, user, type, after) };
  });
}

/**
 * POST /two-factor-auth/methods/{type}/confirm: the method's first code proves it works. The method is
 * verified, the session counts as verified, trusted devices are forgotten, and the first verified method
 * brings ten recovery codes (shown once).
 */
export async function confirmMethod(
  ctx: AppContext,
  actor: Actor,
  type: TwoFactorMethodType,
  code: string,
  ip: string,
): Promise<RecoveryCodesDto> {
  const limiter = throttle(ctx, actor.user.id, ip);
  await limiter.check();
  const method = await findMethod(ctx.db, actor.user.id, type);
  if (!method) throw fieldError('code', Messages.twoFactorNoMethod);
  if (method.verifiedAt) throw new AppError('ALREADY_EXISTS');
  const result = await inTransaction(ctx, async (tx) => {
    let step: number | null = null;
    if (type === 'totp') {
      const secret = openSecret(ctx, method.secretSealed);
      step = secret ? totpStep(secret, code) : null;
      if (step === null) return null;
    } else if (!(await checkCode(tx, actor.user.id, type, code))) return null;
    const firstMethod = (await countVerifiedMethods(tx, actor.user.id)) === 0;
    await markMethodVerified(tx, method.id, step);
    await touchTwoFactorChanged(tx, actor.user.id);
    if (actor.sessionId) await markSessionPassed(tx, actor.sessionId);
    await recordEvent(tx, {
      entityType: 'user',
      entityId: actor.user.id,
      action: 'two_factor_enabled',
      actorUserId: actor.user.id,
      after: { method: type },
    });
    return { codes: firstMethod ? await newRecoveryCodes(tx, actor.user.id) : [] };
  });
  if (!result) return limiter.failed();
  await limiter.passed();
  return result;
}

/**
 * DELETE /two-factor-auth/methods/{type}. A user whose company requires two-factor authentication keeps
 * at least one verified method (§5) — a usable linked Microsoft account counts as one while Microsoft is
 * configured (decision 200); removing the last code method also voids the recovery codes.
 */
export async function removeMethod(
  ctx: AppContext,
  actor: Actor,
  type: TwoFactorMethodType,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const method = await findMethod(tx, actor.user.id, type);
    if (!method) throw new AppError('NOT_FOUND');
    const verified = await countVerifiedMethods(tx, actor.user.id);
    const lastOne = method.verifiedAt !== null && verified === 1;
    if (
      lastOne &&
      (await requiresTwoFactor(tx, actor.user.id)) &&
      !(await microsoftStandsForMethod(ctx, tx, actor.user.id))
    )
      throw fieldError('method', Messages.atLeastOneMfa);
    await deleteMethod(tx, actor.user.id, type);
    if (lastOne) await replaceRecoveryCodes(tx, actor.user.id, []);
    await touchTwoFactorChanged(tx, actor.user.id);
    await recordEvent(tx, {
      entityType: 'user',
      entityId: actor.user.id,
      action: 'two_factor_disabled',
      actorUserId: actor.user.id,
      before: { method: type },
    });
  });
}

/** POST /two-factor-auth/setup/complete: setup ends only with a verified method (§5), or Microsoft. */
export async function completeSetup(ctx: AppContext, actor: Actor): Promise<void> {
  if (
    (await countVerifiedMethods(ctx.db, actor.user.id)) === 0 &&
    !(await microsoftStandsForMethod(ctx, ctx.db, actor.user.id))
  )
    throw fieldError('method', Messages.atLeastOneMfa);
}

/** POST /two-factor-auth/recovery-codes: ten new codes replace the old ones (shown once). */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  actor: Actor,
): Promise<RecoveryCodesDto> {
  if ((await countVerifiedMethods(ctx.db, actor.user.id)) === 0)
    throw fieldError('method', Messages.atLeastOneMfa);
  return inTransaction(ctx, async (tx) => {
    const codes = await newRecoveryCodes(tx, actor.user.id);
    await recordEvent(tx, {
      entityType: 'user',
      entityId: actor.user.id,
      action: 'recovery_codes_regenerated',
      actorUserId: actor.user.id,
    });
    return { codes };
  });
}
