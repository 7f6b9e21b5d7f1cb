import type { FastifyInstance } from 'fastify';

/**
 * A signed-in caller of the app's own routes through `app.inject` (no network), used by the demo risks
 * seed so demo risks are quoted, referred and bound exactly as users do it (decision 005): a cookie
 * jar, the XSRF header on writes, JSON bodies. Any answer other than the expected status throws.
 */
export class InjectClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  private store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
  }

  async request<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    expected = [200, 201, 204],
    raw?: Buffer,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method !== 'GET') {
      if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/sanctum/csrf-cookie');
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    }
    if (this.cookies.size)
      headers.cookie = [...this.cookies]
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (raw) headers['content-type'] = 'application/octet-stream';
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(raw ? { payload: raw } : body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    this.store(res.headers['set-cookie']);
    if (!expected.includes(res.statusCode))
      throw new Error(
        `demo seed: ${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 500)}`,
      );
    return (res.body ? JSON.parse(res.body) : null) as T;
  }

  async login(email: string, password: string): Promise<this> {
    await this.request('POST', '/login', { email, password });
    return this;
  }

  /** Uploads a file as the raw body (the upload routes of decision 108). */
  upload<T = Record<string, unknown>>(url: string, raw: Buffer): Promise<T> {
    return this.request<T>('POST', url, undefined, [201], raw);
  }

  /** Ends the session, so the seed leaves no signed-in device in the user's Account → Sessions. */
  async logout(): Promise<void> {
    await this.request('POST', '/logout');
  }
}
