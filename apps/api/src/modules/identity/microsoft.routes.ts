import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  microsoftAvailabilityDto,
  microsoftCallbackQuery,
  microsoftLoginQuery,
  redirectTo,
  type MicrosoftErrorCode,
} from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { access } from '../../platform/http/access.ts';
import { setSessionCookie } from '../../platform/http/cookies.ts';
import { issueXsrfToken } from '../../platform/http/csrf.ts';
import {
  finishMicrosoftFlow,
  microsoftEnabled,
  startMicrosoftFlow,
  takeMicrosoftFlow,
} from './microsoft-client.ts';
import {
  linkWithMicrosoft,
  MicrosoftRefusal,
  signInWithMicrosoft,
  verifyWithMicrosoft,
} from './microsoft-sign-in.service.ts';

/** The query string exactly as the provider sent it: openid-client reads the response from it. */
export const rawQueryOf = (req: FastifyRequest) => req.url.split('?')[1] ?? '';

/** Sign in with Microsoft and two-factor verification with Microsoft (§1, §7; decision 144). */
export function registerMicrosoftRoutes(root: FastifyInstance, ctx: AppContext): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const requireEnabled = () => {
    if (!microsoftEnabled(ctx.config)) throw new AppError('NOT_FOUND');
  };

  // The web asks before offering Microsoft anywhere: no dead buttons where no app is registered.
  app.get(
    '/microsoft',
    { schema: { response: { 200: microsoftAvailabilityDto } }, config: { access: access.public } },
    async () => ({ enabled: microsoftEnabled(ctx.config) }),
  );

  app.get(
    '/microsoft/login',
    {
      schema: {
        querystring: microsoftLoginQuery,
        response: { 302: redirectTo('Microsoft, or back to sign-in with the reason') },
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      requireEnabled();
      const purpose = req.query.purpose ?? 'login';
      // Verifying needs the session that is waiting for its second factor; linking a fully signed-in one.
      if (purpose === 'verify' && !req.actor?.sessionId)
        return reply.redirect('/login?microsoft=failed');
      if (purpose === 'link' && !(req.actor?.sessionId && !req.actor.twoFactorPending))
        return reply.redirect('/login?microsoft=failed');
      return reply.redirect(await startMicrosoftFlow(ctx.config, req, reply, { purpose }));
    },
  );

  app.get(
    '/microsoft/callback',
    {
      schema: {
        querystring: microsoftCallbackQuery,
        response: { 302: redirectTo('the company choice, or back with the reason') },
      },
      config: { access: access.public },
    },
    async (req, reply) => {
      requireEnabled();
      const flow = takeMicrosoftFlow(ctx.config, req, reply);
      const verifying = flow?.purpose === 'verify';
      const linking = flow?.purpose === 'link';
      const back = verifying ? '/two-factor-auth/verify' : linking ? '/account' : '/login';
      const failTo = (code: MicrosoftErrorCode) => reply.redirect(`${back}?microsoft=${code}`);
      if (!flow || flow.purpose === 'consent') return failTo('failed');
      try {
        const who = await finishMicrosoftFlow(ctx.config, flow, rawQueryOf(req));
        if (linking) {
          if (!req.actor?.sessionId || req.actor.twoFactorPending) return failTo('failed');
          await linkWithMicrosoft(ctx, req.actor, who);
          return reply.redirect('/account?microsoft=linked');
        }
        if (verifying) {
          if (!req.actor) return failTo('failed');
          await verifyWithMicrosoft(ctx, req.actor, who);
          return reply.redirect('/two-factor-auth/verify');
        }
        const session = await signInWithMicrosoft(ctx, who, {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        });
        setSessionCookie(req, reply, ctx.config, session.token, session.maxAgeSeconds);
        issueXsrfToken(req, reply, ctx.config);
        return reply.redirect('/company/select');
      } catch (error) {
        if (error instanceof MicrosoftRefusal) return failTo(error.code);
        // A forged state, a replayed code, a wrong issuer or audience, a provider error: all end here.
        req.log.warn({ err: error }, 'Microsoft sign-in failed');
        return failTo('failed');
      }
    },
  );
}
