import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconSend } from '@tabler/icons-react';
import {
  CompanyType,
  hasCompanyPermission,
  Permission,
  type BordereauDetailDto,
  type CurrencyCode,
} from '@turbine/domain';
import { useAuth } from '../../../app/auth-context.tsx';
import { errorMessage } from '../../../app/api-error.ts';
import { useCompany } from '../../../app/company-context.tsx';
import { toastColours } from '../../../app/error-toast.ts';
import { downloadFile } from '../../../components/download-file.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { formatMoney } from '../../../components/format-money.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import * as api from '../api/bordereaux-api.ts';
import { BordereauStatusBadge, monthLabel } from '../components/bordereau-status-badge.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Card>
  );
}

function Rows({ b }: { b: BordereauDetailDto }) {
  const currency = b.currency.toLowerCase() as CurrencyCode;
  const money = (v: string | undefined) => formatMoney(v ?? null, currency);
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Certificate</Table.Th>
            <Table.Th>Insured</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Risk code</Table.Th>
            <Table.Th>Transaction</Table.Th>
            <Table.Th>Effective</Table.Th>
            <Table.Th>Syndicate</Table.Th>
            <Table.Th ta="right">Gross</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
            <Table.Th ta="right">Taxes and levies</Table.Th>
            <Table.Th ta="right">Net to insurer</Table.Th>
            <Table.Th>Checks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {b.rows.map((r) => {
            const v = r.values;
            return (
              <Table.Tr
                key={r.id}
                bg={r.errors.length ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>{v.certificateReference}</Table.Td>
                <Table.Td>{v.insuredName}</Table.Td>
                <Table.Td>{v.locationState || '—'}</Table.Td>
                <Table.Td>{v.riskCode || '—'}</Table.Td>
                <Table.Td>
                  {v.transactionType} · {v.riskTransactionType}
                </Table.Td>
                <Table.Td>{v.effectiveDate}</Table.Td>
                <Table.Td>
                  {v.syndicate || '—'}
                  {v.syndicate && (
                    <Text size="xs" c="dimmed">
                      {v.sharePercent} %
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{money(v.grossPremium)}</Table.Td>
                <Table.Td ta="right">
                  {money(v.commission)}
                  <Text size="xs" c="dimmed">
                    {v.commissionPercent} %
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{money(v.totalTaxes)}</Table.Td>
                <Table.Td ta="right">{money(v.netPremium)}</Table.Td>
                <Table.Td>
                  {r.errors.length === 0 ? (
                    <Text size="sm" c="green">
                      Passed
                    </Text>
                  ) : (
                    r.errors.map((e) => (
                      <Text key={`${e.field}-${e.message}`} size="sm" c="red">
                        {e.message}
                      </Text>
                    ))
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A claims bordereau's rows (decision 227): one per claim, cumulated at the month's end. */
function ClaimRows({ b }: { b: BordereauDetailDto }) {
  const currency = b.currency.toLowerCase() as CurrencyCode;
  const money = (v: string | undefined) => formatMoney(v ?? null, currency);
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Claim</Table.Th>
            <Table.Th>Certificate</Table.Th>
            <Table.Th>Insured</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Date of loss</Table.Th>
            <Table.Th ta="right">Paid this month (indemnity)</Table.Th>
            <Table.Th ta="right">Previously paid (indemnity)</Table.Th>
            <Table.Th ta="right">Reserve (indemnity)</Table.Th>
            <Table.Th ta="right">Total incurred</Table.Th>
            <Table.Th>Checks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {b.rows.map((r) => {
            const v = r.values;
            // Money stays decimal strings: each head is shown as the file has it.
            const heads = (indemnity: string | undefined, fees: string | undefined) => (
              <>
                {money(indemnity)}
                <Text size="xs" c="dimmed">
                  Fees {money(fees)}
                </Text>
              </>
            );
            return (
              <Table.Tr
                key={r.id}
                bg={r.errors.length ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>{v.claimReference}</Table.Td>
                <Table.Td>{v.certificateReference}</Table.Td>
                <Table.Td>{v.insuredName}</Table.Td>
                <Table.Td>{v.claimStatus}</Table.Td>
                <Table.Td>{v.dateOfLoss}</Table.Td>
                <Table.Td ta="right">
                  {heads(v.indemnityPaidThisMonth, v.feesPaidThisMonth)}
                </Table.Td>
                <Table.Td ta="right">
                  {heads(v.indemnityPreviouslyPaid, v.feesPreviouslyPaid)}
                </Table.Td>
                <Table.Td ta="right">{heads(v.indemnityReserve, v.feesReserve)}</Table.Td>
                <Table.Td ta="right">
                  {money(v.totalIncurred)}
                  <Text size="xs" c="dimmed">
                    Indemnity {money(v.indemnityIncurred)} · fees {money(v.feesIncurred)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {r.errors.length === 0 ? (
                    <Text size="sm" c="green">
                      Passed
                    </Text>
                  ) : (
                    r.errors.map((e) => (
                      <Text key={`${e.field}-${e.message}`} size="sm" c="red">
                        {e.message}
                      </Text>
                    ))
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One bordereau (premium or claims): totals, the rows with their checks, submit (agency, draft) and the files. */
export function BordereauPage() {
  const { user } = useAuth();
  const { representedRole } = useCompany();
  const { bordereauId } = useParams();
  const companyId = representedRole?.companyId ?? 0;
  const id = /^\d{1,9}$/.test(bordereauId ?? '') ? Number(bordereauId) : 0;
  const type = representedRole?.company.refCompanyTypeId;
  const allowed = (type === CompanyType.Underwriter || type === CompanyType.Insurer) && id > 0;
  const query = api.useGetBordereauQuery({ companyId, id }, { skip: !allowed });
  const [submit, submitting] = api.useSubmitBordereauMutation();
  if (!allowed) return <ErrorPanel kind="notFound" itemName="bordereau" />;
  if (query.isError)
    return <ErrorPanel error={query.error} itemName="bordereau" onRetry={query.refetch} />;
  const b = query.data;
  if (!b) return <Text p="xl">Loading…</Text>;
  const currency = b.currency.toLowerCase() as CurrencyCode;
  const canSubmit =
    type === CompanyType.Underwriter &&
    b.status === 'draft' &&
    !!user &&
    hasCompanyPermission(user, companyId, Permission.ManageBindingAgreements);

  const claims = b.kind === 'claims';
  const download = async (format: 'csv' | 'xlsx') => {
    try {
      await downloadFile(`/companies/${companyId}/bordereaux/${b.id}/file`, {
        params: { format },
        fileName: `${claims ? 'claims-' : ''}bordereau-${b.month}-v${b.version}.${format}`,
      });
    } catch (error) {
      notifications.show({
        color: toastColours.error,
        title: 'The file was not downloaded',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  const confirmSubmit = () =>
    modals.openConfirmModal({
      title: 'Submit bordereau',
      children: (
        <Text size="sm">
          Submit {monthLabel(b.month)} of {b.agreementName} to {b.insurer}? Once submitted it cannot
          change; corrections appear as adjustments in a later month.
        </Text>
      ),
      labels: { confirm: 'Submit', cancel: 'Cancel' },
      onConfirm: async () => {
        try {
          await submit({ companyId, id: b.id }).unwrap();
          notifications.show({ color: toastColours.success, message: 'Bordereau submitted.' });
        } catch (error) {
          notifications.show({
            color: toastColours.error,
            title: 'The bordereau was not submitted',
            message: errorMessage(error as Parameters<typeof errorMessage>[0]),
          });
        }
      },
    });

  return (
    <PageContainer
      size="xl"
      title={`${claims ? 'Claims bordereau' : 'Bordereau'} ${monthLabel(b.month)}`}
      description={
        <>
          {b.agreementName} · {b.uniqueMarketReference} · {b.coverholder} to {b.insurer} · version{' '}
          {b.version}
        </>
      }
      actions={
        <Group>
          <BordereauStatusBadge status={b.status} />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => download('csv')}
          >
            Download CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => download('xlsx')}
          >
            Download XLSX
          </Button>
          {canSubmit && (
            <Button
              leftSection={<IconSend size={16} />}
              onClick={confirmSubmit}
              loading={submitting.isLoading}
              disabled={b.errorCount > 0}
            >
              Submit
            </Button>
          )}
        </Group>
      }
    >
      <Stack>
        <Anchor component={Link} to="/company/bordereaux" size="sm">
          All bordereaux
        </Anchor>
        {b.status === 'submitted' && (
          <Alert color="green" variant="light">
            Submitted{b.submittedBy ? ` by ${b.submittedBy}` : ''}
            {b.submittedAt ? ` on ${new Date(b.submittedAt).toLocaleString('en-AU')}` : ''}. This
            month is frozen.
          </Alert>
        )}
        {b.status === 'draft' && b.errorCount > 0 && (
          <Alert color="red" variant="light" title={`${b.errorCount} rows have errors`}>
            Correct the risks named below, then draft the month again before you submit.
          </Alert>
        )}
        {b.claimTotals ? (
          <SimpleGrid cols={{ base: 2, md: 5 }}>
            <Figure label="Claims" value={String(b.rowCount)} />
            <Figure
              label="Paid this month"
              value={formatMoney(b.claimTotals.paidThisMonth, currency)}
            />
            <Figure
              label="Previously paid"
              value={formatMoney(b.claimTotals.previouslyPaid, currency)}
            />
            <Figure label="Reserve" value={formatMoney(b.claimTotals.reserve, currency)} />
            <Figure
              label="Total incurred"
              value={formatMoney(b.claimTotals.totalIncurred, currency)}
            />
          </SimpleGrid>
        ) : b.totals ? (
          <SimpleGrid cols={{ base: 2, md: 6 }}>
            <Figure label="Rows" value={String(b.rowCount)} />
            <Figure label="Gross premium" value={formatMoney(b.totals.grossPremium, currency)} />
            <Figure label="Commission" value={formatMoney(b.totals.commission, currency)} />
            <Figure label="Taxes and levies" value={formatMoney(b.totals.totalTaxes, currency)} />
            <Figure label="Fees" value={formatMoney(b.totals.fees, currency)} />
            <Figure label="Net to insurer" value={formatMoney(b.totals.netPremium, currency)} />
          </SimpleGrid>
        ) : null}
        {b.rows.length === 0 ? (
          <Text c="dimmed">
            {claims
              ? `No claim under this agreement was open or closed in ${monthLabel(b.month)}.`
              : `Nothing was bound under this agreement in ${monthLabel(b.month)}.`}
          </Text>
        ) : claims ? (
          <ClaimRows b={b} />
        ) : (
          <Rows b={b} />
        )}
      </Stack>
    </PageContainer>
  );
}
