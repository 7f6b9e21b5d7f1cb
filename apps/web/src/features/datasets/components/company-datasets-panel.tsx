import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconFileImport, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../../app/api-error.ts';
import type { ApiError } from '../../../app/base-query.ts';
import { ListFrame } from '../../../components/list-frame.tsx';
import { useListSearch } from '../../../components/use-list-search.ts';
import { ReadOnlyAlert } from '../../products/index.ts';
import {
  useDeleteCompanyDatasetMutation,
  useListCompanyDatasetsQuery,
} from '../api/datasets-api.ts';
import { CompanyDatasetImportModal, CompanyDatasetModal } from './company-dataset-modal.tsx';

/** The company's datasets: search, list, table editor and CSV import; read-only without ManageProducts. */
export function CompanyDatasetsPanel({
  companyId,
  canEdit,
}: {
  companyId: number;
  canEdit: boolean;
}) {
  const list = useListSearch();
  const query = useListCompanyDatasetsQuery({ companyId, ...list.args });
  const [remove, removeState] = useDeleteCompanyDatasetMutation();
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <Stack>
      <ReadOnlyAlert canEdit={canEdit} />
      {canEdit && (
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            onClick={() => setImporting(true)}
          >
            Import CSV
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen('new')}>
            Add dataset
          </Button>
        </Group>
      )}
      <ListFrame
        list={list}
        query={query}
        searchLabel="Search datasets"
        loadingLabel="Loading dataset list"
        errorItemName="dataset list"
        notice={
          removeState.error && (
            <Alert
              color="red"
              role="alert"
              title="The dataset was not deleted"
              withCloseButton
              onClose={() => removeState.reset()}
            >
              {errorMessage(removeState.error as ApiError)}
            </Alert>
          )
        }
        empty={
          list.searching
            ? 'No datasets match the search'
            : 'No datasets yet. Datasets are lookup tables every product version can read; a version dataset of the same name wins.'
        }
      >
        {(rows) => (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Columns</Table.Th>
                <Table.Th>Rows</Table.Th>
                <Table.Th w={100}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{d.columns.join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>{d.rowCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${canEdit ? 'Edit' : 'View'} ${d.name}`}
                        onClick={() => setOpen(d.id)}
                      >
                        {canEdit ? <IconPencil size={16} /> : <IconEye size={16} />}
                      </ActionIcon>
                      {canEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${d.name}`}
                          onClick={() => void remove({ companyId, id: d.id })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListFrame>
      {open !== null && (
        <CompanyDatasetModal
          companyId={companyId}
          datasetId={open === 'new' ? null : open}
          readOnly={!canEdit}
          onClose={() => setOpen(null)}
        />
      )}
      {importing && (
        <CompanyDatasetImportModal companyId={companyId} onClose={() => setImporting(false)} />
      )}
    </Stack>
  );
}
