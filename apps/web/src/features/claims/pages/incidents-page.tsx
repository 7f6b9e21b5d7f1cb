import {
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Messages } from '@turbine/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useListClaimsQuery } from '../api/claims-api.ts';
import { ClaimsTable } from '../components/claims-table.tsx';
import { useClaimsAccess } from '../hooks/use-claims-access.ts';

/** §2 Incidents: the claims the company may see (a legal firm: those it is appointed on). */
export function IncidentsPage() {
  const access = useClaimsAccess();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [open, setOpen] = useState<'1' | '0' | 'all'>('1');
  const query = useListClaimsQuery(
    {
      companyId: access.companyId ?? 0,
      q: q || undefined,
      open: open === 'all' ? undefined : open,
    },
    { skip: access.companyId === null || !access.canView },
  );
  if (access.companyId === null || !access.canView)
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  return (
    <PageContainer
      title="Incidents"
      size="xl"
      description="Incidents reported on bound policies and the claims they became."
      actions={
        access.canReport && (
          <Button component={Link} to="/incidents/new" leftSection={<IconPlus size={16} />}>
            Add new
          </Button>
        )
      }
    >
      <Stack>
        <Group align="flex-end">
          <TextInput
            label="Search"
            placeholder="Claim or policy reference, insured, claimant"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={360}
          />
          <SegmentedControl
            aria-label="Which claims"
            value={open}
            onChange={(v) => setOpen(v as typeof open)}
            data={[
              { value: '1', label: 'Open' },
              { value: '0', label: 'Closed' },
              { value: 'all', label: 'All' },
            ]}
          />
        </Group>
        {query.isLoading ? (
          <Center py="xl">
            <Loader aria-label="Loading incidents" />
          </Center>
        ) : query.error || !query.data ? (
          <ErrorPanel
            error={query.error}
            itemName="incident list"
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Text c="dimmed" py="lg">
            {q
              ? 'No incident matches the search.'
              : open === '1'
                ? 'No open incidents.'
                : 'No incidents.'}
          </Text>
        ) : (
          <ClaimsTable claims={query.data} />
        )}
      </Stack>
    </PageContainer>
  );
}
