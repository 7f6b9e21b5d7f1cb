import {
  Anchor,
  Badge,
  Button,
  Center,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { companyTypeLabels, isSystemUser } from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useListAllCompaniesQuery, type CompanyListFilters } from '../api/companies-list-api.ts';
import { CompanyFilters, emptyFilters, type FilterValues } from '../components/company-filters.tsx';
import { CreateCompanyModal } from '../components/create-company-modal.tsx';

const bool = (v: string | null) => (v === 'true' || v === 'false' ? v : undefined);

function queryOf(f: FilterValues, search: string, page: number): CompanyListFilters {
  return {
    page,
    ...(search ? { search } : {}),
    ...(f.type ? { type: Number(f.type) } : {}),
    ...(bool(f.isActive) ? { isActive: bool(f.isActive) } : {}),
    ...(bool(f.hasAdmin) ? { hasAdmin: bool(f.hasAdmin) } : {}),
    ...(f.createdBy ? { createdByCompanyId: Number(f.createdBy) } : {}),
  };
}

/** The operator's Companies screen (§2 Companies, decision 136): every company, filtered; create one. */
export function CompaniesPage() {
  const { user } = useAuth();
  const system = user != null && isSystemUser(user);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<FilterValues>(emptyFilters);
  const [creating, create] = useDisclosure(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const navigate = useNavigate();
  // Opens the new company once the modal (and its unsaved-changes guard) has gone.
  useEffect(() => {
    if (createdId !== null) void navigate(`/system/companies/${createdId}`);
  }, [createdId, navigate]);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const list = useListAllCompaniesQuery(queryOf(filters, search, page), { skip: !system });

  if (!system) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  const filtered = JSON.stringify(filters) !== JSON.stringify(emptyFilters);
  const body = list.isLoading ? (
    <Center py="xl">
      <Loader aria-label="Loading companies" />
    </Center>
  ) : list.isError ? (
    <ErrorPanel error={list.error} itemName="companies" onRetry={() => void list.refetch()} />
  ) : !list.data || list.data.data.length === 0 ? (
    <Text c="dimmed">{filtered ? 'No company matches the filters.' : 'No companies yet.'}</Text>
  ) : (
    <Stack>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover aria-label="Companies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Subdomain</Table.Th>
              <Table.Th>Created by</Table.Th>
              <Table.Th>Administrator</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/system/companies/${c.id}`}>
                    {c.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{companyTypeLabels[c.refCompanyTypeId]}</Table.Td>
                <Table.Td>{c.handle ?? '—'}</Table.Td>
                <Table.Td>{c.createdByCompany?.name ?? '—'}</Table.Td>
                <Table.Td>{c.hasAdmin ? 'Yes' : 'No'}</Table.Td>
                <Table.Td>
                  <Badge color={c.isActive ? 'green' : 'gray'} variant="light">
                    {c.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
    <PageContainer
      title="Companies"
      description="Every company on the platform: open one to see its users and roles, support it or deactivate it."
      size="xl"
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={create.open}>
          Create company
        </Button>
      }
    >
      <CompanyFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {body}
      {creating && (
        <CreateCompanyModal
          onClose={create.close}
          onCreated={(id) => {
            create.close();
            setCreatedId(id);
          }}
        />
      )}
    </PageContainer>
  );
}
