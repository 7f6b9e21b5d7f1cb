// Document generation (issue 12, decisions 147, 148, 186): what one worker does for each bound policy's
// policy schedule — the demo's combined "Policy schedule" + "Certificate of currency" rendered with liquid
// against a risk's merge data (eight premium lines), laid out by pdfmake with the embedded Roboto fonts
// (A4, header, page numbers), then a 4-page uploaded wording appended with pdf-lib — one document after
// another in one process (one worker). Reading the risk and writing the file and its rows are not timed
// (see "Outbox" in docs/performance.md for the delivery itself).
// Run: npx tsx bench/documents.bench.ts   (env: DOCUMENTS_BENCH_RUNS, default 200; DOCUMENTS_BENCH_OUT,
// a path to keep the first document, e.g. to look at it with `pdftoppm -png`)
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { appendPdfs } from '../apps/api/src/modules/collaboration/pdf-merge.ts';
import { money, sampleContext } from '../apps/api/src/modules/collaboration/template-context.ts';
import { renderHtml, renderPdf } from '../apps/api/src/modules/collaboration/template-render.ts';

const RUNS = Number(process.env.DOCUMENTS_BENCH_RUNS ?? 200);
const WARM_UP = 5;

// The demo's templates (apps/api/src/seed/demo-documents.ts), as Meridian's underwriter wrote them.
const premiumLines =
  '<ul>{% for line in premium.lines %}<li>{{ line.title }}: {{ line.amount }}</li>{% endfor %}</ul>';
const policySchedule = [
  '<h1>Policy schedule</h1>',
  '<p><strong>Insured:</strong> {{ insured.name }}<br><strong>Address:</strong> {{ insured.address }}<br><strong>Policy number:</strong> {{ risk.reference }}<br><strong>Broker:</strong> {{ broker.name }}</p>',
  '<p><strong>Period of insurance:</strong> {{ dates.inception }} to {{ dates.expiry }}<br><strong>Bound on:</strong> {{ dates.bound }}</p>',
  `<h2>Premium</h2>${premiumLines}`,
  '<p><strong>Total payable:</strong> {{ premium.total }}</p>',
  '<blockquote><p>Read this schedule with the policy wording. Tell your broker of any change.</p></blockquote>',
].join('');
const certificate = [
  '<h1>Certificate of currency</h1>',
  '<p>This certifies that <strong>{{ insured.name }}</strong> holds a current {{ product.name }} policy, reference {{ risk.reference }}, from {{ dates.inception }} to {{ dates.expiry }}, underwritten by {{ underwriter.company }}.</p>',
  '<p>Issued on {{ dates.today }}.</p>',
].join('');

function contextFor(i: number) {
  const data = sampleContext();
  const m = (v: string) => money(v, 'AUD');
  data.insured.name = `Zoë Lefèvre & Co ${i}`;
  data.risk.reference = `MER-${String(100000 + i)}`;
  data.premium.lines = [
    { title: 'Base premium', amount: m(`${1000 + i}.00`) },
    { title: 'Cyber add-on', amount: m('420.50') },
    { title: 'Broker fee', amount: m('75.00') },
    { title: 'Policy fee', amount: m('25.00') },
    { title: 'Emergency services levy', amount: m('18.37') },
    { title: 'Stamp duty (NSW)', amount: m('139.12') },
    { title: 'GST', amount: m('152.01') },
    { title: 'Total', amount: m(`${1830 + i}.00`) },
  ];
  data.premium.total = m(`${1830 + i}.00`);
  return data;
}

async function wordingPdf(): Promise<Buffer> {
  const page = (n: number) =>
    `<h2>Section ${n}</h2>` +
    Array.from(
      { length: 12 },
      () =>
        '<p>We will pay on behalf of the insured all sums which the insured becomes legally liable to pay as compensation for civil liability arising from the provision of professional services, subject to the limits, exclusions and conditions of this policy.</p>',
    ).join('');
  return renderPdf([1, 2, 3, 4].map(page), { title: 'PI wording', companyName: 'Meridian' });
}

async function oneSchedule(i: number, wording: Buffer): Promise<Buffer> {
  const data = contextFor(i);
  const html = [await renderHtml(policySchedule, data), await renderHtml(certificate, data)];
  const pdf = await renderPdf(html, {
    title: 'Policy schedule',
    companyName: 'Meridian Underwriting',
  });
  return appendPdfs(pdf, [{ name: 'PI wording.pdf', bytes: wording }]);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const wording = await wordingPdf();
const coldStart = performance.now();
const first = await oneSchedule(0, wording);
const cold = performance.now() - coldStart;
if (process.env.DOCUMENTS_BENCH_OUT) writeFileSync(process.env.DOCUMENTS_BENCH_OUT, first);
for (let i = 1; i <= WARM_UP; i++) await oneSchedule(i, wording);
const times: number[] = [];
let bytes = 0;
const start = performance.now();
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  bytes += (await oneSchedule(1000 + i, wording)).length;
  times.push(performance.now() - t);
}
const wall = (performance.now() - start) / 1000;
times.sort((a, b) => a - b);
const cpu = process.cpuUsage();
console.log(
  JSON.stringify(
    {
      runs: RUNS,
      firstDocumentMs: Math.round(cold),
      firstDocumentBytes: first.length,
      p50Ms: +pct(times, 50).toFixed(1),
      p99Ms: +pct(times, 99).toFixed(1),
      maxMs: +times[times.length - 1]!.toFixed(1),
      documentsPerSecond: +(RUNS / wall).toFixed(1),
      averageBytes: Math.round(bytes / RUNS),
      processCpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(1),
    },
    null,
    2,
  ),
);
