/** Content types recognised by their first bytes (spec §9 recognised file types), never by the name. */
const signatures: { mime: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/gif',
    test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    mime: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mime: 'image/avif',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['avif', 'avis'].includes(b.subarray(8, 12).toString('latin1')),
  },
  {
    mime: 'image/heic',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['heic', 'heix', 'mif1', 'msf1'].includes(b.subarray(8, 12).toString('latin1')),
  },
  { mime: 'video/mp4', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
  { mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    mime: 'application/zip',
    test: (b) => b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05),
  },
  {
    mime: 'application/x-rar-compressed',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'Rar!',
  },
  {
    mime: 'application/x-7z-compressed',
    test: (b) => b.subarray(0, 6).equals(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])),
  },
  { mime: 'application/x-msdownload', test: (b) => b[0] === 0x4d && b[1] === 0x5a },
  {
    mime: 'application/x-ole-storage',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
  },
];

function looksLikeSvg(b: Buffer): boolean {
  const head = b.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return (head.startsWith('<?xml') || head.startsWith('<svg')) && head.includes('<svg');
}

/** The content type the bytes prove, or null when they match no known signature. */
export function sniffContentType(body: Buffer): string | null {
  for (const s of signatures) if (s.test(body)) return s.mime;
  if (looksLikeSvg(body)) return 'image/svg+xml';
  return null;
}

/** Raster image types safe to show inline (SVG is left out: it can carry script). */
export const inlineImageTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;
