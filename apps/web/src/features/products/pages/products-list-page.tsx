import { useState } from 'react';
import { Anchor, Button, Group, Modal, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useListSearch } from '../../../components/use-list-search.ts';
import { useListProductSubClassesQuery } from '../api/product-sub-classes-api.ts';
import { useCreateProductMutation, useListProductsQuery } from '../api/products-api.ts';
import { ProductDetailsForm } from '../components/product-details-form.tsx';
import { offeringTypeLabel, productClassLabel } from '../components/product-labels.ts';
import { ProductsFrame } from '../components/products-frame.tsx';
import { useProductAccess } from '../hooks/use-product-access.ts';
import { EmptyState } from '../components/query-state.tsx';
import { StatusBadges } from '../components/status-badges.tsx';
import { productPaths } from '../product-paths.ts';

const perPage = 20;

/** Products (§2): searchable, paginated list of the company's products with create. */
export function ProductsListPage() {
  const [creating, setCreating] = useState(false);
  const { canEdit } = useProductAccess();
  return (
    <ProductsFrame
      title="Products"
      description="The products the company sells, their versions and how they are rated."
      actions={
        // Only the product team may create (no button the user cannot use, issue 19 item 7).
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create product
          </Button>
        )
      }
    >
      {({ companyId, canEdit }) => (
        <>
          <ProductsTable companyId={companyId} />
          {creating && canEdit && (
            <CreateProductModal companyId={companyId} onClose={() => setCreating(false)} />
          )}
        </>
      )}
    </ProductsFrame>
  );
}

function ProductsTable({ companyId }: { companyId: number }) {
  const list = useListSearch(perPage);
  const query = useListProductsQuery({ companyId, ...list.args });
  const subClasses = useListProductSubClassesQuery({ companyId });
  const subClassName = (id: number) => subClasses.data?.data.find((s) => s.id === id)?.name;
  return (
    <ListFrame
      list={list}
      query={query}
      searchLabel="Search products"
      loadingLabel="Loading product list"
      errorItemName="product list"
      empty={
        <EmptyState title={list.searching ? 'No products match the search' : 'No products yet'}>
          {list.searching
            ? 'Try another name.'
            : 'Create a product to start building what the company sells.'}
        </EmptyState>
      }
    >
      {(rows) => (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Class</Table.Th>
              <Table.Th>Offering</Table.Th>
              <Table.Th>Latest version</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => {
              const latest = [...p.versions].sort((a, b) => b.versionNumber - a.versionNumber)[0];
              return (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={productPaths.product(p.id)}>
                      {p.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {productClassLabel(p.productClass)}
                    {p.productSubClassId !== null && subClassName(p.productSubClassId) && (
                      <Text span size="sm" c="dimmed">
                        {` › ${subClassName(p.productSubClassId)}`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{offeringTypeLabel(p.offeringType)}</Table.Td>
                  <Table.Td>
                    {latest ? (
                      <Group gap="xs">
                        <Text size="sm">v{latest.versionNumber}</Text>
                        <StatusBadges status={latest.status} inUse={latest.inUse} />
                      </Group>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </ListFrame>
  );
}

function CreateProductModal({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const [create, state] = useCreateProductMutation();
  const navigate = useNavigate();
  return (
    <Modal opened onClose={onClose} title="Create product" size="lg">
      <ProductDetailsForm
        companyId={companyId}
        product={null}
        disabled={false}
        submitLabel="Create product"
        guard={false}
        loading={state.isLoading}
        onCancel={onClose}
        onSubmit={async (body) => {
          const result = await create({ companyId, body });
          if (result.data) {
            const version = result.data.versions[0];
            void navigate(
              version
                ? productPaths.version(result.data.id, version.id)
                : productPaths.product(result.data.id),
            );
          }
          return result;
        }}
      />
    </Modal>
  );
}
