import { DEFAULT_TAX_TABLE, type TaxRateRow } from '@turbine/rating';
import type { Db } from '../../platform/db/client.ts';
import { countTaxRateRows, insertTaxRateRows, type TaxRateValues } from './tax-rates.repository.ts';

const reference = 'shared/reference/crs-bordereaux-and-au-taxes.md';

/** Each row's source, as the reference names it (§2.1–2.5 and its source list). */
function sourceOf(row: TaxRateRow): string {
  const key = `${row.jurisdiction}:${row.kind}`;
  const sources: Record<string, string> = {
    'AU:gst':
      '§2.1 [S18] GST Act Div 78 s 78-5 http://beta.worldlii.org/au/legis/cth/consol_act/antsasta1999402/s78.1.html; [S19] https://www.lloyds.com/resources-and-services/tax-information/latest-information/australia-changes-to-gst-regime',
    'NZ:gst':
      '§2.1 [S20] https://taxtechnical.ird.govt.nz/new-legislation/act-articles/taxation-base-maintenance-and-miscellaneous-provisions-act-2005/policy-issues/gst-and-the-fire-service-levy',
    'NSW:stampDuty':
      '§2.2 [S22] https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/insurance-duty/types-of-insurance; Duties Act 1997 (NSW) s233, s234, s259',
    'VIC:stampDuty':
      '§2.2 [S23] https://www.sro.vic.gov.au/businesses-and-organisations/insurance-duty/understanding-insurance-duty; https://sro.vic.gov.au/abolition-duty-business-insurance',
    'QLD:stampDuty': '§2.2 [S24] https://qro.qld.gov.au/duties/insurance-duty/rates',
    'SA:stampDuty':
      '§2.2 [S25] https://www.revenuesa.sa.gov.au/stamp-duty-insurance/general-insurance-property-risk-inside-south-australia',
    'WA:stampDuty':
      '§2.2 [S26] https://www.wa.gov.au/service/financial-management/taxation-and-duty/self-assess-and-pay-insurance-duty',
    'TAS:stampDuty': '§2.2 [S27] https://www.sro.tas.gov.au/insurance-duty/rates-of-duty',
    'ACT:stampDuty':
      '§2.2 [S28] http://www.revenue.act.gov.au/duties-and-taxes/abolished-taxes-and-duties/insurance',
    'NT:stampDuty':
      '§2.2 [S29] NT Budget Paper 2 2008-09 https://territorystories.nt.gov.au/10070/410393/0/78 (old source)',
    'NZ:fenz':
      row.from >= '2026-07-01'
        ? '§2.5 [S37] https://www.legislation.govt.nz/act/public/2023/0015/latest/whole.html; [S38] https://dia.govt.nz/firelevy'
        : '§2.5 [S35] https://mas.co.nz/about-mas/news/fire-and-emergency-levy-increase',
    'NZ:nhc':
      '§2.5 [S39] https://covernote.co.nz/covernote/feature/treasury-reviewing-natural-hazard-nhi-levy-and-building-cover-cap/',
  };
  return `${reference} ${sources[key] ?? ''}`.trim();
}

/** The reference's rows (the rating package's `DEFAULT_TAX_TABLE`) as table rows with their sources. */
export function referenceTaxRates(): TaxRateValues[] {
  return DEFAULT_TAX_TABLE.map((row) => ({
    jurisdiction: row.jurisdiction,
    kind: row.kind,
    classes: [...(row.classes ?? [])],
    rate: row.rate,
    cap: row.cap ?? null,
    flat: row.flat ?? null,
    effectiveFrom: row.from,
    effectiveTo: row.to ?? null,
    smallBusinessOnly: row.when === 'smallBusiness',
    status: row.status,
    source: sourceOf(row),
    updatedBy: null,
  }));
}

/**
 * Seeds the tax table from the reference on an installation that has none (decision 197); afterwards
 * the operator's edits are the table and a restart changes nothing.
 */
export async function ensureTaxRates(db: Db): Promise<void> {
  if ((await countTaxRateRows(db)) > 0) return;
  await insertTaxRateRows(db, referenceTaxRates());
}
