import type { OutgoingMail } from '../../platform/mail/mailer.ts';

/** The invitation email: who invites, to which company and role, the link and until when it works. */
export function invitationMail(i: {
  to: string;
  companyId: number;
  companyName: string;
  roleName: string;
  inviterName: string;
  link: string;
  expiresAt: Date;
}): OutgoingMail {
  const until = i.expiresAt.toISOString().slice(0, 10);
  const text = [
    `${i.inviterName} has invited you to join ${i.companyName} as ${i.roleName}.`,
    '',
    'Open this link to accept the invitation:',
    i.link,
    '',
    `The link works once and expires on ${until} (UTC). If you did not expect this invitation, ignore this email.`,
  ].join('\n');
  return {
    to: i.to,
    subject: `You are invited to join ${i.companyName}`,
    text,
    companyId: i.companyId,
  };
}
