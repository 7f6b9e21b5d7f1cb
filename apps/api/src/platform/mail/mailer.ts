import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import {
  insertOutboxMail,
  listOutboxMails,
  markOutboxMailFailed,
  markOutboxMailSent,
  pendingOutboxMails,
} from './mail.repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: number | null;
}

const MAX_ATTEMPTS = 5;

/**
 * Outgoing mail (DESIGN §3): `queue` writes to the outbox inside the business transaction; `flush`
 * sends what is pending over SMTP once the transaction has committed. Without SMTP_URL mail is kept
 * as 'stored' and system-company users read it in the app.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger },
  ) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  }

  /** Adds a message to the outbox in the caller's transaction. */
  async queue(tx: Executor, mail: OutgoingMail): Promise<void> {
    await insertOutboxMail(tx, {
      companyId: mail.companyId ?? null,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      status: this.transport ? 'pending' : 'stored',
    });
  }

  /** Sends every pending message; concurrent calls share one run. Safe to call after every commit. */
  flush(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    this.flushing ??= this.sendPending().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendPending(): Promise<void> {
    const transport = this.transport!;
    for (;;) {
      const batch = await pendingOutboxMails(this.db, MAX_ATTEMPTS, 20);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from: this.opts.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
          });
          await markOutboxMailSent(this.db, mail.id);
        } catch (error) {
          const attempts = mail.attempts + 1;
          this.opts.log.warn({ err: error, mailId: mail.id }, 'mail delivery failed');
          await markOutboxMailFailed(this.db, mail.id, {
            attempts,
            lastError: String(error),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          });
          // Stop this run on a transport failure; the next flush retries.
          return;
        }
      }
    }
  }

  /** A page of the outbox, newest first, for the system company's mail screen. */
  list(page: number, perPage: number) {
    return listOutboxMails(this.db, page, perPage);
  }

  /** Closes the SMTP connection pool. */
  close(): void {
    this.transport?.close();
  }
}
