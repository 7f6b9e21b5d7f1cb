// Decision 147: the merge fields, the liquid sandbox and the HTML → pdfmake conversion.
import { describe, expect, it } from 'vitest';
import { mergeFieldGroups, mergeFieldLoops } from '@turbine/domain';
import { calendarDate, money, sampleContext } from './template-context.ts';
import { htmlToContent, renderHtml } from './template-render.ts';

describe('merge fields', () => {
  it('every field and list the picker offers renders against the sample data', async () => {
    for (const field of mergeFieldGroups.flatMap((g) => g.fields))
      expect(await renderHtml(`{{ ${field.path} }}`, sampleContext())).not.toBe('');
    for (const loop of mergeFieldLoops)
      expect(await renderHtml(loop.snippet, sampleContext())).toContain('<br>');
  });

  it('says which field is unknown and where; escapes values; runs no code', async () => {
    await expect(renderHtml('<p>{{ insured.nme }}</p>', sampleContext())).rejects.toThrow(
      'Unknown field insured.nme (line 1, column 7).',
    );
    await expect(renderHtml('{{ insured.constructor }}', sampleContext())).rejects.toThrow(
      /Unknown field insured\.constructor/,
    );
    const data = sampleContext();
    data.insured.name = '<script>x</script> & Co';
    expect(await renderHtml('{{ insured.name }}', data)).toBe(
      '&lt;script&gt;x&lt;/script&gt; &amp; Co',
    );
    // The editor escapes ">" in text: a comparison inside a tag still works.
    expect(
      await renderHtml('{% if premium.lines.size &gt; 1 %}many{% endif %}', sampleContext()),
    ).toBe('many');
  });

  it('formats money in the currency locale to the cent and dates in en-AU', () => {
    expect(money('1234.5', 'AUD')).toBe('$1,234.50');
    expect(money('0.10', 'aud')).toBe('$0.10');
    expect(money('9999999999999.99', 'AUD')).toBe('$9,999,999,999,999.99');
    expect(money(null, 'AUD')).toBe('');
    expect(calendarDate('2026-12-01')).toBe('1 December 2026');
  });
});

describe('HTML to PDF content', () => {
  it('keeps paragraphs, headings, marks, lists and line breaks', () => {
    const content = htmlToContent(
      '<h1>Title</h1><p>A <strong>bold</strong> &amp; <em>soft</em><br>line</p><ul><li><p>one</p></li><li><p>two</p></li></ul>',
    );
    expect(content[0]).toMatchObject({ text: [{ text: 'Title' }], bold: true, fontSize: 18 });
    expect(content[1]).toMatchObject({
      text: [
        { text: 'A ' },
        { text: 'bold', bold: true },
        { text: ' & ' },
        { text: 'soft', italics: true },
        { text: '\n' },
        { text: 'line' },
      ],
    });
    expect(content[2]).toMatchObject({
      ul: [{ text: [{ text: 'one' }] }, { text: [{ text: 'two' }] }],
    });
  });

  it('links only to http(s)', () => {
    const [p] = htmlToContent(
      '<p><a href="javascript:alert(1)">x</a><a href="https://a.example">y</a></p>',
    );
    expect(p).toMatchObject({ text: [{ text: 'x' }, { text: 'y', link: 'https://a.example' }] });
    expect((p as { text: { link?: string }[] }).text[0]!.link).toBeUndefined();
  });
});
