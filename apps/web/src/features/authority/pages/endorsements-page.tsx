import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Permission, type EndorsementDto } from '@turbine/domain';
import { useListEndorsementsQuery } from '../api/endorsements-api.ts';
import { AuthorityListPage } from '../components/authority-list-page.tsx';
import { VersionStatusBadge } from '../components/version-status-badge.tsx';
import { statusLabels } from '../lib/authority-labels.ts';
import { authorityPaths } from '../lib/authority-paths.ts';

/** Endorsements (§2): versioned wording that rules attach to risks. */
export function EndorsementsPage() {
  return (
    <AuthorityListPage<EndorsementDto>
      section="endorsements"
      title="Endorsements"
      description="Wording added to policies, by product class, attached by rules."
      managePermission={Permission.ManageProducts}
      create={{ label: 'Create endorsement', to: authorityPaths.endorsement('new') }}
      noun="endorsement"
      searchPlaceholder="Name"
      useList={useListEndorsementsQuery}
      minWidth={400}
      columns={() => [
        {
          header: 'Name',
          cell: (e) => (
            <Anchor component={Link} to={authorityPaths.endorsement(e.id)} fw={500}>
              {e.name}
            </Anchor>
          ),
        },
        {
          header: 'Versions',
          cell: (e) => (
            <Group gap={4}>
              {[...e.versions]
                .sort((a, b) => a.version - b.version)
                .map((v) => (
                  <Anchor
                    key={v.id}
                    component={Link}
                    to={`${authorityPaths.endorsement(e.id)}?version=${v.id}`}
                    aria-label={`${statusLabels[v.status]}: version ${v.version} of ${e.name}`}
                  >
                    <VersionStatusBadge status={v.status} />
                  </Anchor>
                ))}
            </Group>
          ),
        },
      ]}
    />
  );
}
