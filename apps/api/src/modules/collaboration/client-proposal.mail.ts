import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The email with the link a client opens to complete their proposal (§4 send to client). */
export function clientProposalMail(m: {
  to: string;
  companyId: number;
  brokerName: string;
  insuredName: string;
  reference: string;
  link: string;
  /** How many days the link works (decision 101). */
  days: number;
}): OutgoingMail {
  const text = [
    `Hello ${m.insuredName},`,
    '',
    `${m.brokerName} has sent you the insurance proposal ${m.reference} to complete.`,
    '',
    'Open this link to fill in the proposal form, then mark it done when you have finished:',
    m.link,
    '',
    `The link works for ${m.days} days, until you mark the proposal done or your broker withdraws it. If you did not expect this email, ignore it.`,
  ].join('\n');
  return {
    to: m.to,
    subject: `Your insurance proposal ${m.reference}`,
    text,
    companyId: m.companyId,
  };
}
