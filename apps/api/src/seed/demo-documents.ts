import type { FastifyInstance } from 'fastify';
import type { DirectoryDto, DocumentFileDetailDto, UserDto } from '@turbine/domain';
import { InjectClient } from './inject-client.ts';

/**
 * A one-page PDF with lines of Helvetica text, built by hand (the demo needs real PDFs a browser opens;
 * WinAnsi text only). Offsets in the cross-reference table are counted from the bytes written.
 */
export function simplePdf(title: string, lines: string[]): Buffer {
  const esc = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F1 18 Tf 56 780 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 16 TL',
    ...lines.map((l) => `(${esc(l)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * Meridian's company documents (decision 131): a public "Policy wordings" folder its brokers and clients
 * see, with a wording in two versions, and a private "Underwriting guidelines" folder. Through the API,
 * as the demo underwriter does it.
 */
export async function seedDemoDocuments(app: FastifyInstance, email: string, password: string) {
  const uw = await new InjectClient(app).login(email, password);
  const user = await uw.request<UserDto>('GET', '/user');
  const companyId = user.roles.find((r) => r.company.handle === 'meridian')!.companyId;
  const base = `/companies/${companyId}/documents`;
  const folder = async (name: string, visibility: 1 | 2, parentId: number | null = null) =>
    (await uw.request<{ id: number }>('POST', `${base}/folders`, { name, visibility, parentId }))
      .id;
  const upload = (folderId: number, name: string, pdf: Buffer, isProtected = false) =>
    uw.upload<DocumentFileDetailDto>(
      `${base}/folders/${folderId}/files?name=${encodeURIComponent(name)}&protected=${isProtected}`,
      pdf,
    );

  const wordings = await folder('Policy wordings', 2);
  const wordingLines = (edition: string) => [
    `Consultants Professional Indemnity - policy wording, ${edition} edition.`,
    'Section 1: Insuring clause. We will indemnify you against civil liability',
    'for claims first made against you during the period of insurance.',
    'Section 2: Exclusions. Section 3: Conditions. Section 4: Definitions.',
  ];
  const wording = await upload(
    wordings,
    'Consultants PI wording.pdf',
    simplePdf('Meridian Underwriting Agency', wordingLines('2025')),
    true,
  );
  await uw.upload(
    `${base}/files/${wording.id}/versions?name=${encodeURIComponent('Consultants PI wording.pdf')}`,
    simplePdf('Meridian Underwriting Agency', wordingLines('2026')),
  );
  await upload(
    wordings,
    'Cyber add-on wording.pdf',
    simplePdf('Meridian Underwriting Agency', [
      'Cyber add-on - policy wording.',
      'Covers first-party data restoration and third-party privacy liability.',
    ]),
  );
  const guidelines = await folder('Underwriting guidelines', 1);
  await upload(
    guidelines,
    'Referral guidelines.pdf',
    simplePdf('Underwriting guidelines (internal)', [
      'Refer any consultant with revenue above $5,000,000.',
      'Decline engineering consultancies without a quality system.',
    ]),
  );
  await uw.request<DirectoryDto>('GET', base);
  await uw.logout();
}
