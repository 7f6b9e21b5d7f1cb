import { Badge, Table, Text } from '@mantine/core';
import {
  packagePremium,
  ProductRole,
  type LifecycleAction,
  type RiskPackageDto,
} from '@turbine/domain';
import { formatMoney } from '../../../../components/format-money.ts';
import { currencyOf } from '../lib/risk-format.ts';
import { RiskActionButtons } from './risk-action-buttons.tsx';
import { SectionCard } from '../../../../components/section-card.tsx';
import { StatusBadge, TypeBadge } from './status-badges.tsx';
import stack from '../../../../components/stack-on-phone.module.css';

/** Actions that change the whole package: offered once, in the header (issue 19 item 9). */
const packageWide: readonly LifecycleAction[] = ['markProposalDone'];

/** §2 Cover details: the package and its products (main, then add-ons) with version, status and premium; add-ons carry their own actions. */
export function CoverDetailsCard({ companyId, pkg }: { companyId: number; pkg: RiskPackageDto }) {
  const currency = currencyOf(pkg.currency);
  const total = packagePremium(pkg.risks).total;
  return (
    <SectionCard title="Cover details">
      <Text size="sm" mb="sm">
        Product package: <b>{pkg.productPackage.name}</b> · Underwriter:{' '}
        {pkg.underwriterCompany.name}
        {pkg.insurerCompany ? ` · Insurer: ${pkg.insurerCompany.name}` : ''}
      </Text>
      <Table.ScrollContainer minWidth={640} className={stack.scroller}>
        <Table verticalSpacing="xs" aria-label="Products" className={stack.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Version</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Premium</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pkg.risks.map((risk) => {
              const addOn = risk.productRole === ProductRole.AddOn;
              return (
                <Table.Tr key={risk.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {risk.product.name}
                    </Text>
                    <Badge size="xs" variant="light" color={addOn ? 'grape' : 'blue'}>
                      {addOn ? 'Add-on' : 'Main'}
                    </Badge>
                    {risk.cancelled && (
                      <Badge size="xs" color="red" variant="light" ml={4}>
                        Cancelled
                      </Badge>
                    )}
                    {risk.agreementSection && (
                      <Text size="xs" c="dimmed">
                        Section: {risk.agreementSection.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label="Version">v{risk.productVersion.versionNumber}</Table.Td>
                  <Table.Td data-label="Status">
                    <StatusBadge status={risk.current.status} size="sm" />{' '}
                    <TypeBadge type={risk.current.type} size="sm" />
                  </Table.Td>
                  <Table.Td
                    data-label="Premium"
                    ta="right"
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatMoney(risk.current.totalPremium, currency)}
                  </Table.Td>
                  <Table.Td>
                    {addOn && (
                      <RiskActionButtons
                        companyId={companyId}
                        pkg={pkg}
                        risk={risk}
                        size="xs"
                        // Marking the proposal done is the package's (header), not repeated per add-on.
                        omit={packageWide}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          {total !== null && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={3}>Package total</Table.Th>
                <Table.Th ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(total, currency)}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
