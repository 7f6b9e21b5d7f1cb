import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Pagination, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api-error.ts';
import type { ApiError } from '../../../app/base-query.ts';
import { useDeletePackageMutation, useListPackagesQuery } from '../api/products-api.ts';
import { ProductsFrame } from '../components/products-frame.tsx';
import { EmptyState, QueryState } from '../components/query-state.tsx';
import { productPaths } from '../product-paths.ts';

const perPage = 25;
const accessLabels: Record<string, string> = {
  all: 'All brokers',
  whitelist: 'Whitelist',
  blacklist: 'Blacklist',
};

/** Product Packages (§2): what brokers can sell, with its main product, add-ons and broker access. */
export function ProductPackagesPage() {
  const navigate = useNavigate();
  return (
    <ProductsFrame
      title="Product Packages"
      description="Packages bundle a main product with add-ons and decide which brokers may sell them."
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => void navigate(productPaths.productPackage('new'))}
        >
          Create package
        </Button>
      }
    >
      {({ companyId, canEdit }) => <PackagesTable companyId={companyId} canEdit={canEdit} />}
    </ProductsFrame>
  );
}

function PackagesTable({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search, 300);
  const query = useListPackagesQuery({ companyId, page, perPage, search: debounced || undefined });
  const [remove, removeState] = useDeletePackageMutation();
  return (
    <>
      <TextInput
        label="Search packages"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
        mb="md"
      />
      {removeState.error && (
        <Alert color="red" mb="md" role="alert">
          {errorMessage(removeState.error as ApiError)}
        </Alert>
      )}
      <QueryState query={query} itemName="product package list">
        {(list) =>
          list.data.length === 0 ? (
            <EmptyState
              title={debounced ? 'No packages match the search' : 'No product packages yet'}
            >
              {debounced ? undefined : 'Create a package to offer products to brokers.'}
            </EmptyState>
          ) : (
            <>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Reference format</Table.Th>
                    <Table.Th>Country</Table.Th>
                    <Table.Th>Broker access</Table.Th>
                    {canEdit && <Table.Th w={60} aria-label="Actions" />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <Anchor component={Link} to={productPaths.productPackage(p.id)}>
                          {p.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td tt="capitalize">{p.productType}</Table.Td>
                      <Table.Td ff="monospace">{p.riskReferenceFormat}</Table.Td>
                      <Table.Td>{p.targetCountry}</Table.Td>
                      <Table.Td>{accessLabels[p.brokerAccess] ?? p.brokerAccess}</Table.Td>
                      {canEdit && (
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${p.name}`}
                            onClick={() => void remove({ companyId, id: p.id })}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
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
