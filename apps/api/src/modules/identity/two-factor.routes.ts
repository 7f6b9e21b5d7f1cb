import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  codeSentResponse,
  confirmTwoFactorBody,
  microsoftAccountParams,
  noContent,
  recoveryCodesResponse,
  sendTwoFactorCodeBody,
  twoFactorEnrolmentResponse,
  twoFactorMethodTypes,
  twoFactorStatusResponse,
  verifyTwoFactorBody,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { RouteAccess } from '../../platform/http/access.ts';
import { actorOf } from '../../platform/http/guard.ts';
import { unlinkMicrosoftAccount } from './microsoft-accounts.service.ts';
import { setTrustedDevice } from './trusted-device.ts';
import {
  completeSetup,
  confirmMethod,
  regenerateRecoveryCodes,
  removeMethod,
  startCodeMethod,
  startTotp,
  twoFactorStatus,
} from './two-factor-setup.service.ts';
import { sendVerifyCode, verifyTwoFactor } from './two-factor-verify.service.ts';

/** While setup is pending only these run; a session pending verify may not add a method (issue 11). */
const setupAccess: RouteAccess = { kind: 'user', allowExpiredPassword: true, twoFactor: 'setup' };
const verifyAccess: RouteAccess = { kind: 'user', allowExpiredPassword: true, twoFactor: 'verify' };
const methodParams = z.object({ type: z.enum(twoFactorMethodTypes) });

/** Two-factor authentication (§1, §2, §4; decision 123): status, setup, verify, recovery codes. */
export function registerTwoFactorRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/two-factor-auth',
    {
      schema: { response: { 200: twoFactorStatusResponse } },
      config: { access: { kind: 'user', allowExpiredPassword: true, twoFactor: 'any' } },
    },
    async (req) => twoFactorStatus(ctx, actorOf(req)),
  );

  app.post(
    '/two-factor-auth/methods/:type',
    {
      schema: { params: methodParams, response: { 200: twoFactorEnrolmentResponse } },
      config: { access: setupAccess },
    },
    async (req) =>
      req.params.type === 'totp'
        ? startTotp(ctx, actorOf(req))
        : startCodeMethod(ctx, actorOf(req), req.params.type),
  );

  app.post(
    '/two-factor-auth/methods/:type/confirm',
    {
      schema: {
        params: methodParams,
        body: confirmTwoFactorBody,
        response: { 200: recoveryCodesResponse },
      },
      config: { access: setupAccess },
    },
    async (req) => confirmMethod(ctx, actorOf(req), req.params.type, req.body.code, req.ip),
  );

  app.delete(
    '/two-factor-auth/methods/:type',
    {
      schema: { params: methodParams, response: { 204: noContent } },
      config: { access: { kind: 'user' } },
    },
    async (req, reply) => {
      await removeMethod(ctx, actorOf(req), req.params.type);
      return reply.status(204).send(null);
    },
  );

  // Unlinking one's own Microsoft account (decision 200): linking is the Microsoft round trip itself.
  app.delete(
    '/two-factor-auth/microsoft/:id',
    {
      schema: { params: microsoftAccountParams, response: { 204: noContent } },
      config: { access: { kind: 'user' } },
    },
    async (req, reply) => {
      await unlinkMicrosoftAccount(ctx, actorOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/two-factor-auth/setup/complete',
    { schema: { response: { 204: noContent } }, config: { access: setupAccess } },
    async (req, reply) => {
      await completeSetup(ctx, actorOf(req));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/two-factor-auth/send',
    {
      schema: { body: sendTwoFactorCodeBody, response: { 200: codeSentResponse } },
      config: { access: verifyAccess },
    },
    async (req) => sendVerifyCode(ctx, actorOf(req), req.body.method),
  );

  app.post(
    '/two-factor-auth/verify',
    {
      schema: { body: verifyTwoFactorBody, response: { 204: noContent } },
      config: { access: verifyAccess },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      await verifyTwoFactor(ctx, actor, req.body, req.ip);
      if (req.body.trustDevice) setTrustedDevice(req, reply, ctx.config, actor.user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/two-factor-auth/recovery-codes',
    {
      schema: { response: { 200: recoveryCodesResponse } },
      config: { access: { kind: 'user' } },
    },
    async (req) => regenerateRecoveryCodes(ctx, actorOf(req)),
  );
}
