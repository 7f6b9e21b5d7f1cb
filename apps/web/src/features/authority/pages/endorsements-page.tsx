import { Anchor, Button, Group, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Permission } from '@turbine/domain';
import { useListEndorsementsQuery } from '../api/endorsements-api.ts';
import { AuthorityPage } from '../components/authority-page.tsx';
import { ListFrame } from '../../../components/list-frame.tsx';
import { ReadOnlyNotice } from '../components/read-only-notice.tsx';
import { VersionStatusBadge } from '../components/version-status-badge.tsx';
import { useListSearch } from '../../../components/use-list-search.ts';
import { authorityPaths } from '../lib/authority-paths.ts';

/** Endorsements (§2): versioned wording that rules attach to risks. */
export function EndorsementsPage() {
  return (
    <AuthorityPage
      section="endorsements"
      title="Endorsements"
      description="Wording added to policies, by product class, attached by rules."
      managePermission={Permission.ManageProducts}
      actions={({ canEdit }) =>
        canEdit && (
          <Button
            component={Link}
            to={authorityPaths.endorsement('new')}
            leftSection={<IconPlus size={16} />}
          >
            Create endorsement
          </Button>
        )
      }
    >
      {({ companyId, canEdit }) => (
        <>
          <ReadOnlyNotice canEdit={canEdit} />
          <EndorsementList companyId={companyId} />
        </>
      )}
    </AuthorityPage>
  );
}

function EndorsementList({ companyId }: { companyId: number }) {
  const list = useListSearch();
  const query = useListEndorsementsQuery({ companyId, ...list.args });
  return (
    <ListFrame
      list={list}
      query={query}
      searchLabel="Search endorsements"
      searchPlaceholder="Name"
      loadingLabel="Loading endorsements"
      errorItemName="endorsement list"
      empty={list.searching ? 'No endorsements match your search.' : 'No endorsements yet.'}
    >
      {(rows) => (
        <Table verticalSpacing="sm" striped aria-label="Endorsements">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Versions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Anchor component={Link} to={authorityPaths.endorsement(e.id)} fw={500}>
                    {e.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {[...e.versions]
                      .sort((a, b) => a.version - b.version)
                      .map((v) => (
                        <Anchor
                          key={v.id}
                          component={Link}
                          to={`${authorityPaths.endorsement(e.id)}?version=${v.id}`}
                          aria-label={`Version ${v.version} of ${e.name}`}
                        >
                          <VersionStatusBadge status={v.status} />
                        </Anchor>
                      ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ListFrame>
  );
}
