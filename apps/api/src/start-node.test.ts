// Issue 27: nodes starting together seed the demo once (advisory lock); a node not declared part of a
// cluster warns, once, when it sees another node's heartbeat. PostgreSQL only (PGlite is one process's).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { loadConfig } from './platform/config.ts';
import { startNode, type StartedNode } from './start-node.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const HEARTBEAT_WARNING = /another Turbine process uses this database but CLUSTER is not set/;

describe.runIf(databaseUrl)('two nodes without CLUSTER starting at once', () => {
  const name = `turbine_seed_${process.pid}_${Date.now()}`;
  const dirs: string[] = [];
  const logs: string[][] = [[], []];
  let admin: pg.Client;
  let nodes: StartedNode[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    nodes = await Promise.all(
      [0, 1].map((i) => {
        const dir = mkdtempSync(join(tmpdir(), 'turbine-node-'));
        dirs.push(dir);
        const config = loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dir,
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: withDatabase(databaseUrl!, name),
          SEED_DEMO: 'true',
          SERVE_WEB: 'false',
          RUN_WORKERS: 'false',
        });
        return startNode(config, {
          logger: { level: 'warn', stream: { write: (line) => logs[i]!.push(line) } },
          heartbeatIntervalMs: 200,
        });
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled(nodes.map((n) => n.close()));
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('seeds the demo once: one node did, the other found it done', async () => {
    expect(nodes.map((n) => n.seeded).sort()).toEqual([false, true]);
    const pool = nodes[0]!.database.pool!;
    const companies = await pool.query<{ n: string }>(
      "select count(*) as n from companies where handle = 'southerncross'",
    );
    expect(Number(companies.rows[0]!.n)).toBe(1);
    // Meridian's demo documents (decision 131), once: a public and a private folder, 3 files, 4 versions.
    const docs = await pool.query<{ folders: string; files: string; versions: string }>(
      `select (select count(*) from folders where name in ('Policy wordings', 'Underwriting guidelines')) as folders,
              (select count(*) from files where purpose = 'document') as files,
              (select count(*) from file_versions v join files f on f.id = v.file_id where f.purpose = 'document') as versions`,
    );
    expect(docs.rows[0]).toEqual({ folders: '2', files: '3', versions: '4' });
  });

  it('each node warns once that it sees the other, naming what to set', async () => {
    for (let beat = 0; beat < 3; beat++) await Promise.all(nodes.map((n) => n.heartbeat!.beat()));
    for (const lines of logs) {
      const warnings = lines.filter((l) => HEARTBEAT_WARNING.test(l));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('Set CLUSTER=true with REDIS_URL, S3_BUCKET');
    }
  });
});
