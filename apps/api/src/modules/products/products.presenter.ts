import type { ProductDto, ProductVersionBody, ProductVersionDto } from '@turbine/domain';
import type { ProductRow } from './products.repository.ts';
import type { VersionRow } from './versions.repository.ts';

/** Epoch seconds (DESIGN §4 instants). */
export const epoch = (d: Date): number => Math.floor(d.getTime() / 1000);

/** §3 Product with its codes and a summary of its versions. */
export function presentProduct(
  p: ProductRow,
  codeIds: number[],
  versions: VersionRow[],
): ProductDto {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    // The columns hold the enums' values (checked by productBody on the way in).
    productClass: p.productClass as ProductDto['productClass'],
    offeringType: p.offeringType as ProductDto['offeringType'],
    parentProductClass: p.parentProductClass as ProductDto['parentProductClass'],
    productCodeIds: codeIds,
    productSubClassId: p.productSubClassId,
    inUse: versions.some((v) => v.inUse || v.status === 'locked'),
    versions: versions.map((v) => ({
      id: v.id,
      versionNumber: v.versionNumber,
      status: v.status as ProductVersionDto['status'],
      inUse: v.inUse,
    })),
    createdAt: epoch(p.createdAt),
    updatedAt: epoch(p.updatedAt),
  };
}

/** The settings of a version as the body that saves them, so the web can round-trip them. */
export function versionSettings(v: VersionRow): ProductVersionBody {
  return {
    timezone: v.timezone,
    bindTime: v.bindTime,
    expiryTimeMode: v.expiryTimeMode as ProductVersionBody['expiryTimeMode'],
    expiryTime: v.expiryTime,
    futureInceptionDayLimit: v.futureInceptionDayLimit,
    defaultTermMonths: v.defaultTermMonths,
    minTermMonths: v.minTermMonths,
    maxTermMonths: v.maxTermMonths,
    maxBackdateDays: v.maxBackdateDays,
    // numeric(9,6) comes back padded ("15.500000"); the API shows the shortest decimal text.
    maxDiscountPercent: trimDecimal(v.maxDiscountPercent),
    authorityLevel: v.authorityLevel,
    minUnderwriterAuthorityLevel: v.minUnderwriterAuthorityLevel,
    currency: v.currency as ProductVersionBody['currency'],
    autoAssignUnderwriterOnReferral: v.autoAssignUnderwriterOnReferral,
    hideAssignedUnderwriterFromBrokers: v.hideAssignedUnderwriterFromBrokers,
    ruleMessageVisibility: {
      decline: v.showDeclineMessages,
      endorsement: v.showEndorsementMessages,
      referral: v.showReferralMessages,
    },
    showQuoteSummaryPanel: v.showQuoteSummaryPanel,
    premium: v.premium as ProductVersionBody['premium'],
  };
}

/** Removes trailing zeros of a decimal string without going through a float. */
export function trimDecimal(s: string): string {
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** A version with its settings and state. */
export function presentVersion(v: VersionRow): ProductVersionDto {
  return {
    id: v.id,
    productId: v.productId,
    versionNumber: v.versionNumber,
    status: v.status as ProductVersionDto['status'],
    savedOnce: v.savedOnce,
    inUse: v.inUse,
    publishedAt: v.publishedAt ? epoch(v.publishedAt) : null,
    createdAt: epoch(v.createdAt),
    updatedAt: epoch(v.updatedAt),
    ...versionSettings(v),
  };
}

/** Version columns from a saved settings body. */
export function settingsColumns(b: ProductVersionBody) {
  return {
    timezone: b.timezone,
    bindTime: b.bindTime,
    expiryTimeMode: b.expiryTimeMode,
    expiryTime: b.expiryTimeMode === 'fixed' ? b.expiryTime : null,
    futureInceptionDayLimit: b.futureInceptionDayLimit,
    defaultTermMonths: b.defaultTermMonths,
    minTermMonths: b.minTermMonths,
    maxTermMonths: b.maxTermMonths,
    maxBackdateDays: b.maxBackdateDays,
    maxDiscountPercent: b.maxDiscountPercent,
    authorityLevel: b.authorityLevel,
    minUnderwriterAuthorityLevel: b.minUnderwriterAuthorityLevel,
    currency: b.currency,
    autoAssignUnderwriterOnReferral: b.autoAssignUnderwriterOnReferral,
    hideAssignedUnderwriterFromBrokers: b.hideAssignedUnderwriterFromBrokers,
    showDeclineMessages: b.ruleMessageVisibility.decline,
    showEndorsementMessages: b.ruleMessageVisibility.endorsement,
    showReferralMessages: b.ruleMessageVisibility.referral,
    showQuoteSummaryPanel: b.showQuoteSummaryPanel,
    premium: b.premium,
  };
}
