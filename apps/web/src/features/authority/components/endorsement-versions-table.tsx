import { Anchor, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EndorsementDto } from '@turbine/domain';
import { fieldErrors } from '../../../app/api-error.ts';
import {
  useChangeEndorsementVersionMutation,
  useDeleteEndorsementVersionMutation,
} from '../api/endorsements-api.ts';
import { authorityPaths } from '../lib/authority-paths.ts';
import { PublishProblemsAlert } from './publish-problems.tsx';
import type { VersionAction } from './version-actions.tsx';
import { VersionRowsTable } from './version-rows-table.tsx';

interface EndorsementVersionsTableProps {
  companyId: number;
  endorsement: EndorsementDto;
  selectedId: number;
  canEdit: boolean;
  onSelect: (versionId: number) => void;
}

/** Versions of an endorsement with their §4 status; publish, unpublish, copy and delete drafts. */
export function EndorsementVersionsTable({
  companyId,
  endorsement,
  selectedId,
  canEdit,
  onSelect,
}: EndorsementVersionsTableProps) {
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
      <VersionRowsTable
        label="Versions"
        noun="version"
        minWidth={720}
        versions={versions}
        canEdit={canEdit}
        selectedId={selectedId}
        name={(v) =>
          v.id === selectedId ? (
            <Text fw={600} size="sm">
              Version {v.version} (open)
            </Text>
          ) : (
            <Anchor
              component={Link}
              to={`${authorityPaths.endorsement(endorsement.id)}?version=${v.id}`}
              fw={500}
            >
              Version {v.version}
            </Anchor>
          )
        }
        busy={(id) => (busy?.id === id ? busy.action : null)}
        onAction={(id, a) => void run(id, a)}
      />
    </Paper>
  );
}
