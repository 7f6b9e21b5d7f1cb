import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { hasCompanyPermission, Permission, type ProductSubClassDto } from '@turbine/domain';
import { errorMessage } from '../../../app/api-error.ts';
import { useAuth } from '../../../app/auth-context.tsx';
import type { ApiError } from '../../../app/base-query.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import {
  useDeleteProductSubClassMutation,
  useListProductSubClassesQuery,
} from '../api/product-sub-classes-api.ts';
import { ProductSubClassModal } from '../components/product-sub-class-modal.tsx';
import { productClassOptions } from '../components/product-labels.ts';
import { ProductsFrame } from '../components/products-frame.tsx';
import { QueryState } from '../components/query-state.tsx';

type Editing = { subClass: ProductSubClassDto | null; productClass: number | null } | null;

/**
 * §3 ProductClass, §6 ManageProductClasses 14 (decision 211): the four classes and the agency's own
 * sub-classes under each; products pick one, and the risks list and dashboards filter by them.
 */
export function ProductClassesPage() {
  const { user } = useAuth();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <ProductsFrame
      title="Product Classes"
      description="The four product classes and your own sub-classes of them, for products, the risks list and dashboards."
    >
      {({ companyId }) => {
        const canEdit =
          !!user && hasCompanyPermission(user, companyId, Permission.ManageProductClasses);
        return (
          <>
            <ClassCards companyId={companyId} canEdit={canEdit} onEdit={setEditing} />
            {editing && canEdit && (
              <ProductSubClassModal
                companyId={companyId}
                subClass={editing.subClass}
                productClass={editing.productClass}
                onClose={() => setEditing(null)}
              />
            )}
          </>
        );
      }}
    </ProductsFrame>
  );
}

function ClassCards({
  companyId,
  canEdit,
  onEdit,
}: {
  companyId: number;
  canEdit: boolean;
  onEdit: (e: Editing) => void;
}) {
  const query = useListProductSubClassesQuery({ companyId });
  const [remove, removeState] = useDeleteProductSubClassMutation();
  return (
    <QueryState query={query} itemName="product classes">
      {({ data }) => (
        <>
          {removeState.error && (
            <Alert color="red" role="alert" mb="md">
              {errorMessage(removeState.error as ApiError)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {productClassOptions.map((c) => {
              const rows = data.filter((s) => String(s.productClass) === c.value);
              return (
                <SectionCard
                  key={c.value}
                  title={c.label}
                  actions={
                    canEdit && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPlus size={14} />}
                        aria-label={`Add sub-class of ${c.label}`}
                        onClick={() => onEdit({ subClass: null, productClass: Number(c.value) })}
                      >
                        Add sub-class
                      </Button>
                    )
                  }
                >
                  {rows.length === 0 ? (
                    <Text c="dimmed" size="sm">
                      No sub-classes: products of this class use the class itself.
                    </Text>
                  ) : (
                    <Table>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Sub-class</Table.Th>
                          <Table.Th>Products</Table.Th>
                          {canEdit && <Table.Th w={90}>Actions</Table.Th>}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {rows.map((s) => (
                          <Table.Tr key={s.id}>
                            <Table.Td>{s.name}</Table.Td>
                            <Table.Td>
                              <Badge variant="light" color={s.products ? 'blue' : 'gray'}>
                                {s.products}
                              </Badge>
                            </Table.Td>
                            {canEdit && (
                              <Table.Td>
                                <Group gap={4} wrap="nowrap">
                                  <ActionIcon
                                    variant="subtle"
                                    aria-label={`Edit ${s.name}`}
                                    onClick={() => onEdit({ subClass: s, productClass: null })}
                                  >
                                    <IconPencil size={16} />
                                  </ActionIcon>
                                  <ActionIcon
                                    variant="subtle"
                                    color="red"
                                    aria-label={`Delete ${s.name}`}
                                    onClick={() => void remove({ companyId, id: s.id })}
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
                </SectionCard>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </QueryState>
  );
}
