// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/**
 * The name an uploaded file is stored and shown under (issue 12 "names sanitised"): only its last path
 * segment (a client may send `C:\Users\me\cv.pdf` or `../../etc/passwd`), without control characters,
 * with runs of white space as one space, trimmed. `.` and `..` are no names: the result is then empty,
 * which the schema refuses as a missing name. Storage keys never come from the name (they are UUIDs),
 * so this is about what people read and download, not where bytes land.
 */
export function cleanFileName(raw: string): string {
  const segments = raw.split(/[\\/]/);
  const last = segments[segments.length - 1]!;
  const cleaned = last.replace(controlCharacters, '').replace(/\s+/g, ' ').trim();
  return cleaned === '.' || cleaned === '..' ? '' : cleaned;
}
