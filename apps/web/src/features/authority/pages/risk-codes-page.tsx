import { Anchor, Button, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Permission } from '@turbine/domain';
import { useListRiskCodesQuery } from '../api/syndicates-api.ts';
import { AuthorityPage } from '../components/authority-page.tsx';
import { ListFrame } from '../../../components/list-frame.tsx';
import { ReadOnlyNotice } from '../components/read-only-notice.tsx';
import { useListSearch } from '../../../components/use-list-search.ts';
import { authorityPaths } from '../lib/authority-paths.ts';

/** Risk Codes (§2): each with its reinsurance periods and syndicates. */
export function RiskCodesPage() {
  return (
    <AuthorityPage
      section="riskCodes"
      title="Risk Codes"
      description="Risk codes classify cover; their reinsurance periods say which syndicates carry it and when."
      managePermission={Permission.ManageSyndicates}
      actions={({ canEdit }) =>
        canEdit && (
          <Button
            component={Link}
            to={authorityPaths.riskCode('new')}
            leftSection={<IconPlus size={16} />}
          >
            Create risk code
          </Button>
        )
      }
    >
      {({ companyId, canEdit }) => (
        <>
          <ReadOnlyNotice canEdit={canEdit} />
          <RiskCodeList companyId={companyId} />
        </>
      )}
    </AuthorityPage>
  );
}

function RiskCodeList({ companyId }: { companyId: number }) {
  const list = useListSearch();
  const query = useListRiskCodesQuery({ companyId, ...list.args });
  return (
    <ListFrame
      list={list}
      query={query}
      searchLabel="Search risk codes"
      searchPlaceholder="Code or description"
      loadingLabel="Loading risk codes"
      errorItemName="risk code list"
      empty={list.searching ? 'No risk codes match your search.' : 'No risk codes yet.'}
    >
      {(rows) => (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" striped aria-label="Risk codes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Syndicates</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={authorityPaths.riskCode(r.id)} fw={500}>
                      {r.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td c="dimmed">{r.description ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {[...new Set(r.reinsurancePeriods.map((p) => p.syndicate.code))].join(', ') ||
                        '—'}
                    </Text>
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
