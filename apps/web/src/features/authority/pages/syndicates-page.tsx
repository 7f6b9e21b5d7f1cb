import { useState } from 'react';
import { Permission, type SyndicateDto } from '@turbine/domain';
import { useDeleteSyndicateMutation, useListSyndicatesQuery } from '../api/syndicates-api.ts';
import { AuthorityListPage } from '../components/authority-list-page.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { SyndicateFormModal } from '../components/syndicate-form-modal.tsx';

/** Syndicates (§2): the reinsurance syndicates named by risk codes and quota shares. */
export function SyndicatesPage() {
  const [editing, setEditing] = useState<SyndicateDto | 'new' | null>(null);
  // A syndicate named by a reinsurance period or quota share answers 409 in use (toasted, §8).
  const [remove] = useDeleteSyndicateMutation();
  return (
    <AuthorityListPage<SyndicateDto>
      section="syndicates"
      title="Syndicates"
      description="Syndicates provide capacity on risk codes and share sections of binding agreements."
      managePermission={Permission.ManageSyndicates}
      create={{ label: 'Create syndicate', onClick: () => setEditing('new') }}
      noun="syndicate"
      searchPlaceholder="Name or code"
      emptyText="No syndicates yet. Create the syndicates that provide capacity to your company."
      useList={useListSyndicatesQuery}
      minWidth={600}
      columns={({ companyId, canEdit }) => [
        { header: 'Code', cell: (s) => s.code, td: { fw: 500 } },
        { header: 'Name', cell: (s) => s.name },
        { header: 'Description', cell: (s) => s.description ?? '—', td: { c: 'dimmed' } },
        {
          header: 'Actions',
          hideHeader: true,
          cell: (s) =>
            canEdit && (
              <RowActions
                editLabel={`Edit ${s.code}`}
                deleteLabel={`Delete ${s.code}`}
                onEdit={() => setEditing(s)}
                confirm={{
                  title: `Delete the syndicate ${s.code}`,
                  message: `Delete ${s.name}? This cannot be undone.`,
                  label: 'Delete syndicate',
                }}
                onDelete={() => void remove({ companyId, id: s.id })}
              />
            ),
        },
      ]}
    >
      {({ companyId }) =>
        editing && (
          <SyndicateFormModal
            companyId={companyId}
            syndicate={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )
      }
    </AuthorityListPage>
  );
}
