import { parse } from 'csv-parse/sync';
import type { PolicyImportDto } from '@turbine/domain';
import type { TestClient } from '../../../test/client.ts';

export const importPath = (companyId: number) => `/companies/${companyId}/woodina-bulk-import`;

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const csvLine = (cells: string[]) => cells.map(cell).join(',') + '\r\n';

/** The company's template, as header and example row by column. */
export async function templateOf(client: TestClient, companyId: number) {
  const res = await client.request('GET', `${importPath(companyId)}/template`);
  const text = await res.text();
  const [header, example] = parse(text, { bom: true }) as string[][];
  return {
    res,
    text,
    header: header!,
    example: Object.fromEntries(header!.map((h, i) => [h, example![i]!])) as Record<string, string>,
  };
}

/** A file of the template's columns, one line per row (each row the example with its changes). */
export function fileOf(
  t: { header: string[]; example: Record<string, string> },
  rows: Record<string, string>[],
): Buffer {
  return Buffer.from(
    csvLine(t.header) +
      rows.map((r) => csvLine(t.header.map((h) => r[h] ?? t.example[h] ?? ''))).join(''),
    'utf8',
  );
}

/** Posts a file to validate or import; the answer. */
export async function send(
  client: TestClient,
  companyId: number,
  mode: 'validate' | 'import',
  body: Buffer,
  headers: Record<string, string> = {},
) {
  const path = mode === 'validate' ? `${importPath(companyId)}/validate` : importPath(companyId);
  const res = await client.request('POST', `${path}?name=policies.csv`, undefined, {
    raw: body,
    contentType: 'text/csv',
    headers,
  });
  return {
    status: res.status,
    body: (await res.json()) as PolicyImportDto & {
      message?: string;
      errors?: unknown;
      code?: string;
    },
  };
}

/** Polls the import until its job has finished (bounded). */
export async function finished(
  client: TestClient,
  companyId: number,
  id: number,
  timeoutMs = 30_000,
): Promise<PolicyImportDto> {
  const deadline = Date.now() + timeoutMs;
  let last: PolicyImportDto | undefined;
  while (Date.now() < deadline) {
    last = (await client.json<PolicyImportDto>('GET', `${importPath(companyId)}/${id}`))
      .body as PolicyImportDto;
    if (!['queued', 'checking', 'importing'].includes(last.status)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} is still ${last?.status}`);
}
