// Security headers on every response (issue 22, docs/decisions/103) through @fastify/helmet. The web app
// is one built bundle with no inline script, so scripts come from 'self' only; Mantine writes <style>
// elements and style attributes at run time, so styles keep 'unsafe-inline' (styles cannot run code).
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** The web app's policy: no inline or foreign script, never framed, no plugins. */
export const appCspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // Same-origin fetches and the realtime socket on the same host (CSP 3: 'self' covers ws/wss).
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // Served over plain http in development and tests: no upgrade-insecure-requests (HSTS covers https).
  upgradeInsecureRequests: null,
};

/**
 * The session hand-off (decision 114) posts a form from one host of the deployment to another (the
 * root host and its company subdomains, on any port): form-action names them beside 'self'.
 */
export function withHandoffForms(rootHost: string | undefined) {
  const root = rootHost?.split(':')[0];
  if (!root) return appCspDirectives;
  return { ...appCspDirectives, formAction: ["'self'", `${root}:*`, `*.${root}:*`] };
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browsers apply Cross-Origin-Opener-Policy only on a potentially trustworthy origin (https, or
 * localhost and loopback over http); elsewhere Chromium ignores it and logs a console error, which
 * Lighthouse counts against best practices (decision 240). Sent where it takes effect.
 */
export function trustworthyOrigin(protocol: string, hostname: string): boolean {
  if (protocol === 'https') return true;
  const host = hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host.startsWith('127.')
  );
}

/**
 * Registers helmet globally. The OpenAPI UI under /docs brings its own policy (its inline scripts by hash,
 * @fastify/swagger-ui's staticCSP, tightened in app.ts), so helmet's CSP is left off there.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  rootHost?: string,
): Promise<void> {
  app.addHook('onRoute', (route) => {
    // Runs before helmet's own onRoute hook, which turns this into the route's helmet configuration.
    if (route.url.startsWith('/docs')) route.helmet = { contentSecurityPolicy: false };
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: withHandoffForms(rootHost) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Sent only when the request came over https (directly or through a trusted proxy), below.
    strictTransportSecurity: false,
    // Uploaded images and the logo may be shown by mail clients: not restricted to this origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Set below, only where a browser applies it.
    crossOriginOpenerPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (trustworthyOrigin(request.protocol, request.hostname))
      reply.header('cross-origin-opener-policy', 'same-origin');
  });
}

/**
 * The OpenAPI UI's own policy, framing refused like the app's; swagger-ui sets inline styles (never
 * scripts), so its style-src allows them.
 */
export function docsCsp(header: string): string {
  return header
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(/style-src 'self' https:/, "style-src 'self' https: 'unsafe-inline'")
    .replace(/\s*upgrade-insecure-requests;?/, '');
}
