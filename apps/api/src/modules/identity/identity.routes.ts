import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmRegistrationBody,
  emailSchema,
  forgotPasswordBody,
  idSchema,
  loginBody,
  logoutDto,
  registerBody,
  resetPasswordBody,
  updatePasswordBody,
  updateThemeBody,
  updateUserBody,
  fileResponse,
  messageResponse,
  noContent,
  resetTokenResponse,
  userResponse,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/cookies.ts';
import { issueXsrfToken } from '../../platform/http/csrf.ts';
import { uploadOf } from '../../platform/files/upload-guard.ts';
import { inlineImageTypes } from '../../platform/files/sniff.ts';
import { actorOf } from '../../platform/http/guard.ts';
import { readAvatar, removeAvatar, uploadAvatar } from './avatar.service.ts';
import { changePassword, login, logout, setTheme, updateProfile } from './identity.service.ts';
import { checkResetToken, forgotPassword, resetPassword } from './password-reset.service.ts';
import { confirmRegistration, register } from './registration.service.ts';
import type { NewSession } from './sessions.service.ts';
import { registerSessionHandoffRoutes } from './session-handoff.routes.ts';
import { registerSessionRoutes } from './user-sessions.routes.ts';
import { TRUSTED_DEVICE_COOKIE } from './trusted-device.ts';
import { registerMicrosoftRoutes } from './microsoft.routes.ts';
import { registerTwoFactorRoutes } from './two-factor.routes.ts';

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** Sets the session and a fresh XSRF cookie (Sanctum regenerates the token at sign-in). */
export function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
): void {
  setSessionCookie(request, reply, ctx.config, session.token, session.maxAgeSeconds);
  issueXsrfToken(request, reply, ctx.config);
}

/** Sign-in, registration, the current user, passwords and avatar (§4, §7). */
export function registerIdentityRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  registerSessionRoutes(root, ctx);
  registerSessionHandoffRoutes(root, ctx);
  registerTwoFactorRoutes(root, ctx);
  registerMicrosoftRoutes(root, ctx);

  app.get(
    '/sanctum/csrf-cookie',
    { schema: { response: { 204: noContent } }, config: { access: access.public } },
    async (req, reply) => {
      issueXsrfToken(req, reply, ctx.config);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/register',
    {
      schema: { body: registerBody, response: { 202: messageResponse } },
      config: { access: access.guest },
    },
    // 202 with one message whether or not the address has an account (decision 108).
    async (req, reply) => reply.status(202).send(await register(ctx, req.body, req.ip)),
  );

  app.post(
    '/register/confirm',
    {
      schema: { body: confirmRegistrationBody, response: { 201: userResponse } },
      config: { access: access.guest },
    },
    async (req, reply) => {
      const { user, session } = await confirmRegistration(ctx, req.body.token, client(req));
      signIn(ctx, req, reply, session);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginBody, response: { 200: userResponse } },
      config: { access: access.guest },
    },
    async (req, reply) => {
      const { user, session } = await login(ctx, req.body, {
        ...client(req),
        trustedDevice: req.cookies[TRUSTED_DEVICE_COOKIE],
      });
      signIn(ctx, req, reply, session);
      return user;
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        querystring: z.strictObject({ companyHandle: z.string().max(63).optional() }),
        response: { 200: logoutDto, 204: noContent },
      },
      config: { access: { kind: 'user', allowExpiredPassword: true, twoFactor: 'any' } },
    },
    async (req, reply) => {
      const result = await logout(ctx, actorOf(req));
      clearSessionCookie(req, reply, ctx.config);
      const { logoutUrl } = result;
      return logoutUrl ? reply.send({ logoutUrl }) : reply.status(204).send(null);
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordBody, response: { 200: messageResponse } },
      config: { access: access.public },
    },
    async (req) => forgotPassword(ctx, req.body.email, req.ip),
  );

  app.get(
    '/reset-password/:token',
    {
      schema: {
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ email: emailSchema }),
        response: { 200: resetTokenResponse },
      },
      config: { access: access.public },
    },
    async (req) => checkResetToken(ctx, req.params.token, req.query.email),
  );

  app.post(
    '/reset-password',
    {
      schema: { body: resetPasswordBody, response: { 204: noContent } },
      config: { access: access.public },
    },
    async (req, reply) => {
      await resetPassword(ctx, req.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user',
    {
      schema: { response: { 200: userResponse } },
      config: { access: { kind: 'user', allowExpiredPassword: true } },
    },
    async (req) => {
      const actor = actorOf(req);
      return actor.passwordExpired ? { ...actor.user, passwordExpired: true } : actor.user;
    },
  );

  app.put(
    '/user',
    {
      schema: { body: updateUserBody, response: { 200: userResponse } },
      config: { access: access.user },
    },
    async (req) => updateProfile(ctx, actorOf(req), req.body),
  );

  // Allowed while the password is expired: it is how an expired password gets changed (§4).
  app.put(
    '/user/password',
    {
      schema: { body: updatePasswordBody, response: { 200: userResponse } },
      config: { access: { kind: 'user', allowExpiredPassword: true } },
    },
    async (req) => changePassword(ctx, actorOf(req), req.body),
  );

  app.put(
    '/user/theme',
    {
      schema: { body: updateThemeBody, response: { 200: userResponse } },
      config: { access: { kind: 'user', allowExpiredPassword: true } },
    },
    async (req) => setTheme(ctx, actorOf(req), req.body.theme),
  );

  app.post(
    '/user/avatar',
    {
      schema: { response: { 200: userResponse } },
      config: { access: access.user, upload: { types: inlineImageTypes } },
    },
    async (req) => uploadAvatar(ctx, actorOf(req), uploadOf(req)),
  );

  app.delete(
    '/user/avatar',
    { schema: { response: { 200: userResponse } }, config: { access: access.user } },
    async (req) => removeAvatar(ctx, actorOf(req)),
  );

  app.get(
    '/user/file-versions/:fileVersionId',
    {
      schema: {
        params: z.object({ fileVersionId: idSchema }),
        querystring: z.object({ type: z.enum(['inline', 'download']).optional() }),
        response: { 200: fileResponse('The avatar image', 'image/*') },
      },
      config: { access: { kind: 'user', allowExpiredPassword: true } },
    },
    async (req, reply) => {
      const file = await readAvatar(ctx, actorOf(req), req.params.fileVersionId);
      const disposition = req.query.type === 'download' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', `${disposition}; filename="avatar"`)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}
