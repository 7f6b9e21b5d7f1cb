import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DocumentTemplateDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderPanel,
  routeFetch,
} from '../../../test/risk-panel-support.tsx';
import { TemplateEditor } from './template-editor.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const template = (over: Partial<DocumentTemplateDto>): DocumentTemplateDto => ({
  id: 7,
  name: 'Policy schedule',
  content: '<p>{{ insured.name }}</p>',
  type: 'single',
  additionalTemplateIds: [],
  additionalFileIds: [],
  tags: [{ id: 4, name: 'Schedules', colour: 'blue' }],
  version: 2,
  status: 'draft',
  liveVersion: 1,
  updatedBy: null,
  clauseIds: [],
  usedBy: [],
  updatedAt: 1_700_000_000,
  ...over,
});

const routes = (onPublish: () => Response, onUnpublish?: () => Response) =>
  routeFetch([
    {
      path: /\/tags$/,
      respond: () => json(200, { data: [{ id: 4, name: 'Schedules', colour: 'blue' }] }),
    },
    { path: /clauses/, respond: () => json(200, { data: [] }) },
    { path: /versions$/, respond: () => json(200, { items: [] }) },
    {
      method: 'POST',
      path: /preview$/,
      respond: () => json(200, { html: '<p>x</p>', proposalKeys: [] }),
    },
    { method: 'POST', path: /document-templates\/7\/publish$/, respond: onPublish },
    {
      method: 'POST',
      path: /document-templates\/7\/discard-draft$/,
      respond: () => json(200, template({ version: 1, status: 'live', liveVersion: 1 })),
    },
    {
      method: 'POST',
      path: /document-templates\/7\/unpublish$/,
      respond: onUnpublish ?? (() => json(200, template({ status: 'draft', liveVersion: 1 }))),
    },
  ]);

describe('TemplateEditor lifecycle (decision 224)', () => {
  it('shows a draft with the live version it replaces and publishes it', async () => {
    const done = vi.fn();
    routes(() => json(200, template({ status: 'live', liveVersion: 2 })));
    renderPanel(
      <TemplateEditor companyId={3} template={template({})} templates={[]} onDone={done} />,
    );
    expect(screen.getByText('Version 2 · Draft')).toBeTruthy();
    expect(screen.getByText('Documents use version 1 until you publish this draft.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(done).toHaveBeenCalledWith(expect.objectContaining({ status: 'live' })),
    );
    expect(calls().some((c) => c.url === '/companies/3/document-templates/7/publish')).toBe(true);
  });

  it('discards a draft over a published version after asking, and goes back to it (decision 243)', async () => {
    const done = vi.fn();
    routes(() => json(409, { message: 'nope' }));
    renderPanel(
      <TemplateEditor companyId={3} template={template({})} templates={[]} onDone={done} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    // Nothing is sent until the user confirms in the dialog.
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(calls().some((c) => c.url.endsWith('/discard-draft'))).toBe(false);
    expect(dialog.textContent).toContain('back to version 1');
    const confirm = screen
      .getAllByRole('button', { name: 'Discard draft' })
      .find((b) => dialog.contains(b))!;
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(done).toHaveBeenCalledWith(expect.objectContaining({ version: 1, status: 'live' })),
    );
    expect(
      calls().filter((c) => c.url === '/companies/3/document-templates/7/discard-draft'),
    ).toHaveLength(1);
  });

  it('offers no Discard for a draft never published nor for a live version', () => {
    routes(() => json(409, { message: 'nope' }));
    const { unmount } = renderPanel(
      <TemplateEditor
        companyId={3}
        template={template({ version: 1, liveVersion: null })}
        templates={[]}
        onDone={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    unmount();
    renderPanel(
      <TemplateEditor
        companyId={3}
        template={template({ status: 'live', liveVersion: 2 })}
        templates={[]}
        onDone={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
  });

  it('a locked version is saved as a new draft and offers no Publish', () => {
    routes(() => json(409, { message: 'nope' }));
    renderPanel(
      <TemplateEditor
        companyId={3}
        template={template({ status: 'locked', liveVersion: 2 })}
        templates={[]}
        onDone={() => undefined}
      />,
    );
    expect(screen.getByText('Version 2 · Locked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save as new draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    // A document was made from it: it cannot go back to a draft (decision 244).
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });

  it('unpublishes a live version after asking, and reopens on the draft (decision 244)', async () => {
    const done = vi.fn();
    routes(() => json(409, { message: 'nope' }));
    renderPanel(
      <TemplateEditor
        companyId={3}
        template={template({ status: 'live', liveVersion: 2 })}
        templates={[]}
        onDone={done}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this version?' });
    expect(calls().some((c) => c.url.endsWith('/unpublish'))).toBe(false);
    expect(dialog.textContent).toContain('Version 2 becomes a draft again');
    const confirm = screen
      .getAllByRole('button', { name: 'Unpublish' })
      .find((b) => dialog.contains(b))!;
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(done).toHaveBeenCalledWith(
        expect.objectContaining({ version: 2, status: 'draft', liveVersion: 1 }),
      ),
    );
    expect(
      calls().filter((c) => c.url === '/companies/3/document-templates/7/unpublish'),
    ).toHaveLength(1);
  });

  it('a refused unpublish keeps the editor open on the live version and says why', async () => {
    const done = vi.fn();
    const shown = vi.spyOn(notifications, 'show');
    routes(
      () => json(409, { message: 'nope' }),
      () => json(409, { code: 'IN_USE_MODIFY', message: 'A product generates this template.' }),
    );
    renderPanel(
      <TemplateEditor
        companyId={3}
        template={template({ status: 'live', liveVersion: 2 })}
        templates={[]}
        onDone={done}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this version?' });
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Unpublish' }).find((b) => dialog.contains(b))!,
    );
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'A product generates this template.' }),
      ),
    );
    expect(done).not.toHaveBeenCalled();
  });
});
