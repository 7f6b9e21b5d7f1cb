import { request, type APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'Turbine!Demo2026';
/** Set by playwright.config.ts (a free port unless E2E_PORT names one). */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const ROOT_HOST = 'turbine.test';
/** The server as the test process reaches it (the browser uses ROOT_HOST; Node resolves loopback directly). */
export const API = `http://127.0.0.1:${PORT}`;

/** An API client signed in as a user, for seeding through the API as journeys should. */
export async function apiAs(email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const ctx = await request.newContext({
    baseURL: API,
    extraHTTPHeaders: { accept: 'application/json' },
  });
  await ctx.get('/sanctum/csrf-cookie');
  const login = await ctx.post('/login', { data: { email, password }, headers: await xsrf(ctx) });
  if (!login.ok())
    throw new Error(`login failed for ${email}: ${login.status()} ${await login.text()}`);
  return ctx;
}

/** The X-XSRF-TOKEN header for the context's current XSRF-TOKEN cookie. */
export async function xsrf(ctx: APIRequestContext): Promise<Record<string, string>> {
  const state = await ctx.storageState();
  const token = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return { 'x-xsrf-token': decodeURIComponent(token) };
}

/** A unique suffix for names and emails so journeys can run against the same database repeatedly. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}
