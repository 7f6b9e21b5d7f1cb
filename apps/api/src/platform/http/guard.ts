import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasCompanyPermission,
  isMember,
  isSystemUser,
  ForbiddenReason,
  type Permission,
  type UserDto,
} from '@turbine/domain';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type { RouteAccess } from './access.ts';
import { verifyCsrf } from './csrf.ts';

/** The signed-in user making a request, with the roles the §6 checks read. */
export interface Actor {
  user: UserDto;
  sessionId: string | null;
  passwordExpired: boolean;
  /**
   * What the session must do first (issue 11): 'verify' a second factor, or 'setup' one because a company
   * of the user requires it; null when nothing is pending.
   */
  twoFactorPending?: 'setup' | 'verify' | null;
  /** Authenticated by an X-Temporary-Token header (a client's proposal link), not by a session cookie. */
  viaTemporaryToken?: boolean;
}

/** The company a company-scoped route acts for, resolved and access-checked by the guard. */
export interface CompanyScope {
  id: number;
  refCompanyTypeId: number;
  createdByCompanyId: number | null;
  isActive: boolean;
  hasAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * 'origin': the route is posted by a top-level form from another host of the deployment (the
     * session hand-off, decision 114), which has no XSRF cookie here; it checks the Origin header itself.
     */
    csrf?: 'origin';
  }
  interface FastifyRequest {
    actor: Actor | null;
    companyScope: CompanyScope | null;
  }
}

export interface GuardOptions {
  config: Config;
  /** Resolves the session cookie (and, later, temporary tokens) to an actor. */
  authenticate(request: FastifyRequest): Promise<Actor | null>;
  /** Loads the company a route names, or null when it does not exist. */
  loadCompany(companyId: number): Promise<CompanyScope | null>;
  /**
   * Support mode (decision 136): called before a write by a system user on a company they are not a
   * member of; throws when they have not chosen to act for it, else records the action.
   */
  authorizeSupportWrite?(
    actor: Actor,
    company: CompanyScope,
    method: string,
    path: string,
  ): Promise<void>;
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes collected at registration, for the test that every route declares its access. */
export const declaredRoutes: {
  method: string | string[];
  url: string;
  access: RouteAccess | undefined;
  /** Takes form-encoded bodies by design (`config.formBody`, body-parsing.ts). */
  formBody: boolean;
}[] = [];

/** True when the actor may see a company at all; otherwise company routes answer 404 (never 403). */
export function canSeeCompany(actor: Actor, company: CompanyScope, allowCreator: boolean): boolean {
  if (isSystemUser(actor.user) || isMember(actor.user, company.id)) return true;
  return (
    allowCreator &&
    company.createdByCompanyId !== null &&
    isMember(actor.user, company.createdByCompanyId)
  );
}

function permits(
  actor: Actor,
  company: CompanyScope,
  permission: Permission | readonly Permission[] | undefined,
): boolean {
  if (permission === undefined) return true;
  const wanted: readonly Permission[] = Array.isArray(permission)
    ? permission
    : [permission as Permission];
  const check = (companyId: number) =>
    wanted.some((p) => hasCompanyPermission(actor.user, companyId, p));
  // A creating company's users act with their own company's permissions on what they created, until
  // an admin invitation hands the company over (§6): from then on only its own users manage it.
  const creatorManages =
    company.createdByCompanyId !== null && !company.hasAdmin && !isMember(actor.user, company.id);
  return check(company.id) || (creatorManages && check(company.createdByCompanyId!));
}

/** The one access guard of DESIGN §4: authentication, CSRF, password expiry, company and permission. */
export function registerGuard(app: FastifyInstance, opts: GuardOptions): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('companyScope', null);
  app.addHook('onRoute', (route) => {
    declaredRoutes.push({
      method: route.method,
      url: route.url,
      access: route.config?.access,
      formBody: route.config?.formBody === true,
    });
  });

  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access)
      throw new Error(`Route ${request.method} ${request.routeOptions.url} declares no access`);
    request.actor = await opts.authenticate(request);
    // CSRF protects ambient credentials (the session cookie). A temporary token travels in a custom
    // header that a cross-site page cannot set (no CORS), so a request made with one (and no session)
    // needs no XSRF token; a spent token then gets its 401 rather than a 419.
    const tokenRequest = request.actor
      ? request.actor.viaTemporaryToken === true
      : request.headers['x-temporary-token'] !== undefined;
    if (!tokenRequest && request.routeOptions.config.csrf !== 'origin')
      verifyCsrf(request, opts.config);
    if (access.kind === 'public') return;
    if (access.kind === 'guest') {
      if (request.actor) throw new AppError('GUEST_ONLY');
      return;
    }
    const actor = request.actor;
    if (!actor) throw new AppError('UNAUTHENTICATED');
    // A temporary client reached by a link (§4 send to client) may read who they are and use the client
    // routes of their proposal, nothing else: no profile, password, notifications or company routes.
    if (
      actor.viaTemporaryToken &&
      !temporaryTokenMay(request.method, request.routeOptions.url ?? '')
    )
      throw new AppError('FORBIDDEN');
    const pending = actor.twoFactorPending;
    if (pending) {
      const allowed = access.kind === 'user' ? access.twoFactor : undefined;
      if (allowed !== 'any' && allowed !== pending)
        throw pending === 'verify'
          ? new AppError('TWO_FACTOR_VERIFY_REQUIRED', { reason: ForbiddenReason.TwoFactorVerify })
          : new AppError('TWO_FACTOR_SETUP_REQUIRED', { reason: ForbiddenReason.TwoFactorSetup });
    }
    const allowExpired = access.kind === 'user' && access.allowExpiredPassword;
    if (actor.passwordExpired && !allowExpired) {
      throw new AppError('PASSWORD_EXPIRED', { reason: ForbiddenReason.PasswordExpired });
    }
    if (access.kind === 'system' && !isSystemUser(actor.user)) throw new AppError('FORBIDDEN');
    if (access.kind !== 'company') return;

    const raw = (request.params as Record<string, string | undefined>)[access.param];
    const companyId = Number(raw);
    if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new AppError('NOT_FOUND');
    const company = await opts.loadCompany(companyId);
    if (!company || !canSeeCompany(actor, company, access.allowCreator ?? false))
      throw new AppError('NOT_FOUND');
    // A deactivated company (decision 136) is no longer represented by anyone; only the operator sees it.
    const system = isSystemUser(actor.user);
    if (!company.isActive && !system) throw new AppError('NOT_FOUND');
    if (!permits(actor, company, access.permission)) throw new AppError('FORBIDDEN');
    if (
      system &&
      opts.authorizeSupportWrite &&
      !readMethods.has(request.method) &&
      !isMember(actor.user, company.id)
    )
      await opts.authorizeSupportWrite(actor, company, request.method, request.url.split('?')[0]!);
    request.companyScope = company;
  });
}

/** What a temporary-token request may call: GET /user and the client's own routes. */
export function temporaryTokenMay(method: string, url: string): boolean {
  return (method === 'GET' && url === '/user') || url.startsWith('/client/');
}

/** The actor of a route whose access requires a user (the guard has already refused anonymous calls). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

/** The company scope of a company route. */
export function companyOf(request: FastifyRequest): CompanyScope {
  if (!request.companyScope) throw new AppError('NOT_FOUND');
  return request.companyScope;
}
