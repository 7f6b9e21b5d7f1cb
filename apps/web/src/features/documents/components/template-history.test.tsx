import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentTemplateDto } from '@turbine/domain';
import {
  calls,
  fetchMock,
  json,
  renderPanel,
  routeFetch,
} from '../../../test/risk-panel-support.tsx';
import { TemplateHistory } from './template-history.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const template = { id: 7, name: 'Policy schedule', version: 2 } as DocumentTemplateDto;
const summary = (version: number, current: boolean, by: string) => ({
  version,
  name: 'Policy schedule',
  savedBy: { id: version, name: by },
  savedAt: 1_700_000_000 + version,
  current,
  status: current ? ('draft' as const) : ('locked' as const),
  live: !current,
  documents: current ? 0 : 3,
});

describe('TemplateHistory', () => {
  it('lists every version with who saved it and opens an earlier one read-only', async () => {
    routeFetch([
      {
        path: /document-templates\/7\/versions$/,
        respond: () =>
          json(200, { items: [summary(2, true, 'Una Writer'), summary(1, false, 'Ben Boss')] }),
      },
      {
        path: /document-templates\/7\/versions\/1$/,
        respond: () =>
          json(200, {
            ...summary(1, false, 'Ben Boss'),
            content: '<p>First draft for {{ insured.name }}</p>',
            type: 'single',
            additionalTemplateIds: [],
            additionalFileIds: [],
            clauseIds: [],
          }),
      },
    ]);
    renderPanel(<TemplateHistory companyId={3} template={template} />);
    const table = await screen.findByRole('table', { name: 'Template versions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Version 2')).toBeTruthy();
    expect(within(rows[0]!).getByText('Current')).toBeTruthy();
    // Decision 224: the draft is not what documents use; the locked version 1 is.
    expect(within(rows[0]!).getByText('Draft')).toBeTruthy();
    expect(within(rows[0]!).queryByText('Generates documents')).toBeNull();
    expect(within(rows[1]!).getByText('Locked')).toBeTruthy();
    expect(within(rows[1]!).getByText('Generates documents')).toBeTruthy();
    expect(within(rows[1]!).getByText('Ben Boss')).toBeTruthy();
    expect(within(rows[1]!).getByText('3')).toBeTruthy();

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'View version 1' }));
    const frame = (await screen.findByTitle('Version 1 content')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('First draft for {{ insured.name }}');
    await waitFor(() =>
      expect(calls().some((c) => c.url === '/companies/3/document-templates/7/versions/1')).toBe(
        true,
      ),
    );
  });

  it('shows the error of a template another company owns', async () => {
    routeFetch([{ path: /versions$/, respond: () => json(404, { message: 'Not found.' }) }]);
    renderPanel(<TemplateHistory companyId={3} template={template} />);
    expect(await screen.findByText('Not found.')).toBeTruthy();
  });
});
