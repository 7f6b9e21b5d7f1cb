import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  packagePremium,
  TransactionStatus,
  type RiskDto,
  type RiskPackageDto,
} from '@turbine/domain';
import { formatMoney } from '../../../../components/format-money.ts';
import { currencyOf, formatInstantInZone } from '../lib/risk-format.ts';
import { AssignUnderwriterButton } from './assign-underwriter.tsx';
import { RiskActionButtons } from './risk-action-buttons.tsx';
import { StatusBadge, TypeBadge } from './status-badges.tsx';
import { RiskTags } from '../../../tags/index.ts';

function assignee(pkg: RiskPackageDto): string {
  if (pkg.assignedUnderwriter) return pkg.assignedUnderwriter.name;
  if (pkg.referredToTeam) return `${pkg.underwriterCompany.name} team`;
  return 'Not assigned';
}

/** The package premium as the risks list shows it, naming its parts when there are add-ons (issue 19 item 5). */
export function PackagePremiumLine({ pkg }: { pkg: RiskPackageDto }) {
  const premium = packagePremium(pkg.risks);
  if (premium.total === null) return null;
  const currency = currencyOf(pkg.currency);
  return (
    <Text size="sm">
      Package premium: <b>{formatMoney(premium.total, currency)}</b>
      {premium.addOns !== null &&
        ` (main ${formatMoney(premium.main, currency)} + add-ons ${formatMoney(premium.addOns, currency)})`}
    </Text>
  );
}

/** §2 Risk header: reference, status, type, underwriting status, assignee, quote validity and the main risk's actions. */
export function RiskHeader({
  companyId,
  pkg,
  main,
  canManage,
  canManageTags = false,
}: {
  companyId: number;
  pkg: RiskPackageDto;
  main: RiskDto;
  canManage: boolean;
  /** ManageCompanyTags in the acting company: tags can be added and removed. */
  canManageTags?: boolean;
}) {
  const current = main.current;
  const quoted = current.status === TransactionStatus.Quoted && current.quoteExpiresAt !== null;
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Title order={1}>{pkg.reference}</Title>
          <StatusBadge status={current.status} size="lg" />
          <TypeBadge type={current.type} size="lg" />
          {pkg.underwritingStatus && (
            <Badge color={pkg.underwritingStatus.colour} variant="outline" size="lg">
              {pkg.underwritingStatus.name}
            </Badge>
          )}
          {pkg.importedAt !== null && (
            <Badge color="gray" variant="outline" size="lg" title="Imported policy">
              Imported
            </Badge>
          )}
        </Group>
        <Text c="dimmed">
          {pkg.insured.name} · {pkg.productPackage.name}
        </Text>
        <PackagePremiumLine pkg={pkg} />
        {/* The acting company's own tags (decision 171); never another party's. */}
        <RiskTags companyId={companyId} riskPackageId={pkg.id} canManage={canManageTags} />
        {pkg.viewerRole !== 'client' && (
          <Group gap={6}>
            <Text size="sm">
              Assigned underwriter: <b>{assignee(pkg)}</b>
            </Text>
            {canManage && pkg.viewerRole === 'underwriter' && (
              <AssignUnderwriterButton companyId={companyId} pkg={pkg} />
            )}
          </Group>
        )}
        {quoted &&
          ((current.quoteExpiresAt ?? 0) * 1000 > Date.now() ? (
            <Text size="sm" c="teal.9" fw={500}>
              {/* quoteExpiresAt is the first instant after the quote; the last valid one reads better (…, 11:59 pm). */}
              Quote valid until{' '}
              {formatInstantInZone((current.quoteExpiresAt ?? 0) - 1, pkg.timeZone)}
            </Text>
          ) : (
            // §9: a quote is valid 30 days; after that it cannot be bound (QUOTE_EXPIRED) — reopen to requote.
            <Text size="sm" c="red.8" fw={500}>
              Quote expired on{' '}
              {formatInstantInZone((current.quoteExpiresAt ?? 0) - 1, pkg.timeZone)}: reopen the
              risk to request a new quote.
            </Text>
          ))}
      </Stack>
      <RiskActionButtons companyId={companyId} pkg={pkg} risk={main} />
    </Group>
  );
}
