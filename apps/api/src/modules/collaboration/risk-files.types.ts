import { sniffContentType } from '../../platform/files/sniff.ts';

/** Office formats are zip (OOXML) or OLE containers: their extension tells which application opens them. */
const officeByExtension: Record<string, { container: string; mime: string }> = {
  docx: {
    container: 'application/zip',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    container: 'application/zip',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    container: 'application/zip',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  doc: { container: 'application/x-ole-storage', mime: 'application/msword' },
  xls: { container: 'application/x-ole-storage', mime: 'application/vnd.ms-excel' },
  ppt: { container: 'application/x-ole-storage', mime: 'application/vnd.ms-powerpoint' },
};

/** Text formats have no magic bytes; they are recognised as valid UTF-8 without control bytes. */
const textByExtension: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  eml: 'message/rfc822',
};

function isText(body: Buffer): boolean {
  const sample = body.subarray(0, 64 * 1024);
  for (const byte of sample)
    if (byte === 0 || byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return false;
  // A multi-byte character may be cut at the sample's end; decode the whole body to be sure.
  return new TextDecoder('utf-8', { fatal: false }).decode(body).indexOf('\uFFFD') === -1;
}

const executableTypes = new Set([
  'application/x-msdownload',
  'application/x-dosexec',
  'application/x-executable',
  'application/x-elf',
  'application/x-mach-binary',
]);

const extensionOf = (name: string) => (/\.([a-z0-9]{1,8})$/i.exec(name)?.[1] ?? '').toLowerCase();

/**
 * The content type of a risk file (§9 recognised file types): proved by the bytes, refined by the name's
 * extension only where the bytes are a container (zip, OLE) or plain text. Null when not recognised.
 */
export function riskFileType(body: Buffer, name: string): string | null {
  const sniffed = sniffContentType(body);
  const ext = extensionOf(name);
  // §9 lists executables among the recognised types (to show them), but a risk file is shared between
  // companies: programs are refused, whatever the name says.
  if (sniffed && executableTypes.has(sniffed)) return null;
  if (sniffed) {
    const office = officeByExtension[ext];
    return office && office.container === sniffed
      ? office.mime
      : sniffed === 'application/x-ole-storage'
        ? null
        : sniffed;
  }
  if (!isText(body)) return null;
  return textByExtension[ext] ?? 'text/plain';
}
