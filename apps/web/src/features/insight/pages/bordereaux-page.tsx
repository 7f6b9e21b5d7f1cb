import { useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CompanyType,
  hasCompanyPermission,
  Permission,
  type BordereauKind,
  type CurrencyCode,
} from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { errorMessage, fieldErrors } from '../../../app/api-error.ts';
import { useCompany } from '../../../app/company-context.tsx';
import { toastColours } from '../../../app/error-toast.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatMoney } from '../../../components/format-money.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import * as api from '../api/bordereaux-api.ts';
import { BordereauStatusBadge, monthLabel } from '../components/bordereau-status-badge.tsx';

const lastMonth = () => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

const kindLabels: Record<BordereauKind, string> = { premium: 'Premium', claims: 'Claims' };

/** The agency drafts (or re-drafts) a month of one of its agreements, premium or claims. */
function DraftForm({ companyId, kind }: { companyId: number; kind: BordereauKind }) {
  const agreements = api.useBordereauAgreementsQuery({ companyId });
  const [draft, drafting] = api.useDraftBordereauMutation();
  const [agreementId, setAgreementId] = useState<string | null>(null);
  const [month, setMonth] = useState(lastMonth());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    if (!agreementId) return setErrors({ bindingAgreementId: 'Required' });
    try {
      const created = await draft({
        companyId,
        bindingAgreementId: Number(agreementId),
        month,
        kind,
      }).unwrap();
      notifications.show({
        color: toastColours.success,
        message: `Drafted the ${kind} bordereau of ${monthLabel(created.month)}, version ${created.version}: ${created.rowCount} rows.`,
      });
    } catch (error) {
      setErrors(fieldErrors(error));
      notifications.show({
        color: toastColours.error,
        title: 'The bordereau was not drafted',
        message: errorMessage(error as Parameters<typeof errorMessage>[0]),
      });
    }
  };
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        Draft a {kind} bordereau now
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        Each agreement’s past month is drafted automatically once it ends. Drafting a month again
        replaces its draft with a new version; a submitted month cannot change.
      </Text>
      <Group align="flex-end">
        <Select
          label="Binding agreement"
          placeholder="Choose an agreement"
          data={(agreements.data?.data ?? []).map((a) => ({
            value: String(a.id),
            label: `${a.name} (${a.uniqueMarketReference})`,
          }))}
          value={agreementId}
          onChange={setAgreementId}
          error={errors.bindingAgreementId}
          w={360}
        />
        <TextInput
          label="Month"
          description="YYYY-MM"
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          error={errors.month}
          w={140}
        />
        <Button onClick={submit} loading={drafting.isLoading}>
          Draft
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Premium and claims bordereaux (decisions 151, 227): the agency's drafts and submitted months, or the
 * submitted months an insurer receives for the agreements it manages; one kind at a time.
 */
export function BordereauxPage() {
  const { user } = useAuth();
  const { representedRole } = useCompany();
  const companyId = representedRole?.companyId ?? 0;
  const type = representedRole?.company.refCompanyTypeId;
  const allowed = type === CompanyType.Underwriter || type === CompanyType.Insurer;
  const list = api.useListBordereauxQuery({ companyId }, { skip: !allowed });
  const [kind, setKind] = useState<BordereauKind>('premium');
  if (!allowed)
    return (
      <ErrorPanel kind="notAuthorised" title="Bordereaux are not available for this company" />
    );
  if (list.isError) return <ErrorPanel error={list.error} onRetry={list.refetch} />;
  const agency = type === CompanyType.Underwriter;
  const manages =
    agency && !!user && hasCompanyPermission(user, companyId, Permission.ManageBindingAgreements);
  const items = (list.data?.items ?? []).filter((b) => b.kind === kind);
  const claims = kind === 'claims';
  return (
    <PageContainer
      title="Bordereaux"
      description={
        agency
          ? 'Each binding agreement’s bound business and claims per month, after Lloyd’s Coverholder Reporting Standards v5.2. Review a draft and submit it to the managing insurer.'
          : 'The bordereaux your coverholders submitted for the binding agreements you manage.'
      }
    >
      <Stack>
        <SegmentedControl
          w="fit-content"
          value={kind}
          onChange={(v) => setKind(v as BordereauKind)}
          data={(['premium', 'claims'] as const).map((k) => ({
            value: k,
            label: kindLabels[k],
          }))}
          aria-label="Kind of bordereau"
        />
        {manages && <DraftForm companyId={companyId} kind={kind} />}
        {list.isLoading ? (
          <Text c="dimmed">Loading…</Text>
        ) : items.length === 0 ? (
          <Text c="dimmed">
            {agency
              ? `No ${kind} bordereau has been drafted yet.`
              : `No ${kind} bordereau has been submitted to you yet.`}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th>Binding agreement</Table.Th>
                  <Table.Th>{agency ? 'Managing insurer' : 'Coverholder'}</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Rows</Table.Th>
                  {agency && <Table.Th ta="right">Rows with errors</Table.Th>}
                  {claims ? (
                    <>
                      <Table.Th ta="right">Paid this month</Table.Th>
                      <Table.Th ta="right">Total incurred</Table.Th>
                    </>
                  ) : (
                    <>
                      <Table.Th ta="right">Gross premium</Table.Th>
                      <Table.Th ta="right">Net premium</Table.Th>
                    </>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((b) => {
                  const currency = b.currency.toLowerCase() as CurrencyCode;
                  return (
                    <Table.Tr key={b.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/company/bordereaux/${b.id}`}>
                          {monthLabel(b.month)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {b.agreementName}
                        <Text size="xs" c="dimmed">
                          {b.uniqueMarketReference}
                        </Text>
                      </Table.Td>
                      <Table.Td>{agency ? b.insurer : b.coverholder}</Table.Td>
                      <Table.Td>{b.version}</Table.Td>
                      <Table.Td>
                        <BordereauStatusBadge status={b.status} />
                      </Table.Td>
                      <Table.Td ta="right">{b.rowCount}</Table.Td>
                      {agency && (
                        <Table.Td ta="right" c={b.errorCount > 0 ? 'red' : undefined}>
                          {b.errorCount}
                        </Table.Td>
                      )}
                      <Table.Td ta="right">
                        {formatMoney(
                          (claims ? b.claimTotals?.paidThisMonth : b.totals?.grossPremium) ?? null,
                          currency,
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatMoney(
                          (claims ? b.claimTotals?.totalIncurred : b.totals?.netPremium) ?? null,
                          currency,
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </PageContainer>
  );
}
