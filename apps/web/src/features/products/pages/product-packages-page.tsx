import { ActionIcon, Alert, Anchor, Button, Table } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api-error.ts';
import type { ApiError } from '../../../app/base-query.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useListSearch } from '../../../components/use-list-search.ts';
import { useDeletePackageMutation, useListPackagesQuery } from '../api/products-api.ts';
import { ProductsFrame } from '../components/products-frame.tsx';
import { EmptyState } from '../components/query-state.tsx';
import { productPaths } from '../product-paths.ts';

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
  const list = useListSearch();
  const query = useListPackagesQuery({ companyId, ...list.args });
  const [remove, removeState] = useDeletePackageMutation();
  return (
    <ListFrame
      list={list}
      query={query}
      searchLabel="Search packages"
      loadingLabel="Loading product package list"
      errorItemName="product package list"
      notice={
        removeState.error && (
          <Alert color="red" role="alert">
            {errorMessage(removeState.error as ApiError)}
          </Alert>
        )
      }
      empty={
        <EmptyState
          title={list.searching ? 'No packages match the search' : 'No product packages yet'}
        >
          {list.searching ? undefined : 'Create a package to offer products to brokers.'}
        </EmptyState>
      }
    >
      {(rows) => (
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
            {rows.map((p) => (
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
      )}
    </ListFrame>
  );
}
