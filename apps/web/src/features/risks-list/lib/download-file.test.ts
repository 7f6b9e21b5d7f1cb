import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file.ts';

describe('Content-Disposition file names', () => {
  it('reads quoted, bare and RFC 6266 encoded names', () => {
    expect(fileNameFromDisposition('attachment; filename="report 1.csv"')).toBe('report 1.csv');
    expect(fileNameFromDisposition('attachment; filename=report.txt')).toBe('report.txt');
    expect(fileNameFromDisposition("attachment; filename=\"x.csv\"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe('résumé.csv');
  });
  it('has no name without the header or a filename', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
