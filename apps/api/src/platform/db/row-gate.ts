import { AppError } from '../errors.ts';

/**
 * One waiter per row per process (decision 110). Requests that will lock the same row (every write of a
 * risk package) queue here, in memory, before their transaction takes a pooled connection: however
 * many pile up behind a row held elsewhere, at most one of them holds a connection waiting on the lock,
 * so the pool keeps serving everything else. The wait is bounded like a lock wait: past `waitMs` the
 * request answers 409 RECORD_LOCKED. The database lock stays the guarantee; this only spares the pool.
 */
export class RowGate {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly waitMs: number) {}

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    // The next request waits for this one, even if this one gives up waiting first.
    const tail = (previous ?? Promise.resolve()).then(() => mine);
    this.tails.set(key, tail);
    try {
      if (previous && this.waitMs > 0) await waitAtMost(previous, this.waitMs);
      else if (previous) await previous;
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

async function waitAtMost(turn: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    if ((await Promise.race([turn, timeout])) === 'late') throw new AppError('RECORD_LOCKED');
  } finally {
    clearTimeout(timer);
  }
}
