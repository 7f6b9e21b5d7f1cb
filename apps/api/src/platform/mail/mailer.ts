import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import {
  insertOutboxMail,
  listOutboxMails,
  claimOutboxMails,
  releaseOutboxMails,
  markOutboxMailFailed,
  markOutboxMailSent,
} from './mail.repository.ts';
import type { MailAttachment } from './mail.tables.ts';

export interface OutgoingMail {
  /** One address or several, comma-separated. */
  to: string;
  cc?: string | null;
  bcc?: string | null;
  attachments?: MailAttachment[];
  subject: string;
  text: string;
  html?: string;
  companyId?: number | null;
}

const MAX_ATTEMPTS = 5;
/** Messages claimed per round trip. */
const BATCH = 20;
/**
 * How long a claimed message is this flusher's (decision 105): longer than a batch can take with the
 * transport's timeouts below, so another process never sends it meanwhile; after a crash it is sent once
 * the lease has run out.
 */
export const MAIL_LEASE_SECONDS = 300;

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
    private readonly opts: {
      smtpUrl?: string;
      from: string;
      log: FastifyBaseLogger;
      /** Reads an attachment's bytes from the file storage (absent: messages carry no attachments). */
      readFile?: (storageKey: string) => Promise<Buffer | null>;
    },
  ) {
    // Timeouts well inside the lease: a hung server fails the attempt instead of outliving the claim.
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport({
          url: opts.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 10_000,
        })
      : null;
  }

  /** Adds a message to the outbox in the caller's transaction. */
  async queue(tx: Executor, mail: OutgoingMail): Promise<void> {
    await insertOutboxMail(tx, {
      companyId: mail.companyId ?? null,
      toAddress: mail.to,
      ccAddress: mail.cc ?? null,
      bccAddress: mail.bcc ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      status: this.transport ? 'pending' : 'stored',
    });
  }

  /**
   * Sends every pending message; concurrent calls in this process share one run, and runs in other
   * processes never send the same message (claimed with a lease). Safe to call after every commit.
   */
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
      const batch = await claimOutboxMails(this.db, MAX_ATTEMPTS, BATCH, MAIL_LEASE_SECONDS);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from: this.opts.from,
            to: mail.toAddress,
            ...(mail.ccAddress ? { cc: mail.ccAddress } : {}),
            ...(mail.bccAddress ? { bcc: mail.bccAddress } : {}),
            subject: mail.subject,
            text: mail.textBody,
            ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
            ...(mail.attachments?.length
              ? { attachments: await this.attachmentsOf(mail.attachments) }
              : {}),
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
          // Stop this run on a transport failure; the next flush retries. The rest of the batch is
          // released at once rather than when the lease runs out.
          await releaseOutboxMails(
            this.db,
            batch.filter((m) => m.id > mail.id).map((m) => m.id),
          );
          return;
        }
      }
    }
  }

  /** The stored files of a message; a missing file fails the attempt (it is retried, then failed). */
  private async attachmentsOf(list: MailAttachment[]) {
    const read = this.opts.readFile;
    if (!read) throw new Error('mail attachments need the file storage');
    const out: { filename: string; content: Buffer; contentType: string }[] = [];
    for (const a of list) {
      const content = await read(a.storageKey);
      if (!content) throw new Error(`attachment ${a.name} is missing from the storage`);
      out.push({ filename: a.name, content, contentType: a.mimeType });
    }
    return out;
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
