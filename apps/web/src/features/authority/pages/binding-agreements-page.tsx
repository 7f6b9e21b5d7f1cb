import { Anchor, Button, Group, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Permission } from '@turbine/domain';
import { useListAgreementsQuery } from '../api/binding-agreements-api.ts';
import { AuthorityPage } from '../components/authority-page.tsx';
import { ListFrame } from '../../../components/list-frame.tsx';
import { ReadOnlyNotice } from '../components/read-only-notice.tsx';
import { VersionStatusBadge } from '../components/version-status-badge.tsx';
import { useListSearch } from '../../../components/use-list-search.ts';
import { authorityPaths } from '../lib/authority-paths.ts';

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** Binding Agreements (§2): the authority a managing insurer grants, period by period. */
export function BindingAgreementsPage() {
  return (
    <AuthorityPage
      section="bindingAgreements"
      title="Binding Agreements"
      description="Agreements with a managing insurer; each period sets who may underwrite, the sections and their syndicates."
      managePermission={Permission.ManageBindingAgreements}
      actions={({ canEdit }) =>
        canEdit && (
          <Button
            component={Link}
            to={authorityPaths.bindingAgreement('new')}
            leftSection={<IconPlus size={16} />}
          >
            Create binding agreement
          </Button>
        )
      }
    >
      {({ companyId, canEdit }) => (
        <>
          <ReadOnlyNotice canEdit={canEdit} />
          <AgreementList companyId={companyId} />
        </>
      )}
    </AuthorityPage>
  );
}

function AgreementList({ companyId }: { companyId: number }) {
  const list = useListSearch();
  const query = useListAgreementsQuery({ companyId, ...list.args });
  return (
    <ListFrame
      list={list}
      query={query}
      searchLabel="Search binding agreements"
      searchPlaceholder="Name, market reference or number"
      loadingLabel="Loading binding agreements"
      errorItemName="binding agreement list"
      empty={
        list.searching ? 'No binding agreements match your search.' : 'No binding agreements yet.'
      }
    >
      {(rows) => (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" striped aria-label="Binding agreements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Managing insurer</Table.Th>
                <Table.Th>Market reference</Table.Th>
                <Table.Th>Number</Table.Th>
                <Table.Th>Valid</Table.Th>
                <Table.Th>Periods</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor component={Link} to={authorityPaths.bindingAgreement(a.id)} fw={500}>
                      {a.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{a.managingInsuranceCompany.name}</Table.Td>
                  <Table.Td>{a.uniqueMarketReference}</Table.Td>
                  <Table.Td>{a.agreementNumber}</Table.Td>
                  <Table.Td>
                    {shortDate(a.validFrom)} – {shortDate(a.validTo)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {[...a.periods]
                        .sort((x, y) => x.version - y.version)
                        .map((p) => (
                          <Anchor
                            key={p.id}
                            component={Link}
                            to={authorityPaths.agreementPeriod(a.id, p.id)}
                            aria-label={`Period ${p.version} of ${a.name}`}
                          >
                            <VersionStatusBadge status={p.status} />
                          </Anchor>
                        ))}
                    </Group>
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
