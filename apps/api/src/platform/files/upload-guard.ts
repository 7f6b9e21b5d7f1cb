// The one upload guard (issue 22, docs/decisions/108). Every upload route declares `config.upload` with the
// content types it accepts; this hook checks the raw bytes before the route runs: size, content sniffed
// from the bytes (file-type plus our own signatures), the declared extension, and no HTML, script,
// executable or polyglot. The route receives `request.upload` ({body, mime}) and never sniffs itself.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Messages } from '@turbine/domain';
import { AppError, fieldError } from '../errors.ts';
import { sniffContentType } from './sniff.ts';

/** What an upload route accepts. */
export interface UploadPolicy {
  /** Content types accepted, as proved by the bytes (text types: UTF-8 text that is not markup). */
  types: readonly string[];
  /** The query value holding the file's name; its extension must agree with the bytes. */
  nameQuery?: string;
  /** The answer to an empty file under `file`; the spec's required message when not given. */
  emptyMessage?: string;
  /** A size limit of its own (MB), above the platform's MAX_UPLOAD_MB (the route sets its bodyLimit to match). */
  maxMb?: number;
  /** Text-only routes: say plainly that a UTF-16 or otherwise non-UTF-8 file is refused for its encoding. */
  encodingMessages?: { utf16: string; notUtf8: string };
}

/** An upload that passed the guard: the bytes and the content type they prove. */
export interface CheckedUpload {
  body: Buffer;
  mime: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route receives a file as its raw body, checked by the upload guard (platform/files/upload-guard.ts). */
    upload?: UploadPolicy;
  }
  interface FastifyRequest {
    /** The checked upload of an upload route. */
    upload?: CheckedUpload;
  }
}

/** Every upload route, filled as routes are added (the generated upload test walks it). */
export const uploadRoutes: { method: string; url: string; policy: UploadPolicy }[] = [];

/** Office formats are zip (OOXML) or OLE containers: their extension tells which application opens them. */
const officeByExtension: Record<string, { containers: string[]; mime: string }> = {
  docx: {
    containers: ['application/zip'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    containers: ['application/zip'],
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    containers: ['application/zip'],
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  doc: {
    containers: ['application/x-cfb', 'application/x-ole-storage'],
    mime: 'application/msword',
  },
  xls: {
    containers: ['application/x-cfb', 'application/x-ole-storage'],
    mime: 'application/vnd.ms-excel',
  },
  ppt: {
    containers: ['application/x-cfb', 'application/x-ole-storage'],
    mime: 'application/vnd.ms-powerpoint',
  },
};

/** Text formats have no magic bytes: valid UTF-8 without control bytes, named by the extension. */
const textByExtension: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  eml: 'message/rfc822',
};

/** The content types each known extension may hold (the declared extension must agree with the bytes). */
const typesByExtension: Record<string, string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  avif: ['image/avif'],
  heic: ['image/heic', 'image/heif'],
  heif: ['image/heic', 'image/heif'],
  svg: ['image/svg+xml'],
  mp4: ['video/mp4'],
  zip: ['application/zip'],
  rar: ['application/x-rar-compressed', 'application/vnd.rar'],
  '7z': ['application/x-7z-compressed'],
  txt: ['text/plain'],
  csv: ['text/csv'],
  json: ['application/json'],
  eml: ['message/rfc822'],
  ...Object.fromEntries(Object.entries(officeByExtension).map(([ext, o]) => [ext, [o.mime]])),
};

/** Extensions a browser or a desktop would run or render as a page: refused whatever the bytes are. */
const dangerousExtensions = new Set(
  'html htm xhtml shtml xht mht mhtml js mjs cjs hta svgz xml xsl exe com bat cmd sh bash ps1 psm1 vbs vbe wsf wsh scr msi dll jar php phtml asp aspx jsp py pl rb app dmg elf so lnk reg'.split(
    ' ',
  ),
);

/** Programs, by the type file-type or our signatures give them. */
const executableTypes = new Set([
  'application/x-msdownload',
  'application/x-dosexec',
  'application/x-executable',
  'application/x-elf',
  'application/x-sharedlib',
  'application/x-mach-binary',
  'application/vnd.microsoft.portable-executable',
  'application/x-msi',
  'application/java-archive',
  'application/x-apple-diskimage',
  'application/wasm',
]);

/** Markup that makes a browser build a page or run script; found anywhere in the bytes it is a polyglot. */
const markup =
  /<(?:!doctype\s+html|html|head|body|script|iframe|frame|frameset|object|embed|applet|meta\s+http-equiv|\?xml-stylesheet)[\s>/]/i;
/** What an SVG must not hold: script, foreign HTML, event handlers, javascript: links, entities. */
const activeSvg =
  /<(?:script|foreignobject|iframe|embed|object|handler|!entity)[\s>/]|\son[a-z]+\s*=|javascript:|data:text\/html/i;

function isText(body: Buffer): boolean {
  const sample = body.subarray(0, 64 * 1024);
  for (const byte of sample)
    if (byte === 0 || byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return false;
  // A multi-byte character may be cut at the sample's end; decode the whole body to be sure.
  return new TextDecoder('utf-8').decode(body).indexOf('\uFFFD') === -1;
}

const extensionOf = (name: string) => (/\.([a-z0-9]{1,8})$/i.exec(name)?.[1] ?? '').toLowerCase();

/** The content type the bytes prove for this policy and name, or null when the file is refused. */
export async function uploadType(
  body: Buffer,
  policy: UploadPolicy,
  name?: string,
): Promise<string | null> {
  const ext = name ? extensionOf(name) : '';
  if (dangerousExtensions.has(ext)) return null;
  // file-type names any text starting `<?xml` XML; that is an SVG or text here, told apart below.
  const found = await fileTypeFromBuffer(body);
  const detected = found?.mime === 'application/xml' ? undefined : found;
  const own = sniffContentType(body);
  if (
    (detected && executableTypes.has(detected.mime)) ||
    (own && executableTypes.has(own)) ||
    body.subarray(0, 2).toString('latin1') === '#!'
  )
    return null;
  // The whole file is searched: a PDF, an image or a text that carries a page is a polyglot.
  const latin1 = body.toString('latin1');
  let mime: string | null;
  if (detected) {
    const office = officeByExtension[ext];
    mime = office?.containers.includes(detected.mime) ? office.mime : detected.mime;
    // A bare OLE container without an Office extension could be anything (an .msi is one).
    if (mime === 'application/x-cfb') return null;
  } else if (own === 'image/svg+xml') {
    mime = own;
    if (activeSvg.test(latin1)) return null;
  } else if (own) {
    mime = own;
  } else if (isText(body)) {
    const textTypes = policy.types.filter((t) => Object.values(textByExtension).includes(t));
    mime = textByExtension[ext] ?? textTypes[0] ?? 'text/plain';
  } else return null;
  // An email (.eml) carries its HTML part as text by design; it is only ever served as an attachment.
  const email = mime === 'message/rfc822' && /^[A-Za-z-]+:[ \t]/.test(latin1);
  if (mime !== 'image/svg+xml' && !email && markup.test(latin1)) return null;
  const expected = typesByExtension[ext];
  if (expected && !expected.includes(mime)) return null;
  return policy.types.includes(mime) ? mime : null;
}

/** The refusal every upload route answers for a file it does not take (§8 'Invalid file type.'). */
export const invalidFileType = () =>
  new AppError('INVALID_FILE_TYPE', { errors: { file: [Messages.invalidFileType] } });

/** Checks an upload's size and type (§5 size limit, §8 messages, §9 recognised types). */
export async function checkUpload(
  body: Buffer,
  policy: UploadPolicy,
  opts: { maxUploadMb: number; name?: string },
): Promise<CheckedUpload> {
  const limit = policy.maxMb ?? opts.maxUploadMb;
  if (body.length >= limit * 1024 * 1024)
    throw new AppError('FILE_TOO_LARGE', {
      message: Messages.fileTooLarge(limit),
      errors: { file: [Messages.fileTooLarge(limit)] },
    });
  if (body.length === 0) throw fieldError('file', policy.emptyMessage ?? Messages.required);
  const mime = await uploadType(body, policy, opts.name);
  if (!mime && policy.encodingMessages) await refuseEncoding(body, policy.encodingMessages);
  if (!mime) throw invalidFileType();
  return { body, mime };
}

/** A refused file that is no known binary format but text in another encoding: said as such. */
async function refuseEncoding(
  body: Buffer,
  messages: NonNullable<UploadPolicy['encodingMessages']>,
): Promise<void> {
  const bom = body.subarray(0, 2);
  const utf16 = (bom[0] === 0xff && bom[1] === 0xfe) || (bom[0] === 0xfe && bom[1] === 0xff);
  const message = utf16
    ? messages.utf16
    : !(await fileTypeFromBuffer(body)) && !isText(body)
      ? messages.notUtf8
      : null;
  if (message) throw new AppError('INVALID_FILE_TYPE', { message, errors: { file: [message] } });
}

function nameOf(request: FastifyRequest, policy: UploadPolicy): string | undefined {
  if (!policy.nameQuery) return undefined;
  const value = (request.query as Record<string, unknown> | undefined)?.[policy.nameQuery];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Registers the guard: collects the upload routes, and before each one's handler (after the access guard
 * and the route's query schema) checks the raw body and hands the route `request.upload`.
 */
export function registerUploadGuard(app: FastifyInstance, opts: { maxUploadMb: number }): void {
  app.addHook('onRoute', (route) => {
    const policy = route.config?.upload;
    if (!policy) return;
    // Once per method and path: every app built in one process (tests share the module graph, decision
    // 241) registers the same routes again, and the upload walk would try each copy.
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      if (!uploadRoutes.some((r) => r.method === method && r.url === route.url))
        uploadRoutes.push({ method, url: route.url, policy });
  });
  app.addHook('preHandler', async (request) => {
    const policy = request.routeOptions.config.upload;
    if (!policy) return;
    if (!Buffer.isBuffer(request.body))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: 'Send the file as the request body.',
      });
    request.upload = await checkUpload(request.body, policy, {
      maxUploadMb: opts.maxUploadMb,
      name: nameOf(request, policy),
    });
  });
}

/** The checked upload of an upload route (the guard has run). */
export function uploadOf(request: FastifyRequest): CheckedUpload {
  if (!request.upload) throw new Error(`Route ${request.routeOptions.url} declares no upload`);
  return request.upload;
}
