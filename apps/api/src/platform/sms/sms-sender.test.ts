// The 'webhook' SMS provider against a real HTTP server on loopback: what it posts, and a failing gateway.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { smsOutbox } from './sms.tables.ts';

interface Received {
  auth: string | undefined;
  body: { to: string; body: string };
}

let gateway: Server;
let server: TestServer;
const received: Received[] = [];
let failNext = false;

const readJson = (req: IncomingMessage) =>
  new Promise<unknown>((resolve, reject) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => resolve(JSON.parse(text)));
    req.on('error', reject);
  });

beforeAll(async () => {
  gateway = createServer((req, res) => {
    void readJson(req).then((body) => {
      if (failNext) {
        failNext = false;
        res.writeHead(500).end();
        return;
      }
      received.push({ auth: req.headers.authorization, body: body as Received['body'] });
      res.writeHead(202).end();
    });
  });
  gateway.on('error', () => undefined);
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  const { port } = gateway.address() as AddressInfo;
  server = await startTestServer({
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms`,
    SMS_WEBHOOK_TOKEN: 'gateway-token',
  });
});
afterAll(async () => {
  await server.close();
  await new Promise((r) => gateway.close(r));
});

describe('webhook SMS provider', () => {
  it('posts {to, body} with the bearer token after commit and marks the message sent', async () => {
    const tx = server.ctx.db;
    await server.ctx.sms.queue(tx, { to: '+61 400 000 111', body: 'Your code is 123456.' });
    await server.ctx.sms.flush();
    expect(received).toEqual([
      {
        auth: 'Bearer gateway-token',
        body: { to: '+61 400 000 111', body: 'Your code is 123456.' },
      },
    ]);
    const [row] = await tx
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, '+61 400 000 111'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('keeps a message pending with the error when the gateway fails, and sends it on the next flush', async () => {
    const tx = server.ctx.db;
    failNext = true;
    await server.ctx.sms.queue(tx, { to: '+61 400 000 222', body: 'Your code is 654321.' });
    await server.ctx.sms.flush();
    const [failed] = await tx
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, '+61 400 000 222'));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('500');
    await server.ctx.sms.flush();
    const [sent] = await tx
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, '+61 400 000 222'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(received.at(-1)!.body.to).toBe('+61 400 000 222');
  });
});
