import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { loadProductDesigner } from '../../product-designer/index.ts';
import type { VersionRef } from '../api/product-types.ts';

// The designer (drag and drop, its own editors) is a large chunk: it loads when this tab opens.
const ProductDesigner = lazy(() =>
  loadProductDesigner().then((m) => ({ default: m.ProductDesigner })),
);

/** The Proposal form tab: the Product Designer of the product-designer feature (its public index). */
export function ProposalFormTab({
  versionRef,
  readOnly,
}: {
  versionRef: VersionRef;
  readOnly: boolean;
}) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label="Loading the product designer" />
        </Center>
      }
    >
      <ProductDesigner
        companyId={versionRef.companyId}
        productId={versionRef.productId}
        versionId={versionRef.versionId}
        readOnly={readOnly}
      />
    </Suspense>
  );
}
