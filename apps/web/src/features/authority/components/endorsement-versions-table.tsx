import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EndorsementDto } from '@turbine/domain';
import { fieldErrors } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { useChangeEndorsementVersionMutation, useDeleteEndorsementVersionMutation } from '../api/endorsements-api.ts';
import { visibilityLabel } from '../lib/authority-labels.ts';
import { authorityPaths } from '../lib/authority-paths.ts';
import { PublishProblemsAlert } from './publish-problems.tsx';
import { VersionActions, type VersionAction } from './version-actions.tsx';
import { VersionStatusBadge } from './version-status-badge.tsx';

interface EndorsementVersionsTableProps {
  companyId: number;
  endorsement: EndorsementDto;
  selectedId: number;
  canEdit: boolean;
  onSelect: (versionId: number) => void;
}

/** Versions of an endorsement with their §4 status; publish, unpublish, copy and delete drafts. */
export function EndorsementVersionsTable({ companyId, endorsement, selectedId, canEdit, onSelect }: EndorsementVersionsTableProps) {
  const [change] = useChangeEndorsementVersionMutation();
  const [remove] = useDeleteEndorsementVersionMutation();
  const [busy, setBusy] = useState<{ id: number; action: VersionAction } | null>(null);
  const [problems, setProblems] = useState<Record<string, string> | null>(null);
  const run = async (versionId: number, action: VersionAction) => {
    setBusy({ id: versionId, action });
    setProblems(null);
    const args = { companyId, endorsementId: endorsement.id, versionId };
    const result = action === 'delete' ? await remove(args) : await change({ ...args, action });
    setBusy(null);
    if (result.error) {
      const errors = fieldErrors(result.error);
      if (Object.keys(errors).length > 0) setProblems(errors);
    } else if (action === 'copy' && result.data) {
      onSelect(result.data.id);
    } else if (action === 'delete' && versionId === selectedId) {
      const next = endorsement.versions.find((v) => v.id !== versionId);
      if (next) onSelect(next.id);
    }
  };
  const versions = [...endorsement.versions].sort((a, b) => b.version - a.version);

  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} mb="md">
        Versions
      </Title>
      {problems && <PublishProblemsAlert errors={problems} onClose={() => setProblems(null)} />}
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" aria-label="Versions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Version</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Visibility</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((v) => (
              <Table.Tr key={v.id} bg={v.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}>
                <Table.Td>
                  {v.id === selectedId ? (
                    <Text fw={600} size="sm">
                      Version {v.version} (open)
                    </Text>
                  ) : (
                    <Anchor component={Link} to={`${authorityPaths.endorsement(endorsement.id)}?version=${v.id}`} fw={500}>
                      Version {v.version}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>
                  <VersionStatusBadge status={v.status} />
                </Table.Td>
                <Table.Td>{visibilityLabel(v.visibility)}</Table.Td>
                <Table.Td>{formatInstant(v.updatedAt)}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <VersionActions version={v} noun="version" canEdit={canEdit} busy={busy?.id === v.id ? busy.action : null} onAction={(a) => void run(v.id, a)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
