import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name.ts';

describe('cleanFileName', () => {
  it('keeps an ordinary name as it is, accents and spaces included', () => {
    expect(cleanFileName('Policy wording v2.pdf')).toBe('Policy wording v2.pdf');
    expect(cleanFileName('Zoë Lefèvre – CV.docx')).toBe('Zoë Lefèvre – CV.docx');
    expect(cleanFileName('.env')).toBe('.env');
    expect(cleanFileName('a..b.txt')).toBe('a..b.txt');
  });

  it('keeps only the last segment of a path, with either separator', () => {
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('C:\\Users\\me\\cv.pdf')).toBe('cv.pdf');
    expect(cleanFileName('folder/sub\\mixed.pdf')).toBe('mixed.pdf');
    expect(cleanFileName('/absolute.pdf')).toBe('absolute.pdf');
  });

  it('removes control characters, the first and the last of the range included', () => {
    expect(cleanFileName('a\u0000b\u001fc\u007fd.pdf')).toBe('abcd.pdf');
    expect(cleanFileName('new\nline.pdf')).toBe('newline.pdf');
    // Just outside the range: a space and a tilde stay.
    expect(cleanFileName('a b~.pdf')).toBe('a b~.pdf');
  });

  it('collapses runs of white space and trims', () => {
    expect(cleanFileName('  two   spaces  .pdf  ')).toBe('two spaces .pdf');
    // A tab is a control character: removed, not turned into a space.
    expect(cleanFileName('tab\there.pdf')).toBe('tabhere.pdf');
  });

  it('leaves nothing for a name that is only a path, a dot or dot-dot', () => {
    expect(cleanFileName('../')).toBe('');
    expect(cleanFileName('..')).toBe('');
    expect(cleanFileName('a/.')).toBe('');
    expect(cleanFileName(' .. ')).toBe('');
    expect(cleanFileName('\u0001')).toBe('');
  });
});
