import { Stack, Text } from '@mantine/core';
import type { RiskPackageDto } from '@turbine/domain';
import { PremiumBreakdown, QuoteSummary } from './premium-breakdown.tsx';
import { SectionCard } from '../../../../components/section-card.tsx';

/** §2 Quote summary (only when some value is shown on it) and Premium breakdown, per product of the package. */
export function PremiumCards({ pkg }: { pkg: RiskPackageDto }) {
  const multi = pkg.risks.length > 1;
  const withSummary = pkg.risks.filter((r) =>
    r.current.quoteLines.some((l) => l.showOnQuoteSummary),
  );
  return (
    <>
      {withSummary.length > 0 && (
        <SectionCard title="Quote summary">
          <Stack gap="md">
            {withSummary.map((r) => (
              <div key={r.id}>
                {multi && (
                  <Text fw={600} size="sm" mb={4}>
                    {r.product.name}
                  </Text>
                )}
                <QuoteSummary lines={r.current.quoteLines} currency={pkg.currency} />
              </div>
            ))}
          </Stack>
        </SectionCard>
      )}
      <SectionCard title="Premium breakdown">
        <Stack gap="md">
          {pkg.risks.map((r) => (
            <div key={r.id}>
              {multi && (
                <Text fw={600} size="sm" mb={4}>
                  {r.product.name}
                </Text>
              )}
              <PremiumBreakdown
                txn={r.current}
                currency={pkg.currency}
                imported={pkg.importedAt !== null}
              />
            </div>
          ))}
        </Stack>
      </SectionCard>
    </>
  );
}
