import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { insertSms, listSms, markSms, pendingSms } from './sms.repository.ts';

const MAX_ATTEMPTS = 5;

/** Where text messages go: chosen by SMS_PROVIDER (decision 123). */
export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

/**
 * The 'webhook' provider: POSTs `{ to, body }` as JSON to SMS_WEBHOOK_URL with a bearer token, the shape
 * every SMS gateway relay accepts; a non-2xx answer fails the attempt. Bounded by a 10 s timeout.
 */
export function webhookSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    async send(to, body) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

/**
 * Outgoing text messages, like the Mailer: `queue` writes in the business transaction, `flush` hands
 * pending messages to the provider after commit. Without a provider they are 'stored' and read by the
 * system company (GET /sms-outbox).
 */
export class SmsSender {
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly provider: SmsProvider | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async queue(tx: Executor, sms: { to: string; body: string }): Promise<void> {
    await insertSms(tx, {
      toNumber: sms.to,
      body: sms.body,
      status: this.provider ? 'pending' : 'stored',
    });
  }

  flush(): Promise<void> {
    if (!this.provider) return Promise.resolve();
    this.flushing ??= this.sendPending().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendPending(): Promise<void> {
    const provider = this.provider!;
    await this.db.transaction(async (tx) => {
      for (const sms of await pendingSms(tx, MAX_ATTEMPTS, 20)) {
        const attempts = sms.attempts + 1;
        try {
          await provider.send(sms.toNumber, sms.body);
          await markSms(tx, sms.id, { status: 'sent', attempts, sentAt: new Date() });
        } catch (error) {
          this.log.warn({ err: error, smsId: sms.id }, 'sms delivery failed');
          await markSms(tx, sms.id, {
            attempts,
            lastError: String(error).slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          });
        }
      }
    });
  }

  list(page: number, perPage: number) {
    return listSms(this.db, page, perPage);
  }
}
