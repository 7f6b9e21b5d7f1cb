import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ReferenceFormatMessages } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { ReferenceFormatField } from './reference-format-field.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [value, setValue] = useState('');
  return <ReferenceFormatField companyId={5} value={value} onChange={setValue} />;
}

describe('ReferenceFormatField', () => {
  it('previews the format rendered by the server once typing pauses', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        reference: 'MER-2026-000123',
        sample: { id: 123, insuredId: 45, brokerageId: 6, date: '2026-03-01' },
      }),
    );
    renderWithApp(<Harness />);
    const input = screen.getByRole('textbox', { name: /Risk reference format/ });
    fireEvent.change(input, { target: { value: 'MER-{yyyy}-{id:6}' } });
    expect(
      (await screen.findByTestId('reference-preview', {}, { timeout: 3000 })).textContent,
    ).toBe('MER-2026-000123');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/companies/5/product-packages/reference-format/preview');
    expect(JSON.parse(String(init?.body))).toEqual({ format: 'MER-{yyyy}-{id:6}' });
  });

  it("shows the server's format error under the field", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: 'Please correct the errors in the form.',
        errors: { format: [ReferenceFormatMessages.spaces] },
      }),
    );
    renderWithApp(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: /Risk reference format/ }), {
      target: { value: 'MER {id}' },
    });
    expect(
      await screen.findByText(ReferenceFormatMessages.spaces, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('reference-preview')).toBeNull();
  });
});
