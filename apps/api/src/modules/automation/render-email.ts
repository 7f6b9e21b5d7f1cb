import { AutomationMessages, type EmailRecipient } from '@turbine/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { AfterCommitTask } from '../../platform/db/unit-of-work.ts';
import type { MailAttachment } from '../../platform/mail/mail.tables.ts';
import {
  companyStoreDocuments,
  documentTemplatesByIds,
  latestTemplateDocument,
  renderHtml,
  riskTemplateData,
  type TemplateContext,
} from '../collaboration/index.ts';
import { assignedUsersIn } from '../risks/index.ts';
import { packageFacts, userEmails, type EmailTemplateRow } from './automation.repository.ts';

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
};

/** Rendered HTML as plain text (the subject line, the text part): tags dropped, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_m, e: string) => entities[e]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The subject and body of an email template filled in with a risk's (or sample) merge data. */
export async function renderEmail(
  template: Pick<EmailTemplateRow, 'subject' | 'content'>,
  data: TemplateContext,
): Promise<{ subject: string; html: string; text: string }> {
  const subject = plainText(await renderHtml(template.subject, data)).replace(/\s+/g, ' ');
  const html = await renderHtml(template.content, data);
  return { subject, html, text: plainText(html) };
}

/** The addresses of a list of recipients for a risk: fixed ones, and its parties' at the time of sending. */
async function addressesOf(
  tx: Tx,
  list: EmailRecipient[],
  riskPackageId: number,
  data: TemplateContext,
): Promise<string[]> {
  const facts = (await packageFacts(tx, riskPackageId))!;
  const out: string[] = [];
  for (const r of list) {
    if (r.type === 'address') out.push(r.address);
    else if (r.role === 'insuredContact') {
      if (data.insured.email) out.push(data.insured.email);
    } else if (r.role === 'assignedUnderwriter') {
      if (facts.assignedUnderwriterId !== null)
        out.push(...(await userEmails(tx, [facts.assignedUnderwriterId])));
    } else
      out.push(
        ...(await userEmails(tx, await assignedUsersIn(tx, riskPackageId, facts.brokerCompanyId))),
      );
  }
  return [...new Set(out.map((a) => a.toLowerCase()))];
}

/**
 * Queues an email template for a risk in the caller's transaction (the mail outbox, sent over SMTP after
 * commit): recipients, CC and BCC resolved, the attachments being the risk's latest generated document of
 * each named document template and the named company files (latest version). Throws (a plain Error, for the run's record) what keeps it from going.
 */
export async function queueTemplateEmail(
  ctx: AppContext,
  tx: Tx,
  after: (task: AfterCommitTask) => void,
  template: EmailTemplateRow,
  riskPackageId: number,
): Promise<{ to: string[]; cc: string[]; bcc: string[]; subject: string; attachments: string[] }> {
  const loaded = await riskTemplateData(tx, riskPackageId);
  if (!loaded) throw new Error(`risk package ${riskPackageId} not found`);
  const mail = await renderEmail(template, loaded.data);
  const to = await addressesOf(tx, template.recipients, riskPackageId, loaded.data);
  const cc = await addressesOf(tx, template.cc, riskPackageId, loaded.data);
  const bcc = await addressesOf(tx, template.bcc, riskPackageId, loaded.data);
  if (to.length === 0) throw new Error(AutomationMessages.noRecipient);
  const attachments: MailAttachment[] = [];
  const names = await documentTemplatesByIds(
    tx,
    template.companyId,
    template.attachmentTemplateIds,
  );
  for (const id of template.attachmentTemplateIds) {
    const doc = await latestTemplateDocument(tx, riskPackageId, id);
    const name = names.find((t) => t.id === id)?.name ?? `#${id}`;
    if (!doc) throw new Error(`The risk has no generated document of the template ${name}.`);
    attachments.push(doc);
  }
  // Company files in their latest version at send time (decision 225); one deleted since fails the run.
  const stored = await companyStoreDocuments(tx, template.companyId, template.attachmentFileIds);
  for (const id of template.attachmentFileIds) {
    const file = stored.find((f) => f.id === id);
    if (!file) throw new Error(`A company document attached to ${template.name} no longer exists.`);
    attachments.push({ name: file.name, storageKey: file.storageKey, mimeType: file.mimeType });
  }
  await ctx.mailer.queue(tx, {
    to: to.join(', '),
    cc: cc.length ? cc.join(', ') : null,
    bcc: bcc.length ? bcc.join(', ') : null,
    subject: mail.subject.slice(0, 255),
    text: mail.text,
    html: mail.html,
    companyId: template.companyId,
    attachments,
  });
  after(() => ctx.mailer.flush());
  return { to, cc, bcc, subject: mail.subject, attachments: attachments.map((a) => a.name) };
}
