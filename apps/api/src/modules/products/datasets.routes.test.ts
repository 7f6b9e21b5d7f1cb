import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@turbine/domain';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { auditOf, createProduct, formula, underwriter } from './products.test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '1000' });
});
afterAll(async () => server.close());

const csv = (text: string) => ({ raw: Buffer.from(text, 'utf8'), contentType: 'text/csv' });

describe('datasets', () => {
  it('creates, lists without rows, reads with rows, replaces and deletes', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath: v } = await createProduct(client, company.id);
    const created = await client.post<{ id: number }>(`${v}/datasets`, {
      name: 'limits',
      columns: ['limit', 'factor'],
      rows: [
        [1000000, 1],
        ['2000000', '1.2'],
        [5000000, null],
      ],
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'limits',
        columns: ['limit', 'factor'],
        rows: [
          [1000000, 1],
          ['2000000', '1.2'],
          [5000000, null],
        ],
      },
    });
    expect((await client.get(`${v}/datasets`)).body).toEqual({
      data: [{ id: created.body.id, name: 'limits', columns: ['limit', 'factor'], rowCount: 3 }],
    });
    expect((await client.get(`${v}/datasets/${created.body.id}`)).body).toMatchObject({
      rows: [
        [1000000, 1],
        ['2000000', '1.2'],
        [5000000, null],
      ],
    });
    expect(
      (
        await client.put(`${v}/datasets/${created.body.id}`, {
          name: 'limits',
          columns: ['limit'],
          rows: [],
        })
      ).body,
    ).toMatchObject({ columns: ['limit'], rows: [] });
    expect((await client.delete(`${v}/datasets/${created.body.id}`)).status).toBe(204);
    expect(
      (await auditOf(server, 'product_dataset', created.body.id)).map((e) => e.action),
    ).toEqual(['created', 'updated', 'deleted']);
  });

  it('refuses duplicate columns, ragged rows and a name in use', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath: v } = await createProduct(client, company.id);
    expect(
      (await client.post(`${v}/datasets`, { name: 'd', columns: ['a', 'a'], rows: [] })).body,
    ).toMatchObject({ errors: { columns: [Messages.duplicateValues] } });
    expect(
      (await client.post(`${v}/datasets`, { name: 'd', columns: ['a', 'b'], rows: [['1']] })).body,
    ).toMatchObject({ errors: { 'rows.0': ['Row 1 has 1 cells; expected 2.'] } });
    await client.post(`${v}/datasets`, { name: 'd', columns: ['a'], rows: [] });
    expect(
      (await client.post(`${v}/datasets`, { name: 'd', columns: ['a'], rows: [] })).body,
    ).toMatchObject({ errors: { name: [Messages.nameInUse] } });
  });

  it('refuses to delete a dataset a formula reads, or to drop a column it reads', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath: v } = await createProduct(client, company.id);
    const d = await client.post<{ id: number }>(`${v}/datasets`, {
      name: 'rates',
      columns: ['code', 'rate'],
      rows: [['A', '1']],
    });
    await client.post(
      `${v}/property-formulas`,
      formula('rate', 'LOOKUP("rates", "code", "A", "rate")'),
    );
    expect((await client.delete(`${v}/datasets/${d.body.id}`)).status).toBe(422);
    const dropped = await client.put(`${v}/datasets/${d.body.id}`, {
      name: 'rates',
      columns: ['code'],
      rows: [['A']],
    });
    expect(dropped.status).toBe(422);
    expect((dropped.body as { errors: { version: string[] } }).errors.version[0]).toMatch(
      /^rate: .*rate/,
    );
  });
});

describe('POST …/datasets/import (text/csv)', () => {
  it('imports quoted cells, escaped quotes, embedded commas and newlines and a BOM', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath: v } = await createProduct(client, company.id);
    const res = await client.json(
      'POST',
      `${v}/datasets/import?name=occupations`,
      undefined,
      csv(
        '\uFEFFcode,label,loading\r\nACC,"Accountant, chartered",1\r\nENG,"Engineer ""civil""\nand structural",1.25\r\n',
      ),
    );
    expect(res).toMatchObject({
      status: 201,
      body: {
        name: 'occupations',
        columns: ['code', 'label', 'loading'],
        rows: [
          ['ACC', 'Accountant, chartered', '1'],
          ['ENG', 'Engineer "civil"\nand structural', '1.25'],
        ],
      },
    });
  });

  it('replaces an existing dataset only with replace=true', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath: v } = await createProduct(client, company.id);
    await client.json('POST', `${v}/datasets/import?name=t`, undefined, csv('a\n1'));
    expect(
      (await client.json('POST', `${v}/datasets/import?name=t`, undefined, csv('a\n2'))).body,
    ).toMatchObject({ errors: { name: [Messages.nameInUse] } });
    const replaced = await client.json<{ rows: unknown }>(
      'POST',
      `${v}/datasets/import?name=t&replace=true`,
      undefined,
      csv('a\n3'),
    );
    expect(replaced.body.rows).toEqual([['3']]);
    expect((await client.get<{ data: unknown[] }>(`${v}/datasets`)).body.data).toHaveLength(1);
  });

  it('answers malformed files under file, and refuses other content types and a missing name', async () => {
    const { company, client } = await underwriter(server);
    const { versionPath: v } = await createProduct(client, company.id);
    expect(
      (await client.json('POST', `${v}/datasets/import?name=t`, undefined, csv('a,b\n"x,1'))).body,
    ).toMatchObject({ errors: { file: ['A quoted field is not closed.'] } });
    expect(
      (await client.json('POST', `${v}/datasets/import?name=t`, undefined, csv('a,b\n1,2,3'))).body,
    ).toMatchObject({ errors: { file: ['Line 2 has 3 cells; expected 2.'] } });
    expect(
      (await client.json('POST', `${v}/datasets/import?name=t`, undefined, csv(''))).body,
    ).toMatchObject({ errors: { file: ['The file is empty.'] } });
    expect(
      (await client.json('POST', `${v}/datasets/import`, undefined, csv('a\n1'))).body,
    ).toMatchObject({ errors: { name: [Messages.required] } });
    expect((await client.json('POST', `${v}/datasets/import?name=t`, { a: 1 })).status).toBe(415);
    expect(
      (
        await client.json(
          'POST',
          `${v}/datasets/import?name=t`,
          undefined,
          csv(`a\n${'1\n'.repeat(5001)}`),
        )
      ).body,
    ).toMatchObject({ errors: { file: ['The file has more than 5000 rows.'] } });
  });
});
