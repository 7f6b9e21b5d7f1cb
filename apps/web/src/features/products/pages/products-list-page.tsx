import { useState } from 'react';
import { Anchor, Button, Group, Modal, Pagination, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useCreateProductMutation, useListProductsQuery } from '../api/products-api.ts';
import { ProductDetailsForm } from '../components/product-details-form.tsx';
import { offeringTypeLabel, productClassLabel } from '../components/product-labels.ts';
import { ProductsFrame } from '../components/products-frame.tsx';
import { EmptyState, QueryState } from '../components/query-state.tsx';
import { StatusBadges } from '../components/status-badges.tsx';
import { productPaths } from '../product-paths.ts';

const perPage = 20;

/** Products (§2): searchable, paginated list of the company's products with create. */
export function ProductsListPage() {
  const [creating, setCreating] = useState(false);
  return (
    <ProductsFrame
      title="Products"
      description="The products the company sells, their versions and how they are rated."
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create product
        </Button>
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
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, 300);
  const query = useListProductsQuery({ companyId, page, perPage, search: debounced || undefined });
  return (
    <>
      <TextInput
        label="Search products"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
        mb="md"
      />
      <QueryState query={query} itemName="product list">
        {(list) =>
          list.data.length === 0 ? (
            <EmptyState title={debounced ? 'No products match the search' : 'No products yet'}>
              {debounced
                ? 'Try another name.'
                : 'Create a product to start building what the company sells.'}
            </EmptyState>
          ) : (
            <>
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
                  {list.data.map((p) => {
                    const latest = [...p.versions].sort(
                      (a, b) => b.versionNumber - a.versionNumber,
                    )[0];
                    return (
                      <Table.Tr key={p.id}>
                        <Table.Td>
                          <Anchor component={Link} to={productPaths.product(p.id)}>
                            {p.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{productClassLabel(p.productClass)}</Table.Td>
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
              {list.meta.total > perPage && (
                <Pagination
                  mt="md"
                  total={Math.ceil(list.meta.total / perPage)}
                  value={page}
                  onChange={setPage}
                />
              )}
            </>
          )
        }
      </QueryState>
    </>
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
