// Kill -9 between commit and delivery (issue 10; decision 105): the API runs as a child process (`npm
// start`'s entry), commits a role change (a notification) and an invitation (a mail) with its after-commit
// work dropped (TEST_DROP_AFTER_COMMIT: as if it died right after each commit), is killed with SIGKILL,
// and restarted on the same database: the notification and the mail then arrive, exactly once.
// On PGlite with a data directory, and on PostgreSQL when TEST_DATABASE_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPglite } from '../../platform/db/pglite.ts';
import { CompanyType } from '@turbine/domain';
import { TestClient } from '../../../test/client.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import type { AppContext } from '../../platform/context.ts';
import { openDatabase, type Database } from '../../platform/db/client.ts';
import { ensureReferenceData } from '../companies/index.ts';

const apiDir = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** The API as `npm start` runs it (src/main.ts under tsx), ready once /ready answers. */
async function startApi(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      PASSWORD_EXPIRY_DAYS: '0',
      SESSION_CACHE_MS: '0',
      SMTP_URL: smtp.url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`API not ready in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** A company with an admin and a staff member, written before the API starts. */
async function seedCompany(database: Database) {
  await ensureReferenceData(database.db);
  const ctx = { db: database.db } as AppContext;
  const admin = await buildUser(ctx);
  const member = await buildUser(ctx);
  const company = await buildCompany(ctx, {
    type: CompanyType.Broker,
    admins: [admin],
    staff: [member],
  });
  return { admin, member, company };
}

async function signIn(url: string, email: string): Promise<TestClient> {
  const client = new TestClient(url);
  await client.login(email, TEST_PASSWORD);
  return client;
}

interface Listed {
  data: { type: string; data: { message: string } }[];
}

async function crashAndRestart(env: Record<string, string>, database: Database): Promise<void> {
  const { admin, member, company } = await seedCompany(database);
  await database.close();
  const invitee = `crash-${process.pid}-${Date.now()}@example.com`;
  const mailsTo = () => smtp.mails.filter((m) => m.to.includes(invitee)).length;
  const roleChanges = async (client: TestClient) =>
    (await client.get<Listed>(`/user/notifications?companyId=${company.id}`)).body.data.filter(
      (n) => n.type === 'company.role_changed',
    ).length;

  // 1. The API commits both actions, runs none of their after-commit work, and is killed.
  const first = await startApi({ ...env, TEST_DROP_AFTER_COMMIT: 'true', RUN_WORKERS: 'false' });
  try {
    const client = await signIn(first.url, admin.email);
    const changed = await client.put(`/companies/${company.id}/users/${member.id}`, {
      roleId: company.adminRoleId,
    });
    expect(changed.status).toBe(200);
    const invited = await client.post(`/companies/${company.id}/invitations`, {
      email: invitee,
      roleId: company.staffRoleId,
    });
    expect(invited.status).toBe(201);
    // Committed, not delivered.
    expect(await roleChanges(await signIn(first.url, member.email))).toBe(0);
    expect(mailsTo()).toBe(0);
  } finally {
    await kill9(first.child);
  }

  // 2. Restarted on the same database: its workers deliver what the dead process committed, once.
  const second = await startApi(env);
  try {
    const memberClient = await signIn(second.url, member.email);
    // The restarted worker's start-up sweep and mail flush deliver at once; the minutely mail-flush job is
    // the backstop when the machine is too loaded for that (CI), hence a bound above one minute.
    const until = Date.now() + 90_000;
    while ((await roleChanges(memberClient)) < 1 || mailsTo() < 1) {
      if (Date.now() > until)
        throw new Error(
          `not delivered after the restart: ${await roleChanges(memberClient)} notification(s), ${mailsTo()} mail(s)\n${second.output()}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
    // A second delivery (the sweep, a retry) would show up within this.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await roleChanges(memberClient)).toBe(1);
    expect(mailsTo()).toBe(1);
    const [notification] = (
      await memberClient.get<Listed>(`/user/notifications?companyId=${company.id}`)
    ).body.data;
    expect(notification!.data.message).toMatch(
      new RegExp(`^Your role in ${company.name} was changed`),
    );
  } finally {
    await kill9(second.child);
  }
}

describe('kill -9 between commit and delivery', () => {
  it('PGlite with a data directory: the notification and the mail arrive once after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'turbine-crash-'));
    try {
      // The run's migrated template, unpacked into the data directory the API will open.
      const template = inject('pgliteTemplate');
      const database = template
        ? await openDatabase({
            pglite: await createPglite({
              dataDir: join(dataDir, 'db'),
              loadDataDir: new Blob([readFileSync(template)]),
            }),
          })
        : await openDatabase({ dataDir });
      await database.migrate();
      await crashAndRestart({ DATA_DIR: dataDir }, database);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: the notification and the mail arrive once after a restart',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'turbine-crash-'));
      try {
        const database = await openTestDatabase();
        const url = database.pool!.options.connectionString!;
        await crashAndRestart({ DATA_DIR: dataDir, DATABASE_URL: url }, database);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
