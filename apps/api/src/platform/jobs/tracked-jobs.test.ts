// Tracked jobs (decision 106) on the configured engine: state transitions pushed to a real pusher-js
// client, cancel, failure and the operator's retry / cancel on the Jobs page routes.
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOB_UPDATED_EVENT, type JobRunDto, type SystemJobDto } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  buildCompany,
  buildUser,
  companyWithAdmin,
  signedIn,
  systemOperator,
} from '../../../test/factories.ts';
import { apiPusher, subscribed } from '../../../test/realtime-client.ts';
import { connected, waitUntil } from '../realtime/testing.ts';
import { startWorkers } from './platform-jobs.ts';
import { ABANDONED_FAILURE, JobFailure } from './tracked-jobs.ts';

let server: TestServer;
const clients: Pusher[] = [];
/** Gates a 'test-gated' job between its first and second report, by run id. */
const gates = new Map<number, () => void>();
const gate = (id: number) => new Promise<void>((resolve) => gates.set(id, resolve));
/** Run ids whose 'test-flaky' job has failed once. */
const failedOnce = new Set<number>();

beforeAll(async () => {
  server = await startTestServer();
  // Kinds of these tests only, defined before the workers start as a module defines its own.
  server.ctx.trackedJobs.define<{ label: string }>({
    kind: 'test-gated',
    handler: async (run) => {
      await run.report(1, 3);
      await gate(run.id);
      await run.report(2, 3);
      await run.report(3, 3);
      return {
        body: Buffer.from(`done ${run.input.label}`),
        name: 'out.txt',
        contentType: 'text/plain',
      };
    },
  });
  server.ctx.trackedJobs.define({
    kind: 'test-flaky',
    handler: async (run) => {
      if (!failedOnce.has(run.id)) {
        failedOnce.add(run.id);
        throw new JobFailure('The source was unavailable.');
      }
      await run.report(1, 1);
    },
  });
  await startWorkers(server.ctx);
});
afterEach(() => {
  for (const pusher of clients.splice(0)) pusher.disconnect();
});
afterAll(async () => server.close());

async function listen(client: Awaited<ReturnType<typeof signedIn>>, userId: number) {
  const pusher = apiPusher(server, client);
  clients.push(pusher);
  await connected(pusher);
  const channel = `private-user.${userId}`;
  await subscribed(pusher, channel);
  const seen: JobRunDto[] = [];
  pusher.channel(channel)!.bind(JOB_UPDATED_EVENT, (dto: JobRunDto) => seen.push(dto));
  return seen;
}

const enqueue = (kind: string, companyId: number, userId: number, data: object = {}) =>
  server.ctx.trackedJobs.enqueue({ kind, companyId, userId, data });

async function jobState(client: Awaited<ReturnType<typeof signedIn>>, id: number) {
  return (await client.get<JobRunDto>(`/jobs/${id}`)).body;
}
async function until(client: Awaited<ReturnType<typeof signedIn>>, id: number, state: string) {
  let last: JobRunDto | undefined;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    last = await jobState(client, id);
    if (last.state === state) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} is ${last?.state}, not ${state}`);
}

describe('tracked jobs', { timeout: 30_000 }, () => {
  it('goes queued → running with counts → succeeded, each change pushed on the owner channel', async () => {
    const { admin, company, client } = await companyWithAdmin(server);
    const seen = await listen(client, admin.id);
    const run = await enqueue('test-gated', company.id, admin.id, { label: 'a' });
    await waitUntil(() => seen.some((e) => e.done === 1), 10_000, 'first report not pushed');
    // While gated the job is running at 1 of 3, and among the user's active jobs.
    const running = await jobState(client, run.id);
    expect(running).toMatchObject({
      state: 'running',
      done: 1,
      total: 3,
      percent: 33,
      attempts: 1,
    });
    const active = await client.get<{ data: JobRunDto[] }>('/jobs?active=1');
    expect(active.body.data.map((j) => j.id)).toContain(run.id);
    gates.get(run.id)!();
    const done = await until(client, run.id, 'succeeded');
    expect(done).toMatchObject({
      percent: 100,
      done: 3,
      total: 3,
      failureReason: null,
      result: { name: 'out.txt', url: `/jobs/${run.id}/result` },
    });
    await waitUntil(() => seen.at(-1)?.state === 'succeeded', 5000, 'success not pushed');
    expect(seen.map((e) => `${e.state}:${e.done}`)).toEqual([
      'queued:0',
      'running:0',
      'running:1',
      'running:2',
      'running:3',
      'succeeded:3',
    ]);
    expect(seen.every((e) => e.id === run.id)).toBe(true);
    const file = await client.request('GET', `/jobs/${run.id}/result`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('filename="out.txt"');
    expect(await file.text()).toBe('done a');
    const after = await client.get<{ data: JobRunDto[] }>('/jobs?active=1');
    expect(after.body.data.map((j) => j.id)).not.toContain(run.id);
  });

  it('a cancelled job stops at its next report and stays cancelled; a second cancel is 409', async () => {
    const { admin, company, client } = await companyWithAdmin(server);
    const run = await enqueue('test-gated', company.id, admin.id, { label: 'b' });
    await waitUntil(() => gates.has(run.id), 10_000, 'job not started');
    const cancel = await client.post<JobRunDto>(`/jobs/${run.id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body.state).toBe('cancelled');
    gates.get(run.id)!();
    await new Promise((r) => setTimeout(r, 500));
    const final = await jobState(client, run.id);
    expect(final).toMatchObject({ state: 'cancelled', done: 1, result: null });
    expect(final.finishedAt).not.toBeNull();
    const again = await client.post(`/jobs/${run.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('JOB_NOT_CANCELLABLE');
    const file = await client.request('GET', `/jobs/${run.id}/result`);
    expect(file.status).toBe(409);
  });

  it("another company's user sees and changes nothing (404); a colleague sees it but may not cancel it (403)", async () => {
    const admin = await buildUser(server.ctx);
    const colleague = await buildUser(server.ctx);
    const company = await buildCompany(server.ctx, { admins: [admin], staff: [colleague] });
    const client = await signedIn(server, admin);
    const { client: outsider } = await companyWithAdmin(server);
    const run = await enqueue('test-gated', company.id, admin.id, { label: 'c' });
    await waitUntil(() => gates.has(run.id), 10_000, 'job not started');
    for (const [method, path] of [
      ['GET', `/jobs/${run.id}`],
      ['POST', `/jobs/${run.id}/cancel`],
      ['GET', `/jobs/${run.id}/result`],
    ] as const) {
      const res = await outsider.json(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await outsider.get<{ data: JobRunDto[] }>('/jobs')).body.data).toEqual([]);
    // A colleague of the same company (a staff member) reads the state only.
    const colleagueClient = await signedIn(server, colleague);
    expect((await colleagueClient.get(`/jobs/${run.id}`)).status).toBe(200);
    const refused = await colleagueClient.post(`/jobs/${run.id}/cancel`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    expect((await jobState(client, run.id)).state).toBe('running');
    gates.get(run.id)!();
    await until(client, run.id, 'succeeded');
  });

  it('a job whose worker was lost (its pg-boss job failed or expired under it) is marked failed, pushed, and left alone once done', async () => {
    const { admin, company, client } = await companyWithAdmin(server);
    const seen = await listen(client, admin.id);
    const run = await enqueue('test-gated', company.id, admin.id, { label: 'lost' });
    await waitUntil(() => gates.has(run.id), 10_000, 'job not started');
    // Nothing abandoned yet: a running job whose queue job is active is not touched.
    expect(await server.ctx.trackedJobs.reconcile()).toBe(0);
    expect((await jobState(client, run.id)).state).toBe('running');
    // What pg-boss does to the job of a worker that died: it ends in the queue, the handler never returns.
    const queueJobId = (await server.ctx.trackedJobs.find(run.id))!.queueJobId!;
    await server.ctx.jobs.queue.fail('test-gated', queueJobId, { message: 'expired' });
    expect(await server.ctx.trackedJobs.reconcile()).toBe(1);
    const failed = await jobState(client, run.id);
    expect(failed).toMatchObject({
      state: 'failed',
      failureReason: ABANDONED_FAILURE,
      result: null,
    });
    await waitUntil(() => seen.at(-1)?.state === 'failed', 5000, 'failure not pushed');
    // Marked once; a late report from the lost handler changes nothing.
    expect(await server.ctx.trackedJobs.reconcile()).toBe(0);
    gates.get(run.id)!();
    await new Promise((r) => setTimeout(r, 300));
    expect((await jobState(client, run.id)).state).toBe('failed');
  });
});

describe('the operator Jobs page routes (system company only)', { timeout: 30_000 }, () => {
  it('a non-system user gets 403 on every route', async () => {
    const { client } = await companyWithAdmin(server);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/system/jobs'],
      ['POST', `/system/jobs/test-flaky/${id}/retry`],
      ['POST', `/system/jobs/test-flaky/${id}/cancel`],
    ] as const) {
      const res = await client.json(method, path);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('lists a failed job with its error; retry re-queues it and it runs again', async () => {
    const { admin, company, client } = await companyWithAdmin(server);
    const { client: operator } = await systemOperator(server);
    const run = await enqueue('test-flaky', company.id, admin.id);
    const failed = await until(client, run.id, 'failed');
    expect(failed).toMatchObject({ failureReason: 'The source was unavailable.', attempts: 1 });
    // pg-boss marks its job failed just after the tracked job (the handler's error is thrown on to it).
    let row: SystemJobDto | undefined;
    const deadline = Date.now() + 5000;
    while (!row && Date.now() < deadline) {
      const list = await operator.get<{ data: SystemJobDto[] }>('/system/jobs?state=failed');
      expect(list.status).toBe(200);
      row = list.body.data.find((j) => j.trackedJobId === run.id);
      if (!row) await new Promise((r) => setTimeout(r, 100));
    }
    if (!row) throw new Error('the failed job is not listed');
    expect(row).toMatchObject({
      queue: 'test-flaky',
      state: 'failed',
      attempts: 1,
      error: 'The source was unavailable.',
    });
    expect(row.completedAt).not.toBeNull();
    // Recent jobs of every queue: the platform's own (the sweep sent at start) but not pg-boss's internal ones.
    const recent = await operator.get<{ data: SystemJobDto[] }>('/system/jobs?limit=200');
    const queues = new Set(recent.body.data.map((j) => j.queue));
    expect(queues.has('outbox-sweep')).toBe(true);
    expect([...queues].filter((q) => q.startsWith('__pgboss__'))).toEqual([]);
    // Another company's admin cannot retry it either.
    expect((await client.post(`/system/jobs/test-flaky/${row.id}/retry`)).status).toBe(403);
    const retry = await operator.post(`/system/jobs/test-flaky/${row.id}/retry`);
    expect(retry.status).toBe(204);
    expect((await jobState(client, run.id)).state).not.toBe('failed');
    const done = await until(client, run.id, 'succeeded');
    expect(done).toMatchObject({ attempts: 2, failureReason: null, done: 1, total: 1 });
    const again = await operator.post(`/system/jobs/test-flaky/${row.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('JOB_NOT_RETRYABLE');
  });

  it('cancel of a queued job cancels it; a finished one is 409; an unknown one 404', async () => {
    const { client: operator } = await systemOperator(server);
    // Queued an hour ahead, so no worker picks it up first.
    const id = await server.ctx.jobs.send('test-flaky', { runId: 0 }, { startAfter: 3600 });
    const queued = await operator.get<{ data: SystemJobDto[] }>('/system/jobs?queue=test-flaky');
    expect(queued.body.data.find((j) => j.id === id)).toMatchObject({
      state: 'created',
      attempts: 0,
    });
    const res = await operator.post(`/system/jobs/test-flaky/${id}/cancel`);
    expect(res.status).toBe(204);
    const [job] = await server.ctx.jobs.queue.findJobs('test-flaky', { id: id! });
    expect(job!.state).toBe('cancelled');
    const again = await operator.post(`/system/jobs/test-flaky/${id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('JOB_NOT_CANCELLABLE');
    const unknown = await operator.post(
      '/system/jobs/test-flaky/00000000-0000-4000-8000-000000000000/cancel',
    );
    expect(unknown.status).toBe(404);
  });
});
