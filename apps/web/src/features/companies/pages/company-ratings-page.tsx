import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  CompanyType,
  hasCompanyPermission,
  Permission,
  type CompanyRatingDto,
  type CompanyRatingKind,
} from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatInstant } from '../../../components/format-instant.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { useListCompanyRatingsQuery } from '../api/company-ratings-api.ts';
import { CompanyRatingModal } from '../components/company-rating-modal.tsx';
import { GradeBadge } from '../components/grade-badge.tsx';

/** True when the represented company is an underwriting agency and the user has ManageCompanyRating. */
export function useRatingAccess(): { agencyId: number; allowed: boolean } {
  const { user } = useAuth();
  const { currentCompanyId, representedRole } = useCompany();
  const agencyId = currentCompanyId ?? 0;
  const allowed =
    user != null &&
    representedRole?.company.refCompanyTypeId === CompanyType.Underwriter &&
    hasCompanyPermission(user, agencyId, Permission.ManageCompanyRating);
  return { agencyId, allowed };
}

function RatingRow({ r, onGrade }: { r: CompanyRatingDto; onGrade: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>{r.name}</Table.Td>
      <Table.Td>
        <Badge variant="default">{r.kind === 'brokerage' ? 'Brokerage' : 'Client'}</Badge>
      </Table.Td>
      <Table.Td>
        <GradeBadge grade={r.grade} />
      </Table.Td>
      <Table.Td maw={320}>
        <Text size="sm" lineClamp={2}>
          {r.note ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        {r.ratedAt ? (
          <Text size="sm">
            {formatInstant(r.ratedAt)}
            {r.ratedBy ? ` · ${r.ratedBy.name}` : ''}
          </Text>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="default" onClick={onGrade} aria-label={`Grade ${r.name}`}>
          {r.grade ? 'Change grade' : 'Grade'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * §6 ManageCompanyRating (decision 232): the agency's grade, A (best) to E, on each brokerage it works
 * with and each client insured on its risks, with a note and the history of changes. Product formulas
 * read it as brokerRating / clientRating.
 */
export function CompanyRatingsPage() {
  const { agencyId, allowed } = useRatingAccess();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [grading, setGrading] = useState<CompanyRatingDto | null>(null);
  const list = useListCompanyRatingsQuery(
    {
      agencyId,
      ...(debounced ? { search: debounced } : {}),
      ...(kind ? { kind: kind as CompanyRatingKind } : {}),
    },
    { skip: !allowed },
  );
  if (!allowed) return <ErrorPanel kind="notAuthorised" title="Access denied" />;
  const body = list.isLoading ? (
    <Center py="xl">
      <Loader aria-label="Loading ratings" />
    </Center>
  ) : list.isError || !list.data ? (
    <ErrorPanel error={list.error} itemName="ratings" onRetry={() => void list.refetch()} />
  ) : list.data.data.length === 0 ? (
    <Text c="dimmed">
      {debounced || kind
        ? 'No brokerage or client matches the filters.'
        : 'No brokerages or clients yet: onboard a brokerage, or wait for a risk placed for a client.'}
    </Text>
  ) : (
    <Table.ScrollContainer minWidth={820}>
      <Table striped aria-label="Company ratings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Company</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Grade</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>Last changed</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.data.map((r) => (
            <RatingRow key={r.companyId} r={r} onGrade={() => setGrading(r)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <PageContainer
      title="Ratings"
      description="Your grade on each brokerage you work with and each client insured on your risks, from A (best) to E. Product formulas can load or discount a premium by it (brokerRating, clientRating)."
      size="xl"
    >
      <Group mb="md" align="flex-end">
        <TextInput
          label="Search companies"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={320}
        />
        <Select
          label="Kind"
          placeholder="Any"
          clearable
          data={[
            { value: 'brokerage', label: 'Brokerages' },
            { value: 'client', label: 'Clients' },
          ]}
          value={kind}
          onChange={setKind}
          w={180}
        />
      </Group>
      {body}
      {grading && (
        <CompanyRatingModal
          agencyId={agencyId}
          ratedCompanyId={grading.companyId}
          name={grading.name}
          onClose={() => setGrading(null)}
        />
      )}
    </PageContainer>
  );
}
