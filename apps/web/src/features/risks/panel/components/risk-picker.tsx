import { Select } from '@mantine/core';
import type { RiskDto } from '@turbine/domain';
import { riskLabel } from '../lib/risk-label.ts';

/** Chooses one risk of the package (main or an add-on); hidden when the package has only the main risk. */
export function RiskPicker({
  risks,
  value,
  onChange,
}: {
  risks: RiskDto[];
  value: number;
  onChange: (riskId: number) => void;
}) {
  if (risks.length < 2) return null;
  return (
    <Select
      label="Risk"
      data={risks.map((r) => ({ value: String(r.id), label: riskLabel(r) }))}
      value={String(value)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      style={{ flex: 1, minWidth: 220 }}
    />
  );
}
