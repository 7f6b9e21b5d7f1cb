import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Permission, type BindingAgreementDto } from '@turbine/domain';
import { useListAgreementsQuery } from '../api/binding-agreements-api.ts';
import { AuthorityListPage } from '../components/authority-list-page.tsx';
import { VersionStatusBadge } from '../components/version-status-badge.tsx';
import { statusLabels } from '../lib/authority-labels.ts';
import { authorityPaths } from '../lib/authority-paths.ts';

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** The agreement's periods in order, each a badge linking to the period. */
function PeriodLinks({ agreement: a }: { agreement: BindingAgreementDto }) {
  return (
    <Group gap={4}>
      {[...a.periods]
        .sort((x, y) => x.version - y.version)
        .map((p) => (
          <Anchor
            key={p.id}
            component={Link}
            to={authorityPaths.agreementPeriod(a.id, p.id)}
            aria-label={`${statusLabels[p.status]}: period ${p.version} of ${a.name}`}
          >
            <VersionStatusBadge status={p.status} />
          </Anchor>
        ))}
    </Group>
  );
}

/** Binding Agreements (§2): the authority a managing insurer grants, period by period. */
export function BindingAgreementsPage() {
  return (
    <AuthorityListPage<BindingAgreementDto>
      section="bindingAgreements"
      title="Binding Agreements"
      description="Agreements with a managing insurer; each period sets who may underwrite, the sections and their syndicates."
      managePermission={Permission.ManageBindingAgreements}
      create={{ label: 'Create binding agreement', to: authorityPaths.bindingAgreement('new') }}
      noun="binding agreement"
      searchPlaceholder="Name, market reference or number"
      useList={useListAgreementsQuery}
      minWidth={900}
      columns={() => [
        {
          header: 'Name',
          cell: (a) => (
            <Anchor component={Link} to={authorityPaths.bindingAgreement(a.id)} fw={500}>
              {a.name}
            </Anchor>
          ),
        },
        { header: 'Managing insurer', cell: (a) => a.managingInsuranceCompany.name },
        { header: 'Market reference', cell: (a) => a.uniqueMarketReference },
        { header: 'Number', cell: (a) => a.agreementNumber },
        {
          header: 'Valid',
          cell: (a) => `${shortDate(a.validFrom)} – ${shortDate(a.validTo)}`,
        },
        { header: 'Periods', cell: (a) => <PeriodLinks agreement={a} /> },
      ]}
    />
  );
}
