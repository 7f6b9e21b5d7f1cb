import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductPackageDto } from '@turbine/domain';
import { renderWithApp } from '../../../test/render.tsx';
import { PackageImageField } from './package-image-field.tsx';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pkg: ProductPackageDto = {
  id: 4,
  name: 'Trades',
  description: null,
  productType: 'retail',
  riskReferenceFormat: 'TR{id}',
  targetCountry: 'AU',
  promotionalImageFileVersionId: null,
  mainProductId: null,
  addOnProductIds: [],
  brokerAccess: 'all',
  brokerCompanyIds: [],
  createdAt: 1,
  updatedAt: 1,
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('PackageImageField', () => {
  it('uploads the chosen image raw with its type to the package image route', async () => {
    fetchMock.mockResolvedValue(json(200, { ...pkg, promotionalImageFileVersionId: 31 }));
    const { container } = renderWithApp(<PackageImageField companyId={7} pkg={pkg} canEdit />);
    expect(screen.getByText('No promotional image')).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hero.png', {
      type: 'image/png',
    });
    fireEvent.change(input!, { target: { files: [file] } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/companies/7/product-packages/4/promotional-image');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(file);
  });

  it('previews the current image inline and offers removal; read-only shows no controls', async () => {
    const withImage = { ...pkg, promotionalImageFileVersionId: 31 };
    const view = renderWithApp(<PackageImageField companyId={7} pkg={withImage} canEdit />);
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'Trades promotional image' });
    expect(img.getAttribute('src')).toBe('/companies/7/file-versions/31?type=inline');
    fetchMock.mockResolvedValue(json(200, pkg));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE'));
    view.unmount();
    renderWithApp(<PackageImageField companyId={7} pkg={withImage} canEdit={false} />);
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replace image' })).toBeNull();
  });

  it('asks to create a new package before an image can be added', () => {
    renderWithApp(<PackageImageField companyId={7} pkg={null} canEdit />);
    expect(screen.getByText('Create the package first to add a promotional image.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload image' })).toBeNull();
  });
});
