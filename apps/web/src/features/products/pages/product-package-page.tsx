import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useGetPackageQuery } from '../api/products-api.ts';
import { PackageForm } from '../components/package-form.tsx';
import { ProductsFrame } from '../components/products-frame.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ReadOnlyAlert } from '../components/read-only-alert.tsx';
import { productPaths } from '../product-paths.ts';

/** One product package: `new` creates one, an id edits it. */
export function ProductPackagePage() {
  const param = useParams().packageId ?? 'new';
  const isNew = param === 'new';
  return (
    <ProductsFrame
      title={isNew ? 'New product package' : 'Product package'}
      trail={[{ label: 'Product Packages', to: productPaths.packages }]}
    >
      {({ companyId, canEdit }) => (
        <Stack gap="lg">
          <ReadOnlyAlert canEdit={canEdit} />
          {isNew ? (
            <PackageForm companyId={companyId} pkg={null} disabled={!canEdit} />
          ) : (
            <ExistingPackage companyId={companyId} packageId={Number(param)} canEdit={canEdit} />
          )}
        </Stack>
      )}
    </ProductsFrame>
  );
}

function ExistingPackage({
  companyId,
  packageId,
  canEdit,
}: {
  companyId: number;
  packageId: number;
  canEdit: boolean;
}) {
  const query = useGetPackageQuery(
    { companyId, packageId },
    { skip: !Number.isInteger(packageId) },
  );
  return (
    <QueryState query={query} itemName="product package">
      {(pkg) => (
        // Keyed by id, not updatedAt: an image upload refreshes the package without discarding
        // unsaved edits in the form (the form resets itself after its own save).
        <PackageForm key={pkg.id} companyId={companyId} pkg={pkg} disabled={!canEdit} />
      )}
    </QueryState>
  );
}
