import { Button, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Permission, type SyndicateDto } from '@turbine/domain';
import { useDeleteSyndicateMutation, useListSyndicatesQuery } from '../api/syndicates-api.ts';
import { AuthorityPage } from '../components/authority-page.tsx';
import { ListFrame } from '../../../components/list-frame.tsx';
import { ReadOnlyNotice } from '../components/read-only-notice.tsx';
import { SyndicateFormModal } from '../components/syndicate-form-modal.tsx';
import { useListSearch } from '../../../components/use-list-search.ts';
import { RowActions } from '../components/row-actions.tsx';

/** Syndicates (§2): the reinsurance syndicates named by risk codes and quota shares. */
export function SyndicatesPage() {
  const [editing, setEditing] = useState<SyndicateDto | 'new' | null>(null);
  return (
    <AuthorityPage
      section="syndicates"
      title="Syndicates"
      description="Syndicates provide capacity on risk codes and share sections of binding agreements."
      managePermission={Permission.ManageSyndicates}
      actions={({ canEdit }) =>
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Create syndicate
          </Button>
        )
      }
    >
      {({ companyId, canEdit }) => (
        <>
          <ReadOnlyNotice canEdit={canEdit} />
          <SyndicateList companyId={companyId} canEdit={canEdit} onEdit={setEditing} />
          {editing && (
            <SyndicateFormModal
              companyId={companyId}
              syndicate={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      )}
    </AuthorityPage>
  );
}

function SyndicateList({
  companyId,
  canEdit,
  onEdit,
}: {
  companyId: number;
  canEdit: boolean;
  onEdit: (s: SyndicateDto) => void;
}) {
  const list = useListSearch();
  const query = useListSyndicatesQuery({ companyId, ...list.args });
  // A syndicate named by a reinsurance period or quota share answers 409 in use (toasted, §8).
  const [remove] = useDeleteSyndicateMutation();

  return (
    <ListFrame
      list={list}
      query={query}
      searchLabel="Search syndicates"
      searchPlaceholder="Name or code"
      loadingLabel="Loading syndicates"
      errorItemName="syndicate list"
      empty={
        list.searching
          ? 'No syndicates match your search.'
          : 'No syndicates yet. Create the syndicates that provide capacity to your company.'
      }
    >
      {(rows) => (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" striped aria-label="Syndicates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td fw={500}>{s.code}</Table.Td>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td c="dimmed">{s.description ?? '—'}</Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <RowActions
                        editLabel={`Edit ${s.code}`}
                        deleteLabel={`Delete ${s.code}`}
                        onEdit={() => onEdit(s)}
                        confirm={{
                          title: `Delete the syndicate ${s.code}`,
                          message: `Delete ${s.name}? This cannot be undone.`,
                          label: 'Delete syndicate',
                        }}
                        onDelete={() => void remove({ companyId, id: s.id })}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ListFrame>
  );
}
