import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Table } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ProductCodeDto } from '@turbine/domain';
import { errorMessage } from '../../../app/api-error.ts';
import type { ApiError } from '../../../app/base-query.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useListSearch } from '../../../components/use-list-search.ts';
import { useDeleteProductCodeMutation, useListProductCodesQuery } from '../api/products-api.ts';
import { ProductCodeModal } from '../components/product-code-modal.tsx';
import { ProductsFrame } from '../components/products-frame.tsx';
import { EmptyState } from '../components/query-state.tsx';
import { ReadOnlyAlert } from '../components/read-only-alert.tsx';

/** §3 Product codes: list, create, edit and delete (a code a product carries is in use). */
export function ProductCodesPage() {
  const [editing, setEditing] = useState<ProductCodeDto | 'new' | null>(null);
  return (
    <ProductsFrame
      title="Product Codes"
      description="Codes that classify products for binding agreements and reporting."
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Create product code
        </Button>
      }
    >
      {({ companyId, canEdit }) => (
        <>
          <ReadOnlyAlert canEdit={canEdit} />
          <CodesTable companyId={companyId} canEdit={canEdit} onEdit={setEditing} />
          {editing && canEdit && (
            <ProductCodeModal
              companyId={companyId}
              code={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      )}
    </ProductsFrame>
  );
}

function CodesTable({
  companyId,
  canEdit,
  onEdit,
}: {
  companyId: number;
  canEdit: boolean;
  onEdit: (c: ProductCodeDto) => void;
}) {
  const list = useListSearch();
  const query = useListProductCodesQuery({ companyId, ...list.args });
  const [remove, removeState] = useDeleteProductCodeMutation();
  return (
    <ListFrame
      list={list}
      query={query}
      searchLabel="Search codes"
      loadingLabel="Loading product code list"
      errorItemName="product code list"
      notice={
        removeState.error && (
          <Alert color="red" role="alert">
            {errorMessage(removeState.error as ApiError)}
          </Alert>
        )
      }
      empty={
        <EmptyState title={list.searching ? 'No codes match the search' : 'No product codes yet'} />
      }
    >
      {(rows) => (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Description</Table.Th>
              {canEdit && <Table.Th w={100}>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.code}</Table.Td>
                <Table.Td>{c.description ?? '—'}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap={4}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${c.code}`}
                        onClick={() => onEdit(c)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${c.code}`}
                        onClick={() => void remove({ companyId, id: c.id })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
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
