import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages, type CompanyDto, type NavLinkItem } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { AppearanceForm } from './appearance-form.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const company = {
  id: 5,
  name: 'Harbour Brokers',
  handle: 'harbour',
  refCompanyTypeId: 2,
  appearance: {
    showLogoOnHeader: false,
    logoFileVersionId: 71,
    headerFileVersionId: 72,
    headerTextColour: null,
  },
} as unknown as CompanyDto;

const links: NavLinkItem[] = [{ key: 'risks', label: 'Risks', path: '/risks' }];
const render = () =>
  renderWithApp(<AppearanceForm company={company} links={links} />, {
    path: '/company/appearance',
  });
/** The header bar inside the preview: the element carrying the header's style. */
const bar = () => screen.getByTestId('header-preview').firstElementChild as HTMLElement;
const colour = () => screen.getByRole('textbox', { name: /Header text colour/ });

describe('Appearance Settings', () => {
  it('redraws the header preview as the colour and the logo switch change', () => {
    render();
    expect(bar().style.backgroundImage).toContain('/companies/5/file-versions/72');
    expect(bar().style.color).toBe('');
    expect(bar().querySelector('img')).toBeNull();
    expect(bar().textContent).toContain('Harbour Brokers');
    expect(bar().textContent).toContain('Risks');

    fireEvent.change(colour(), { target: { value: '#ff0000' } });
    expect(bar().style.color).toBe('rgb(255, 0, 0)');
    fireEvent.click(screen.getByRole('switch', { name: 'Show logo on header' }));
    expect(bar().querySelector('img')?.getAttribute('src')).toBe(
      '/companies/5/file-versions/71?type=inline',
    );
    // A colour half typed leaves the header's own colour.
    fireEvent.change(colour(), { target: { value: '#ff' } });
    expect(bar().style.color).toBe('');
  });

  it('saves only the appearance, with the current name and handle, never the image ids', async () => {
    fetchMock.mockResolvedValue(json(200, company));
    render();
    fireEvent.change(colour(), { target: { value: '#1a2b3c' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Show logo on header' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save appearance' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/companies/5');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Harbour Brokers',
      handle: 'harbour',
      appearance: { showLogoOnHeader: true, headerTextColour: '#1a2b3c' },
    });
  });

  it("shows the server's 422 under the colour field, and refuses a broken colour before sending", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: Messages.correctErrors,
        errors: { 'appearance.headerTextColour': ['The colour is not valid.'] },
      }),
    );
    render();
    fireEvent.change(colour(), { target: { value: '#12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save appearance' }));
    await waitFor(() => expect(colour().getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(colour(), { target: { value: '#123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save appearance' }));
    expect(await screen.findByText('The colour is not valid.')).toBeTruthy();
    expect(colour().getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the upload guard's refusal under the image field", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: Messages.invalidFileType,
        code: 'INVALID_FILE_TYPE',
        errors: { file: [Messages.invalidFileType] },
      }),
    );
    const { container } = render();
    const [logoInput] = Array.from(
      container.querySelectorAll<HTMLInputElement>('input[type=file]'),
    );
    const file = new File(['<html>'], 'logo.png', { type: 'image/png' });
    fireEvent.change(logoInput!, { target: { files: [file] } });
    expect(await screen.findByText(Messages.invalidFileType)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/companies/5/appearance/logo');
    expect(init.method).toBe('POST');
    expect(
      screen.getByRole('button', { name: 'Upload logo' }).getAttribute('aria-describedby'),
    ).toBe('branding-logo-error');
  });
});
