// Per-address limits on websockets (issue 26.4, decision 101): how many sockets one address may hold, how
// many of them may be anonymous (no signed channel, no sign-in yet), and how many it may open a minute.
// 0 turns a limit off. The address is Fastify's request.ip, so TRUST_PROXY decides whether a proxy's
// X-Forwarded-For is believed.

export interface AddressLimitOptions {
  /** Sockets open at once from one address (an office behind one NAT address holds many). */
  maxConnectionsPerAddress?: number;
  /** Sockets from one address that have not yet signed in or joined a signed (private) channel. */
  maxAnonymousPerAddress?: number;
  /** New sockets one address may open in a minute. */
  maxNewConnectionsPerMinute?: number;
}

/** Defaults of the API (config.ts repeats them): far above one person's tabs, far below a flood. */
export const DEFAULT_ADDRESS_LIMITS: Required<AddressLimitOptions> = {
  maxConnectionsPerAddress: 1000,
  maxAnonymousPerAddress: 50,
  maxNewConnectionsPerMinute: 600,
};

const MINUTE_MS = 60_000;

const bump = (map: Map<string, number>, key: string, by: number) => {
  const next = (map.get(key) ?? 0) + by;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
};

/** The counters of one realtime server. */
export class AddressLimits {
  private readonly limits: Required<AddressLimitOptions>;
  private readonly open = new Map<string, number>();
  private readonly anonymous = new Map<string, number>();
  private readonly recent = new Map<string, { startedAt: number; count: number }>();

  constructor(options: AddressLimitOptions = {}) {
    this.limits = { ...DEFAULT_ADDRESS_LIMITS, ...options };
  }

  /**
   * Counts a new socket from the address, or says why it is refused (then nothing is counted). A refused
   * attempt still counts towards the minute, so a client hammering the server stays refused.
   */
  admit(address: string, now = Date.now()): string | undefined {
    const { maxConnectionsPerAddress, maxAnonymousPerAddress, maxNewConnectionsPerMinute } =
      this.limits;
    let window = this.recent.get(address);
    if (!window || now - window.startedAt >= MINUTE_MS) {
      window = { startedAt: now, count: 0 };
      this.recent.set(address, window);
    }
    window.count += 1;
    if (maxNewConnectionsPerMinute > 0 && window.count > maxNewConnectionsPerMinute)
      return 'Too many new connections from this address; try again later';
    if (maxConnectionsPerAddress > 0 && (this.open.get(address) ?? 0) >= maxConnectionsPerAddress)
      return 'Too many connections from this address';
    if (maxAnonymousPerAddress > 0 && (this.anonymous.get(address) ?? 0) >= maxAnonymousPerAddress)
      return 'Too many unauthenticated connections from this address';
    bump(this.open, address, 1);
    bump(this.anonymous, address, 1);
    return undefined;
  }

  /** The socket signed in or joined a signed channel: it no longer counts as anonymous. */
  authenticated(address: string): void {
    bump(this.anonymous, address, -1);
  }

  /** An admitted socket closed. */
  closed(address: string, wasAnonymous: boolean): void {
    bump(this.open, address, -1);
    if (wasAnonymous) bump(this.anonymous, address, -1);
  }

  /** Forgets minute windows that have ended (called by the server's sweep). */
  sweep(now = Date.now()): void {
    for (const [address, window] of this.recent)
      if (now - window.startedAt >= MINUTE_MS) this.recent.delete(address);
  }
}
