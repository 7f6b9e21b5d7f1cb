import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Permission, type ClauseDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useListClausesQuery } from '../api/clauses-api.ts';
import { AuthorityPage } from '../components/authority-page.tsx';
import { ClauseDetail } from '../components/clause-detail.tsx';
import { CreateClauseModal } from '../components/create-clause-modal.tsx';
import { VersionStatusBadge } from '../components/version-status-badge.tsx';

const currentOf = (c: ClauseDto) => c.versions.find((v) => v.id === c.currentVersionId);

/** Clauses (§2, ManageClauses; decision 192): the agency's library of versioned standard wordings. */
export function ClausesPage() {
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('clause')) || null;
  const open = (id: number | null) => setParams(id ? { clause: String(id) } : {});
  return (
    <AuthorityPage
      section="clauses"
      title="Clauses"
      description="Standard wordings, versioned like products, that document templates include."
      managePermission={Permission.ManageClauses}
      actions={({ canEdit }) =>
        canEdit && <Button onClick={() => setCreating(true)}>Create clause</Button>
      }
    >
      {({ companyId, canEdit }) => (
        <Stack>
          <ClauseList companyId={companyId} selected={selected} onOpen={open} />
          {selected !== null && (
            <ClauseDetail
              key={selected}
              companyId={companyId}
              clauseId={selected}
              canEdit={canEdit}
              onClosed={() => open(null)}
            />
          )}
          {creating && (
            <CreateClauseModal
              companyId={companyId}
              onClose={() => setCreating(false)}
              onCreated={(c) => {
                setCreating(false);
                open(c.id);
              }}
            />
          )}
        </Stack>
      )}
    </AuthorityPage>
  );
}

function ClauseList({
  companyId,
  selected,
  onOpen,
}: {
  companyId: number;
  selected: number | null;
  onOpen: (id: number) => void;
}) {
  const [search, setSearch] = useState('');
  const list = useListClausesQuery({ companyId, search: search.trim() || undefined });
  if (list.isError)
    return <ErrorPanel error={list.error} itemName="clauses" onRetry={() => void list.refetch()} />;
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        label="Search clauses"
        placeholder="Code or name"
        maw={320}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Current wording</Table.Th>
              <Table.Th>Versions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => {
              const current = currentOf(c);
              return (
                <Table.Tr
                  key={c.id}
                  bg={c.id === selected ? 'var(--mantine-color-default-hover)' : undefined}
                >
                  <Table.Td>
                    <Anchor component="button" type="button" fw={500} onClick={() => onOpen(c.id)}>
                      {c.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>
                    {current ? (
                      <Group gap={6}>
                        <Text size="sm">Version {current.version}</Text>
                        <VersionStatusBadge status={current.status} />
                      </Group>
                    ) : (
                      <Badge color="gray" variant="light">
                        Not published
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{c.versions.length}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!list.isLoading && rows.length === 0 && (
        <Text c="dimmed">{search ? 'No clause matches the search.' : 'No clauses yet.'}</Text>
      )}
    </Stack>
  );
}
