import { Badge, Center, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { companyTypeLabels, isSystemUser } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useListAllCompaniesQuery } from '../api/companies-list-api.ts';

/** The operator's home (§2 Companies, issue 19 item 3): every company on the platform. */
export function CompaniesPage() {
  const { user } = useAuth();
  const system = user != null && isSystemUser(user);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useListAllCompaniesQuery(
    { page, ...(debounced ? { search: debounced } : {}) },
    { skip: !system },
  );

  if (!system) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  const body = list.isLoading ? (
    <Center py="xl">
      <Loader aria-label="Loading companies" />
    </Center>
  ) : list.isError ? (
    <ErrorPanel error={list.error} itemName="companies" />
  ) : !list.data || list.data.data.length === 0 ? (
    <Text c="dimmed">{debounced ? 'No company matches the search.' : 'No companies yet.'}</Text>
  ) : (
    <Stack>
      <Table striped aria-label="Companies">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Subdomain</Table.Th>
            <Table.Th>Created by</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.data.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{companyTypeLabels[c.refCompanyTypeId]}</Table.Td>
              <Table.Td>{c.handle ?? '—'}</Table.Td>
              <Table.Td>{c.createdByCompany?.name ?? '—'}</Table.Td>
              <Table.Td>
                <Badge color={c.isActive ? 'green' : 'gray'} variant="light">
                  {c.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {list.data.meta.total > list.data.meta.perPage && (
        <Pagination
          total={Math.ceil(list.data.meta.total / list.data.meta.perPage)}
          value={page}
          onChange={setPage}
        />
      )}
    </Stack>
  );
  return (
    <PageContainer title="Companies" description="Every company on the platform.">
      <TextInput
        label="Search companies"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        mb="md"
        maw={360}
      />
      {body}
    </PageContainer>
  );
}
