import { Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Permission, type EndorsementDto } from '@turbine/domain';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { useGetEndorsementQuery, useGetEndorsementVersionQuery } from '../api/endorsements-api.ts';
import { AuthorityPage } from '../components/authority-page.tsx';
import { EndorsementVersionForm } from '../components/endorsement-version-form.tsx';
import { EndorsementVersionsTable } from '../components/endorsement-versions-table.tsx';
import { ReadOnlyNotice } from '../components/read-only-notice.tsx';
import { authorityPaths } from '../lib/authority-paths.ts';

/** One endorsement: its versions and the editor of the chosen version (`?version=`, else the newest). */
export function EndorsementPage() {
  const { endorsementId = 'new' } = useParams();
  const isNew = endorsementId === 'new';
  return (
    <AuthorityPage
      section="endorsements"
      title={isNew ? 'New endorsement' : 'Endorsement'}
      managePermission={Permission.ManageProducts}
    >
      {({ companyId, canEdit }) => (
        <Stack gap="lg">
          <Anchor component={Link} to={authorityPaths.endorsements} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} /> All endorsements
            </Group>
          </Anchor>
          {isNew ? (
            <>
              <ReadOnlyNotice canEdit={canEdit} />
              <EndorsementVersionForm
                companyId={companyId}
                endorsement={null}
                version={null}
                editable={canEdit}
              />
            </>
          ) : (
            <EndorsementLoader companyId={companyId} id={Number(endorsementId)} canEdit={canEdit} />
          )}
        </Stack>
      )}
    </AuthorityPage>
  );
}

const loading = (
  <Center py="xl">
    <Loader aria-label="Loading endorsement" />
  </Center>
);

function EndorsementLoader({
  companyId,
  id,
  canEdit,
}: {
  companyId: number;
  id: number;
  canEdit: boolean;
}) {
  const query = useGetEndorsementQuery({ companyId, id });
  if (query.isLoading) return loading;
  if (query.isError || !query.data)
    return (
      <ErrorPanel error={query.error} itemName="endorsement" onRetry={() => void query.refetch()} />
    );
  return <EndorsementVersions companyId={companyId} endorsement={query.data} canEdit={canEdit} />;
}

function EndorsementVersions({
  companyId,
  endorsement,
  canEdit,
}: {
  companyId: number;
  endorsement: EndorsementDto;
  canEdit: boolean;
}) {
  const [search, setSearch] = useSearchParams();
  const newest = [...endorsement.versions].sort((a, b) => b.version - a.version)[0];
  const requested = endorsement.versions.find((v) => String(v.id) === search.get('version'));
  const selected = requested ?? newest;
  const version = useGetEndorsementVersionQuery(
    { companyId, endorsementId: endorsement.id, versionId: selected?.id ?? 0 },
    { skip: !selected },
  );
  const locked = version.data ? version.data.status === 'locked' || version.data.inUse : false;

  return (
    <>
      {selected && (
        <EndorsementVersionsTable
          companyId={companyId}
          endorsement={endorsement}
          selectedId={selected.id}
          canEdit={canEdit}
          onSelect={(v) => setSearch({ version: String(v) })}
        />
      )}
      {version.isLoading ? (
        loading
      ) : version.isError || !version.data ? (
        <ErrorPanel
          error={version.error}
          itemName="endorsement version"
          onRetry={() => void version.refetch()}
        />
      ) : (
        <div>
          <ReadOnlyNotice canEdit={canEdit} locked={locked} />
          <EndorsementVersionForm
            key={`${version.data.id}-${version.data.updatedAt}`}
            companyId={companyId}
            endorsement={endorsement}
            version={version.data}
            editable={canEdit && !locked}
          />
        </div>
      )}
    </>
  );
}
