// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient pdfmake declaration travels with its one user into the projects that import the API (bench, e2e)
/// <reference path="./pdfmake.d.ts" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Liquid } from 'liquidjs';
import pdfmake from 'pdfmake';
import type { Content, ContentText } from './pdf-content.ts';
import { fieldError } from '../../platform/errors.ts';
import type { TemplateContext } from './template-context.ts';

/**
 * Templates render in two steps (decision 147): liquid fills the merge fields of the editor's HTML (a
 * sandbox: no code, own properties only, values HTML-escaped; an unknown field or filter is an error
 * that says which and where), then the HTML becomes a pdfmake document (A4, embedded Roboto TTF, so
 * text is selectable and accents, $ and € render).
 */
const liquid = new Liquid({
  strictVariables: true,
  strictFilters: true,
  ownPropertyOnly: true,
  outputEscape: 'escape',
  cache: false,
});

/** The editor escapes `<`, `>` and `&` in text; inside `{{ }}` and `{% %}` liquid needs them back. */
function unescapeTags(html: string): string {
  return html.replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, (tag) => decodeEntities(tag));
}

/** Why a template cannot render, for a person: "Unknown field insured.nme (line 1, column 7)." */
export function templateProblem(error: unknown): string {
  const e = error as { name?: string; message?: string };
  const message = (e.message ?? String(error)).replace(/\s+/g, ' ');
  const where = /line:(\d+), col:(\d+)/.exec(message);
  const at = where ? ` (line ${where[1]}, column ${where[2]})` : '';
  const unknownVar = /undefined variable: ([^,]+)/.exec(message);
  if (unknownVar) return `Unknown field ${unknownVar[1]}${at}.`;
  const unknownFilter = /undefined filter: ([^,]+)/.exec(message);
  if (unknownFilter) return `Unknown filter ${unknownFilter[1]}${at}.`;
  return `${message.replace(/, line:\d+, col:\d+.*$/, '')}${at}.`.replace(/\.\.$/, '.');
}

/** Fills the merge fields; a template that cannot render throws its problem (a plain Error). */
export async function renderHtml(content: string, data: TemplateContext): Promise<string> {
  try {
    return String(await liquid.parseAndRender(unescapeTags(content), data));
  } catch (error) {
    throw new Error(templateProblem(error), { cause: error });
  }
}

/** As renderHtml, for a request: the problem is a 422 under `content`. */
export async function renderHtmlOr422(content: string, data: TemplateContext): Promise<string> {
  try {
    return await renderHtml(content, data);
  } catch (error) {
    throw fieldError('content', (error as Error).message);
  }
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : all;
    }
    return entities[code.toLowerCase()] ?? all;
  });
}

interface Marks {
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline' | 'lineThrough';
  link?: string;
}
type Run = { text: string } & Marks;
interface List {
  ordered: boolean;
  items: Content[][];
}

const headingSizes: Record<string, number> = { h1: 18, h2: 15, h3: 13, h4: 12, h5: 11, h6: 11 };

/**
 * The editor's HTML (tiptap: paragraphs, headings, bold, italic, underline, strike, links, lists, quotes,
 * rules, line breaks) as pdfmake content. Anything else keeps its text and loses its tag.
 */
export function htmlToContent(html: string): Content[] {
  const out: Content[] = [];
  const marks: Marks[] = [];
  const lists: List[] = [];
  let runs: Run[] = [];
  let block: { style: Partial<ContentText> } | null = null;
  let quote = 0;

  const target = (): Content[] => {
    const list = lists.at(-1);
    const item = list?.items.at(-1);
    return item ?? out;
  };
  const flush = () => {
    const text = runs.filter((r) => r.text !== '');
    if (text.length > 0 || block) {
      const node: ContentText = {
        text: text.length ? text.map((r) => ({ ...r })) : ' ',
        margin: [quote * 16, 0, 0, 6],
        ...(block?.style ?? {}),
      };
      target().push(node);
    }
    runs = [];
    block = null;
  };
  const current = (): Marks => Object.assign({}, ...marks) as Marks;

  const re = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[4] !== undefined) {
      const text = decodeEntities(m[4]).replace(/[ \t\r\n]+/g, ' ');
      if (text.trim() === '' && !block && runs.length === 0) continue;
      runs.push({ text, ...current() });
      continue;
    }
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    const attrs = m[3] ?? '';
    switch (tag) {
      case 'p':
      case 'div':
        flush();
        if (!closing) block = { style: {} };
        break;
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        flush();
        if (!closing) block = { style: { fontSize: headingSizes[tag], bold: true } };
        break;
      case 'blockquote':
        flush();
        quote = Math.max(0, quote + (closing ? -1 : 1));
        break;
      case 'ul':
      case 'ol':
        flush();
        if (!closing) lists.push({ ordered: tag === 'ol', items: [] });
        else {
          const list = lists.pop();
          if (list) {
            const items = list.items.map((c) => (c.length === 1 ? c[0]! : { stack: c }));
            target().push(
              list.ordered
                ? { ol: items, margin: [0, 0, 0, 6] }
                : { ul: items, margin: [0, 0, 0, 6] },
            );
          }
        }
        break;
      case 'li':
        flush();
        if (!closing) lists.at(-1)?.items.push([]);
        break;
      case 'br':
        runs.push({ text: '\n', ...current() });
        break;
      case 'hr':
        flush();
        target().push({
          canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 0.5 }],
          margin: [0, 4, 0, 8],
        });
        break;
      case 'strong':
      case 'b':
        if (closing) marks.pop();
        else marks.push({ bold: true });
        break;
      case 'em':
      case 'i':
        if (closing) marks.pop();
        else marks.push({ italics: true });
        break;
      case 'u':
        if (closing) marks.pop();
        else marks.push({ decoration: 'underline' });
        break;
      case 's':
      case 'strike':
        if (closing) marks.pop();
        else marks.push({ decoration: 'lineThrough' });
        break;
      case 'a': {
        if (closing) marks.pop();
        else {
          const href = /href="([^"]*)"/i.exec(attrs)?.[1];
          const safe =
            href && /^https?:\/\//i.test(decodeEntities(href)) ? decodeEntities(href) : undefined;
          marks.push(safe ? { link: safe, decoration: 'underline' } : {});
        }
        break;
      }
      default:
        break;
    }
  }
  flush();
  while (lists.length) {
    const list = lists.pop()!;
    out.push({ ul: list.items.map((c) => ({ stack: c })) });
  }
  return out;
}

let fontsReady = false;
function useFonts(): void {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  pdfmake.setFonts({
    Roboto: {
      normal: join(dir, 'Roboto-Regular.ttf'),
      bold: join(dir, 'Roboto-Medium.ttf'),
      italics: join(dir, 'Roboto-Italic.ttf'),
      bolditalics: join(dir, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Templates never load anything: no URL, and only the bundled fonts on disk.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(dir));
  fontsReady = true;
}

/** Rendered HTML parts (a combined template's documents, in order) as one A4 PDF with the company's header. */
export async function renderPdf(
  parts: string[],
  meta: { title: string; companyName: string },
): Promise<Buffer> {
  useFonts();
  const content: Content[] = [];
  parts.forEach((html, i) => {
    const body = htmlToContent(html);
    if (i > 0 && body.length > 0) content.push({ text: '', pageBreak: 'before' });
    content.push(...body);
  });
  const doc = {
    pageSize: 'A4',
    pageMargins: [40, 70, 40, 50] as [number, number, number, number],
    info: { title: meta.title, author: meta.companyName, creator: 'Turbine' },
    header: (): Content => ({
      columns: [
        { text: meta.companyName, bold: true, fontSize: 12, color: '#1c3d5a' },
        { text: meta.title, alignment: 'right', fontSize: 9, color: '#555555' },
      ],
      margin: [40, 28, 40, 0],
    }),
    footer: (page: number, pages: number): Content => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#777777',
      margin: [0, 20, 0, 0],
    }),
    content,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
  };
  const buffer = await pdfmake.createPdf(doc).getBuffer();
  return Buffer.from(buffer);
}
