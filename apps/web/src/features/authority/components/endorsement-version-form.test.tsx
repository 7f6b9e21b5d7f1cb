import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import type { EndorsementDto, EndorsementVersionDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderAuthority,
  routeFetch,
} from '../test/authority-test-support.tsx';
import { EndorsementVersionForm } from './endorsement-version-form.tsx';

const summary = {
  id: 21,
  version: 1,
  status: 'draft' as const,
  visibility: 1 as const,
  savedOnce: true,
  inUse: false,
  createdAt: 1,
  updatedAt: 2,
};
const endorsement: EndorsementDto = {
  id: 8,
  name: 'Flood exclusion',
  versions: [summary],
  createdAt: 1,
  updatedAt: 2,
};
const version = (content: string): EndorsementVersionDto => ({
  ...summary,
  endorsementId: 8,
  content,
  productClasses: [4],
  rules: [],
  clauseIds: [],
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The tiptap editor behind the content box (tiptap keeps it on its root element). */
function contentEditor(): Editor {
  const dom = screen.getByRole('textbox', { name: 'Endorsement content' }) as HTMLElement & {
    editor?: Editor;
  };
  if (!dom.editor) throw new Error('no tiptap editor on the content element');
  return dom.editor;
}

describe('endorsement editor', () => {
  it("saves tiptap's HTML limited to the sanitizer allowlist", async () => {
    routeFetch([
      {
        method: 'PUT',
        path: /\/endorsements\/8\/versions\/21$/,
        respond: (body) =>
          json(200, { ...version(String((body as { content: string }).content)), updatedAt: 3 }),
      },
    ]);
    // Stored content with tags and attributes the allowlist drops (h1, span style, img, onclick).
    const stored =
      '<h1>Flood</h1><p onclick="x()">Water <span style="color:red">damage</span><img src="x.png"></p>';
    renderAuthority(
      <EndorsementVersionForm
        companyId={4}
        endorsement={endorsement}
        version={version(stored)}
        editable
      />,
    );

    const editor = contentEditor();
    act(() => {
      editor.chain().focus('end').insertContent(' is excluded.').run();
      editor.chain().focus('end').toggleBold().insertContent(' See').run();
      editor.commands.insertContent(
        '<ul><li><p>rivers</p></li></ul><blockquote><p><a href="https://example.com">terms</a></p></blockquote><script>alert(1)</script>',
      );
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save endorsement' }));

    await waitFor(() => expect(calls().some((c) => c.method === 'PUT')).toBe(true));
    const body = calls().find((c) => c.method === 'PUT')?.body as {
      content: string;
      productClasses: number[];
      visibility: number;
    };
    expect(body.productClasses).toEqual([4]);
    expect(body.visibility).toBe(1);
    const tags = [...body.content.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]);
    const allowlist = [
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
    ];
    expect(tags.every((t) => allowlist.includes(t ?? ''))).toBe(true);
    expect(body.content).toContain('<p>Flood</p>');
    expect(body.content).toContain('Water damage is excluded.<strong> See</strong>');
    expect(body.content).toContain('<ul><li><p>rivers</p></li></ul>');
    expect(body.content).toContain(
      '<a rel="noopener noreferrer nofollow" href="https://example.com">terms</a>',
    );
    expect(body.content).not.toMatch(/onclick|style=|<img|<script|<span|<h1/);
  });

  it('shows a locked version read-only with the toolbar hidden', () => {
    renderAuthority(
      <EndorsementVersionForm
        companyId={4}
        endorsement={endorsement}
        version={version('<p>Fixed</p>')}
        editable={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Save endorsement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /bold/i })).toBeNull();
    expect(
      screen.getByRole('textbox', { name: 'Endorsement content' }).getAttribute('contenteditable'),
    ).toBe('false');
  });
});
