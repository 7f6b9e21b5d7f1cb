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
  await seedDemoTemplates(uw, companyId);
  await uw.request<DirectoryDto>('GET', base);
  await uw.logout();
}

/**
 * Meridian's document templates (decision 147): a quote schedule produced at quote and a policy schedule
 * (combined with a certificate of currency) produced at bind by every version of Professional Indemnity.
 */
async function seedDemoTemplates(uw: InjectClient, companyId: number) {
  const base = `/companies/${companyId}/document-templates`;
  // Each is published at once (decision 224): products generate from a template's live version.
  const make = async (body: Record<string, unknown>) => {
    const made = await uw.request<{ id: number }>('POST', base, body, [201]);
    await uw.request('POST', `${base}/${made.id}/publish`, undefined, [200]);
    return made;
  };
  const premiumLines =
    '<ul>{% for line in premium.lines %}<li>{{ line.title }}: {{ line.amount }}</li>{% endfor %}</ul>';
  const quote = await make({
    name: 'Quote schedule',
    content: [
      '<h1>Quote schedule</h1>',
      '<p><strong>Insured:</strong> {{ insured.name }}<br><strong>Reference:</strong> {{ risk.reference }}<br><strong>Broker:</strong> {{ broker.name }}</p>',
      '<p><strong>Proposed period:</strong> {{ dates.inception }} to {{ dates.expiry }}</p>',
      `<h2>Premium</h2>${premiumLines}`,
      '<p>This quote is subject to the terms of the {{ product.name }} policy wording.</p>',
    ].join(''),
  });
  const certificate = await make({
    name: 'Certificate of currency',
    content: [
      '<h1>Certificate of currency</h1>',
      '<p>This certifies that <strong>{{ insured.name }}</strong> holds a current {{ product.name }} policy, reference {{ risk.reference }}, from {{ dates.inception }} to {{ dates.expiry }}, underwritten by {{ underwriter.company }}.</p>',
      '<p>Issued on {{ dates.today }}.</p>',
    ].join(''),
  });
  const policy = await make({
    name: 'Policy schedule',
    type: 'combined',
    additionalTemplateIds: [certificate.id],
    content: [
      '<h1>Policy schedule</h1>',
      '<p><strong>Insured:</strong> {{ insured.name }}<br><strong>Address:</strong> {{ insured.address }}<br><strong>Policy number:</strong> {{ risk.reference }}<br><strong>Broker:</strong> {{ broker.name }}</p>',
      '<p><strong>Period of insurance:</strong> {{ dates.inception }} to {{ dates.expiry }}<br><strong>Bound on:</strong> {{ dates.bound }}</p>',
      `<h2>Premium</h2>${premiumLines}`,
      '<p><strong>Total payable:</strong> {{ premium.total }}</p>',
      '<blockquote><p>Read this schedule with the policy wording. Tell your broker of any change.</p></blockquote>',
    ].join(''),
  });
  const products = await uw.request<{ data: { id: number; name: string }[] }>(
    'GET',
    `/companies/${companyId}/products?perPage=100`,
  );
  const pi = products.data.find((p) => p.name === 'Professional Indemnity');
  if (!pi) return;
  const versions = await uw.request<{ data: { id: number }[] }>(
    'GET',
    `/companies/${companyId}/products/${pi.id}/versions`,
  );
  for (const v of versions.data)
    await uw.request('PUT', `/companies/${companyId}/product-versions/${v.id}/document-templates`, {
      items: [
        { templateId: quote.id, event: 'quote' },
        { templateId: policy.id, event: 'bind' },
      ],
    });
}
