import { addMonths, importColumns, PROPOSAL_COLUMN_PREFIX, todayInZone } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { activeBrokers, companyAgreements, companyProducts } from './catalogue.repository.ts';

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const line = (cells: string[]) => cells.map(cell).join(',') + '\r\n';

/**
 * The downloadable template (decision 128): the layout's header, then one example row. Where the company has
 * a main product with a published version, a binding agreement with a section and risk code, and a broker,
 * the example names them (so the row imports as it is) and the header carries that version's proposal fields
 * as `proposal.<field>` columns; otherwise the layout's own examples.
 */
export async function policyImportTemplate(db: Executor, companyId: number): Promise<string> {
  const [brokers, products, agreements] = await Promise.all([
    activeBrokers(db),
    companyProducts(db, companyId),
    companyAgreements(db, companyId),
  ]);
  const example: Record<string, string> = Object.fromEntries(
    importColumns.map((c) => [c.name, c.example]),
  );
  let proposal: string[] = [];
  const product = products.find((p) => p.packageId && p.versions.size);
  const agreement = agreements.find((a) => [...a.sections.values()].some((s) => s.riskCodes.size));
  const broker =
    product &&
    brokers.find(
      (b) =>
        product.brokerAccess === 'all' ||
        (product.brokerAccess === 'whitelist') === product.listedBrokers.has(b.id),
    );
  if (product && agreement && broker) {
    const [number, version] = [...product.versions.entries()].sort((a, b) => b[0] - a[0])[0]!;
    const [sectionKey, section] = [...agreement.sections.entries()].find(
      ([, s]) => s.riskCodes.size,
    )!;
    const today = todayInZone(Math.floor(Date.now() / 1000), agreement.timezone);
    const inception =
      today < agreement.validFrom
        ? agreement.validFrom
        : today > agreement.validTo
          ? agreement.validTo
          : today;
    Object.assign(example, {
      broker: broker.name,
      product: product.name,
      product_version: String(number),
      binding_agreement: agreement.name,
      section: agreement.sectionNames.get(sectionKey) ?? sectionKey,
      risk_code:
        agreement.riskCodeNames.get([...section.riskCodes][0]!) ?? [...section.riskCodes][0]!,
      effective_date: inception,
      inception_date: inception,
      expiry_date: addMonths(inception, 12),
      bound_date: inception < today ? inception : today,
    });
    proposal = [...version.fields].map((f) => `${PROPOSAL_COLUMN_PREFIX}${f}`);
  }
  const header = [...importColumns.map((c) => c.name), ...proposal];
  return '\uFEFF' + line(header) + line(header.map((h) => example[h] ?? ''));
}
