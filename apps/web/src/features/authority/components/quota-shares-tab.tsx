import { SimpleGrid, Text } from '@mantine/core';
import type { SectionDto } from '@turbine/domain';
import type { PeriodArgs } from '../api/binding-agreements-api.ts';
import { useSyndicateOptions } from '../hooks/use-syndicate-options.ts';
import { SectionQuotaSharesForm } from './section-quota-shares-form.tsx';

/** Quota Share Syndicates (§2): one form per section. */
export function QuotaSharesTab({
  period,
  sections,
  editable,
}: {
  period: PeriodArgs;
  sections: SectionDto[];
  editable: boolean;
}) {
  const { options } = useSyndicateOptions(period.companyId);
  if (sections.length === 0)
    return (
      <Text c="dimmed">Add a section first; its syndicates and their shares are set here.</Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {sections.map((s) => (
        <SectionQuotaSharesForm
          key={`${s.id}-${s.quotaShares.map((q) => `${q.syndicateId}:${q.sharePercentage}`).join()}`}
          period={period}
          section={s}
          syndicates={options}
          editable={editable}
        />
      ))}
    </SimpleGrid>
  );
}
