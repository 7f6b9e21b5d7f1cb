import { Stack, Text } from '@mantine/core';
import type { SectionDto } from '@turbine/domain';
import { useListProductCodeOptionsQuery, type PeriodArgs } from '../api/binding-agreements-api.ts';
import { useListRiskCodesQuery } from '../api/syndicates-api.ts';
import { SectionRiskCodesForm } from './section-risk-codes-form.tsx';

/** Risk codes per section with product codes (from the products module's product codes). */
export function SectionRiskCodesTab({
  period,
  sections,
  editable,
}: {
  period: PeriodArgs;
  sections: SectionDto[];
  editable: boolean;
}) {
  const riskCodes = useListRiskCodesQuery({ companyId: period.companyId, page: 1, perPage: 100 });
  const productCodes = useListProductCodeOptionsQuery({ companyId: period.companyId });
  if (sections.length === 0)
    return <Text c="dimmed">Add a section first; its risk codes are set here.</Text>;
  const riskOptions = (riskCodes.data?.data ?? []).map((r) => ({
    value: String(r.id),
    label: r.description ? `${r.code} — ${r.description}` : r.code,
  }));
  const productOptions = (productCodes.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.description ? `${p.code} — ${p.description}` : p.code,
  }));
  return (
    <Stack>
      {sections.map((s) => (
        <SectionRiskCodesForm
          key={`${s.id}-${JSON.stringify(s.riskCodes.map((r) => [r.riskCodeId, r.productCodeIds, r.prerequisiteProductCodeIds]))}`}
          period={period}
          section={s}
          riskCodes={riskOptions}
          productCodes={productOptions}
          productCodesUnavailable={productCodes.isError}
          editable={editable}
        />
      ))}
    </Stack>
  );
}
