import { expect } from '@playwright/test';
import { apiAs } from './api.ts';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The invitation path (`/invitation/<token>`) from the newest mail to an address, read from the
 * outbox as the system administrator (without SMTP, mail stays there).
 */
export async function invitationPathFromOutbox(to: string): Promise<string> {
  return pathFromOutbox(to, /\/invitation\/[\w.~-]+/, 'an invitation mail');
}

/** The registration link's path (`/register/confirm/<token>`, decision 108) from the outbox. */
export async function registrationPathFromOutbox(to: string): Promise<string> {
  return pathFromOutbox(to, /\/register\/confirm\/[\w-]+/, 'a registration mail');
}

async function pathFromOutbox(to: string, pattern: RegExp, what: string): Promise<string> {
  const admin = await apiAs('admin@demo.turbine.test');
  try {
    let path: string | undefined;
    // The mail is queued after the invitation commits; poll until it is there.
    await expect
      .poll(
        async () => {
          const res = await admin.get('/mail-outbox');
          expect(res.ok()).toBe(true);
          const { data } = (await res.json()) as { data: OutboxMail[] };
          const mail = data.find(
            (m) => m.to.toLowerCase().includes(to.toLowerCase()) && pattern.test(m.text),
          );
          path = mail?.text.match(pattern)?.[0];
          return path;
        },
        { message: `${what} to ${to} in the outbox` },
      )
      .toBeTruthy();
    return path!;
  } finally {
    await admin.dispose();
  }
}
