import {
  TransactionStatus,
  TransactionType,
  type RiskPackageDto,
  type RiskTransactionDto,
} from '@turbine/domain';

const statusNames = new Map<number, string>(
  Object.entries(TransactionStatus).map(([name, id]) => [
    id as number,
    name.replace(/([a-z])([A-Z])/g, '$1 $2'),
  ]),
);

/** The data a template's merge fields read (decision 147); every path of `mergeFieldGroups` exists. */
export interface TemplateContext {
  risk: { reference: string; status: string };
  insured: {
    name: string;
    email: string;
    phone: string;
    registration_number: string;
    address: string;
  };
  broker: { name: string };
  underwriter: { company: string; name: string };
  insurer: { name: string };
  package: { name: string };
  product: { name: string; version: number };
  dates: { inception: string; expiry: string; effective: string; bound: string; today: string };
  premium: {
    base: string;
    gross: string;
    fees: string;
    commission: string;
    taxes: string;
    total: string;
    currency: string;
    lines: { title: string; amount: string }[];
  };
  quote_lines: { title: string; value: string }[];
  /** The package's endorsements in force: its bound mid-term adjustments (issue 12; decision 224). */
  endorsements: {
    number: number;
    name: string;
    product: string;
    effective: string;
    premium_change: string;
  }[];
  proposal: Record<string, unknown>;
}

/**
 * Endorsements in force at generation: the bound adjustments of the package's risks that are not
 * cancelled, by effective date, numbered from 1. Effective dates are calendar dates of the risk's zone;
 * the premium change is money in the package's currency (negative: a return premium).
 */
export function endorsementsInForce(pkg: RiskPackageDto): TemplateContext['endorsements'] {
  const currency = pkg.currency.toUpperCase();
  return pkg.risks
    .filter((r) => !r.cancelled)
    .flatMap((r) =>
      (r.transactions ?? [])
        .filter(
          (t) => t.type === TransactionType.Adjustment && t.status === TransactionStatus.Bound,
        )
        .map((t) => ({ t, product: r.product.name })),
    )
    .sort(
      (a, b) => a.t.effectiveDate.localeCompare(b.t.effectiveDate) || a.t.sequence - b.t.sequence,
    )
    .map(({ t, product }, i) => ({
      number: i + 1,
      name: `${product} endorsement ${i + 1}`,
      product,
      effective: calendarDate(t.effectiveDate),
      premium_change: money(t.premiumChange ?? '0.00', currency),
    }));
}

const localeOf: Record<string, string> = {
  AUD: 'en-AU',
  NZD: 'en-NZ',
  EUR: 'de-DE',
  GBP: 'en-GB',
  USD: 'en-US',
};

/** Money in the currency's locale (§9): "$1,234.50" for AUD, "1.234,50 €" for EUR (de-DE, as the web shows it); exact decimal strings, never floats. */
export function money(amount: string | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const code = currency.toUpperCase();
  const format = new Intl.NumberFormat(localeOf[code] ?? 'en-AU', {
    style: 'currency',
    currency: code,
  });
  // A decimal string is formatted exactly (Intl.NumberFormat v3).
  return format.format(amount as unknown as number);
}

/** A decimal string that is zero ("0", "0.00", "-0.00"); no float is made of it. */
const isZero = (amount: string | null | undefined) => !amount || /^-?0*(\.0*)?$/.test(amount);

/** A decimal string's opposite, as a string ("12.50" → "-12.50", "-3" → "3"). */
const negated = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/** A calendar date (YYYY-MM-DD) in en-AU: "27 November 2026". */
export function calendarDate(date: string | null | undefined): string {
  if (!date) return '';
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** An instant (epoch seconds) as the date in the risk's zone. */
export function zonedDate(epochSeconds: number | null, timeZone: string): string {
  if (epochSeconds === null) return '';
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(epochSeconds * 1000));
}

/** Proposal answers: a missing answer reads as empty (optional questions), never an error. */
function lenient(answers: Record<string, unknown>): Record<string, unknown> {
  return new Proxy(answers, {
    get: (t, k) => (typeof k === 'string' ? (t[k] ?? '') : undefined),
    has: () => true,
    getOwnPropertyDescriptor: (t, k) => ({
      value: typeof k === 'string' ? (t[k] ?? '') : undefined,
      configurable: true,
      enumerable: true,
    }),
  });
}

const text = (v: string | null | undefined) => v ?? '';

/** The merge data of a risk package as its underwriting company sees it (main risk's current transaction). */
export function contextOfPackage(pkg: RiskPackageDto, now = Date.now()): TemplateContext {
  const main = pkg.risks[0];
  const t: RiskTransactionDto | undefined = main?.current;
  const currency = pkg.currency.toUpperCase();
  const m = (v: string | null | undefined) => money(v, currency);
  const p = t?.premium ?? null;
  const insured = pkg.insured;
  return {
    risk: { reference: pkg.reference, status: statusNames.get(pkg.status) ?? '' },
    insured: {
      name: insured.name,
      email: text(insured.email),
      phone: text(insured.phone),
      registration_number: text(insured.registrationNumber),
      address: [
        insured.addressLine1,
        insured.addressLine2,
        insured.city,
        insured.state,
        insured.postcode,
        insured.country,
      ]
        .filter((x) => x)
        .join(', '),
    },
    broker: { name: pkg.brokerCompany.name },
    underwriter: {
      company: pkg.underwriterCompany.name,
      name: pkg.assignedUnderwriter?.name ?? '',
    },
    insurer: { name: pkg.insurerCompany?.name ?? '' },
    package: { name: pkg.productPackage.name },
    product: { name: main?.product.name ?? '', version: main?.productVersion.versionNumber ?? 0 },
    dates: {
      inception: calendarDate(pkg.inceptionDate),
      expiry: calendarDate(pkg.expiryDate),
      effective: calendarDate(t?.effectiveDate),
      bound: zonedDate(pkg.boundAt, pkg.timeZone),
      today: zonedDate(Math.floor(now / 1000), pkg.timeZone),
    },
    premium: {
      base: m(p?.base ?? t?.basePremium),
      gross: m(p?.gross ?? t?.grossPremium),
      fees: m(p?.fees),
      commission: m(p?.commission ?? t?.brokerCommission),
      taxes: m(p?.taxes),
      total: m(p?.total ?? t?.totalPremium ?? pkg.totalPremium),
      currency,
      lines: p
        ? [
            { title: 'Base premium', amount: m(p.base) },
            // The gross is base + other charges − discounts: without them the lines would not add up
            // to the total (seen on the demo's policy schedule, issue 12).
            ...(isZero(p.otherCharges)
              ? []
              : [{ title: 'Other charges', amount: m(p.otherCharges) }]),
            ...(isZero(p.discountCharges)
              ? []
              : [{ title: 'Discounts', amount: m(negated(p.discountCharges)) }]),
            ...p.feeLines.map((l) => ({ title: l.title, amount: m(l.amount) })),
            ...p.taxLines.map((l) => ({ title: l.title, amount: m(l.amount) })),
            { title: 'Total', amount: m(p.total) },
          ]
        : [],
    },
    quote_lines: (t?.quoteLines ?? [])
      .filter((l) => l.showOnQuoteSummary || l.showOnPremiumSummary)
      .map((l) => ({ title: l.title, value: l.value === null ? '' : String(l.value) })),
    endorsements: endorsementsInForce(pkg),
    proposal: lenient({ ...(t?.proposal ?? {}) }),
  };
}

/** Sample data for validation and previews without a risk: every field present, one line in each list. */
export function sampleContext(now = Date.now()): TemplateContext {
  const m = (v: string) => money(v, 'AUD');
  return {
    risk: { reference: 'SAMPLE-0001', status: 'Bound' },
    insured: {
      name: 'Zoë Müller Pty Ltd',
      email: 'zoe@example.com',
      phone: '+61 2 9000 0000',
      registration_number: '51 824 753 556',
      address: '1 George Street, Sydney, NSW, 2000, AU',
    },
    broker: { name: 'Sample Broking' },
    underwriter: { company: 'Sample Underwriting', name: 'Ana Pérez' },
    insurer: { name: 'Sample Insurance' },
    package: { name: 'Sample package' },
    product: { name: 'Sample product', version: 1 },
    dates: {
      inception: calendarDate('2026-12-01'),
      expiry: calendarDate('2027-12-01'),
      effective: calendarDate('2026-12-01'),
      bound: calendarDate('2026-11-27'),
      today: zonedDate(Math.floor(now / 1000), 'Australia/Sydney'),
    },
    premium: {
      base: m('1000.00'),
      gross: m('1000.00'),
      fees: m('50.00'),
      commission: m('150.00'),
      taxes: m('115.50'),
      total: m('1165.50'),
      currency: 'AUD',
      lines: [
        { title: 'Base premium', amount: m('1000.00') },
        { title: 'GST', amount: m('115.50') },
      ],
    },
    quote_lines: [{ title: 'Sum insured', value: '500000' }],
    endorsements: [
      {
        number: 1,
        name: 'Sample product endorsement 1',
        product: 'Sample product',
        effective: calendarDate('2027-03-01'),
        premium_change: m('250.00'),
      },
    ],
    proposal: lenient({}),
  };
}
