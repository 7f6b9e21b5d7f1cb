import { describe, expect, it } from 'vitest';
import { safeHref, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml (docs/decisions/070 allowlist)', () => {
  it('keeps the allowed formatting tags as they are', () => {
    const html =
      '<h2>Cover</h2><p><strong>Bold</strong>, <em>italic</em> and <u>under</u><br>next</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><h3>a</h3><h4>b</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script, style and iframe elements with their content', () => {
    expect(
      sanitizeHtml(
        '<p>a<script>alert(1)</script>b</p><style>p{}</style><iframe src="x">c</iframe>',
      ),
    ).toBe('<p>ab</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">x</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<script>never closed')).toBe('');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>after')).toBe('after');
  });

  it('removes every attribute but a safe href, including on* handlers and style', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror="alert(1)">text')).toBe('text');
    expect(
      sanitizeHtml(
        '<a href="https://example.com/a?b=1&amp;c=2" onmouseover="x" target="_blank">l</a>',
      ),
    ).toBe('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">l</a>');
    expect(sanitizeHtml('<a href="mailto:uw@example.com">m</a>')).toBe(
      '<a href="mailto:uw@example.com" rel="noopener noreferrer nofollow">m</a>',
    );
  });

  it('removes javascript:, data: and relative URLs however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>',
      '/relative',
      'vbscript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(safeHref('https://ok.example')).toBe('https://ok.example/');
  });

  it('drops unknown tags but keeps their text, and escapes stray markup', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><span>s</span></div>')).toBe('Titles');
    expect(sanitizeHtml('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
    expect(sanitizeHtml('<!-- hidden --><p>x</p><!DOCTYPE html><?php x ?>')).toBe('<p>x</p>');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('balances tags: closes what is open, drops stray closers', () => {
    expect(sanitizeHtml('<p><strong>x</p>')).toBe('<p><strong>x</strong></p>');
    expect(sanitizeHtml('</em>y<ul><li>z')).toBe('y<ul><li>z</li></ul>');
  });

  it('keeps a quoted ">" inside an attribute from ending the tag early', () => {
    expect(sanitizeHtml('<p title="a>b" onclick="x">t</p>')).toBe('<p>t</p>');
  });
});
