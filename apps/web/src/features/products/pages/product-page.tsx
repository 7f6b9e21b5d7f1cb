import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { toastColours } from '../../../app/error-toast.ts';
import {
  useDeleteProductMutation,
  useGetProductQuery,
  useUpdateProductMutation,
} from '../api/products-api.ts';
import { ActionError } from '../components/action-error.tsx';
import { ProductDetailsForm } from '../components/product-details-form.tsx';
import { ProductsFrame } from '../components/products-frame.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ReadOnlyAlert } from '../components/read-only-alert.tsx';
import { VersionsTable } from '../components/versions-table.tsx';
import { productPaths } from '../product-paths.ts';

/** A product: its details (locked once a version is in use, §4) and its versions. */
export function ProductPage() {
  const productId = Number(useParams().productId);
  return (
    <ProductsFrame title="Product" trail={[{ label: 'Products', to: productPaths.list }]}>
      {({ companyId, canEdit }) => (
        <ProductBody companyId={companyId} productId={productId} canEdit={canEdit} />
      )}
    </ProductsFrame>
  );
}

function ProductBody({
  companyId,
  productId,
  canEdit,
}: {
  companyId: number;
  productId: number;
  canEdit: boolean;
}) {
  const query = useGetProductQuery({ companyId, productId });
  const [update, updateState] = useUpdateProductMutation();
  return (
    <QueryState query={query} itemName="product">
      {(product) => (
        <Stack gap="lg">
          <ReadOnlyAlert canEdit={canEdit} locked={product.inUse} />
          <Paper withBorder p="lg" radius="md">
            <Group justify="space-between" mb="md">
              <Title order={2}>{product.name}</Title>
              {canEdit && !product.inUse && (
                <DeleteProductButton
                  companyId={companyId}
                  productId={productId}
                  name={product.name}
                />
              )}
            </Group>
            <ProductDetailsForm
              key={product.updatedAt}
              companyId={companyId}
              product={product}
              disabled={!canEdit || product.inUse}
              submitLabel="Save product"
              loading={updateState.isLoading}
              onSubmit={async (body) => {
                const result = await update({ companyId, productId, body });
                if (result.data)
                  notifications.show({
                    color: toastColours.success,
                    message: `${result.data.name} saved.`,
                  });
                return result;
              }}
            />
          </Paper>
          <VersionsTable companyId={companyId} productId={productId} canEdit={canEdit} />
        </Stack>
      )}
    </QueryState>
  );
}

function DeleteProductButton({
  companyId,
  productId,
  name,
}: {
  companyId: number;
  productId: number;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const [remove, state] = useDeleteProductMutation();
  const navigate = useNavigate();
  const confirm = async () => {
    const result = await remove({ companyId, productId });
    if (!result.error) void navigate(productPaths.list);
  };
  return (
    <>
      <Button color="red" variant="subtle" onClick={() => setOpen(true)}>
        Delete product
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Delete ${name}?`}>
        <Stack>
          <Text>The product and all its draft versions will be removed.</Text>
          {state.error && <ActionError error={state.error} title="The product was not deleted" />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button color="red" loading={state.isLoading} onClick={() => void confirm()}>
              Delete product
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
