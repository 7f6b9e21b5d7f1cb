/** A browser-like HTTP client for tests: a cookie jar, the XSRF header on writes, JSON by default. */
export class TestClient {
  private readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  private store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
  }

  /** Fetches the XSRF-TOKEN cookie as the web app does first (GET /sanctum/csrf-cookie). */
  async csrf(): Promise<void> {
    await this.request('GET', '/sanctum/csrf-cookie');
  }

  /** Sends a request; writes carry X-XSRF-TOKEN (fetched first when missing) unless `csrf: false`. */
  async request(
    method: string,
    path: string,
    body?: unknown,
    opts: {
      csrf?: boolean;
      headers?: Record<string, string>;
      raw?: Buffer;
      contentType?: string;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (method !== 'GET' && method !== 'HEAD' && opts.csrf !== false) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.csrf();
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    }
    if (this.cookies.size)
      headers.cookie = [...this.cookies]
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; ');
    let payload: Uint8Array | string | undefined;
    if (opts.raw) {
      payload = new Uint8Array(opts.raw);
      headers['content-type'] = opts.contentType ?? 'application/octet-stream';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    this.store(res);
    return res;
  }

  /** A request whose JSON body is returned with the status. */
  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    opts?: Parameters<TestClient['request']>[3],
  ): Promise<{ status: number; body: T }> {
    const res = await this.request(method, path, body, opts);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.json<T>('GET', path);
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.json<T>('POST', path, body);
  }
  put<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.json<T>('PUT', path, body);
  }
  delete<T = Record<string, unknown>>(path: string) {
    return this.json<T>('DELETE', path);
  }

  /** Signs in and fails loudly when the sign-in does not succeed. */
  async login(email: string, password: string): Promise<void> {
    const res = await this.post('/login', { email, password });
    if (res.status !== 200)
      throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
