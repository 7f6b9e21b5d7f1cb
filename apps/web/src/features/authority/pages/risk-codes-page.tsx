import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Permission, type RiskCodeDto } from '@turbine/domain';
import { useListRiskCodesQuery } from '../api/syndicates-api.ts';
import { AuthorityListPage } from '../components/authority-list-page.tsx';
import { authorityPaths } from '../lib/authority-paths.ts';

/** Risk Codes (§2): each with its reinsurance periods and syndicates. */
export function RiskCodesPage() {
  return (
    <AuthorityListPage<RiskCodeDto>
      section="riskCodes"
      title="Risk Codes"
      description="Risk codes classify cover; their reinsurance periods say which syndicates carry it and when."
      managePermission={Permission.ManageSyndicates}
      create={{ label: 'Create risk code', to: authorityPaths.riskCode('new') }}
      noun="risk code"
      searchPlaceholder="Code or description"
      useList={useListRiskCodesQuery}
      minWidth={600}
      columns={() => [
        {
          header: 'Code',
          cell: (r) => (
            <Anchor component={Link} to={authorityPaths.riskCode(r.id)} fw={500}>
              {r.code}
            </Anchor>
          ),
        },
        { header: 'Description', cell: (r) => r.description ?? '—', td: { c: 'dimmed' } },
        {
          header: 'Syndicates',
          cell: (r) => (
            <Text size="sm">
              {[...new Set(r.reinsurancePeriods.map((p) => p.syndicate.code))].join(', ') || '—'}
            </Text>
          ),
        },
      ]}
    />
  );
}
