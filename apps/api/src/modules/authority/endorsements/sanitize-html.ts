/**
 * A strict allowlist sanitizer for endorsement rich content (docs/decisions/070-authority.md). The
 * content is shown to brokers and printed into policy documents, so only plain formatting survives:
 * p, strong, em, u, ul, ol, li, h2–h4, blockquote, br, and a with an http(s) or mailto href. Every other
 * tag is dropped (its text kept), every other attribute removed, and the content of script-like
 * elements discarded. The output is always well formed: tags are re-written by us and balanced.
 */

const allowedTags = new Set([
  'p',
  'strong',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'br',
  'a',
]);
const voidTags = new Set(['br']);
/** Elements whose content is never text a reader should see. */
const discardedContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'head',
]);

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes character references, so `jav&#x61;script:` is seen as what a browser would see. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : '';
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

const escapeText = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (v: string) => escapeText(v).replace(/"/g, '&quot;');

const isIgnoredInScheme = (code: number) => code <= 0x20 || (code >= 0x7f && code <= 0x9f);

/** The href when it is an absolute http(s) or mailto URL, else null. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so we do too.
  const decoded = [...decodeEntities(raw)]
    .filter((c) => !isIgnoredInScheme(c.codePointAt(0)!))
    .join('');
  if (!/^(https?:\/\/|mailto:)/i.test(decoded)) return null;
  try {
    const url = new URL(decoded);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  end: number;
}

/** Reads a tag starting at `start` (the `<`), honouring quoted attribute values; null when it is not a tag. */
function readTag(html: string, start: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64));
  if (!head) return null;
  let i = start + head[0].length;
  const attributes = new Map<string, string>();
  const attr = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?|\s*\/|\s+/y;
  while (i < html.length && html[i] !== '>') {
    attr.lastIndex = i;
    const m = attr.exec(html);
    if (!m || m[0].length === 0) {
      i++;
      continue;
    }
    if (m[1]) attributes.set(m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
    i += m[0].length;
  }
  return {
    name: head[2]!.toLowerCase(),
    closing: head[1] === '/',
    attributes,
    end: Math.min(i + 1, html.length),
  };
}

/** Index just past the end of a discarded element's content (its closing tag), or the end of input. */
function skipContent(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}\\b[^>]*>`, 'i');
  const m = close.exec(html.slice(from));
  return m ? from + m.index + m[0].length : html.length;
}

function openTag(tag: Tag): string {
  if (tag.name !== 'a') return `<${tag.name}>`;
  const href = safeHref(tag.attributes.get('href') ?? '');
  return href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow">` : '<a>';
}

/** Emits an allowed tag, keeping the open-element stack balanced; stray closing tags are dropped. */
function emitTag(tag: Tag, stack: string[], out: string[]): void {
  if (!allowedTags.has(tag.name)) return;
  if (!tag.closing) {
    out.push(voidTags.has(tag.name) ? '<br>' : openTag(tag));
    if (!voidTags.has(tag.name)) stack.push(tag.name);
    return;
  }
  const at = stack.lastIndexOf(tag.name);
  if (at < 0) return;
  while (stack.length > at) out.push(`</${stack.pop()}>`);
}

/** Returns the HTML with only the allowlisted tags and attributes, well formed. */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const stack: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out.push(escapeText(decodeEntities(html.slice(i))));
      break;
    }
    if (lt > i) out.push(escapeText(decodeEntities(html.slice(i, lt))));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out.push('&lt;');
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (!tag.closing && discardedContent.has(tag.name)) {
      i = skipContent(html, tag.name, i);
      continue;
    }
    emitTag(tag, stack, out);
  }
  while (stack.length) out.push(`</${stack.pop()}>`);
  return out.join('');
}
