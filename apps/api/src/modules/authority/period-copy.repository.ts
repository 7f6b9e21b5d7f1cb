import type { Executor } from '../../platform/db/client.ts';
import {
  agreementSections,
  authorisedUnderwriters,
  sectionGroupMembers,
  sectionGroups,
  sectionQuotaShares,
  sectionRiskCodes,
} from './agreements.tables.ts';
import type { PeriodContents } from './period-detail.repository.ts';

/**
 * Copies a period's contents into another (§4: a locked version changes through a new version copied
 * from it). Sections are copied one by one so group members can be pointed at the new section ids.
 */
export async function copyPeriodContents(
  db: Executor,
  companyId: number,
  toPeriodId: number,
  from: PeriodContents,
): Promise<void> {
  if (from.underwriters.length) {
    await db.insert(authorisedUnderwriters).values(
      from.underwriters.map(({ underwriter: u }) => ({
        companyId,
        periodId: toPeriodId,
        userId: u.userId,
        authorityLevel: u.authorityLevel,
        maximumBackdateDays: u.maximumBackdateDays,
        maximumDiscountPercentage: u.maximumDiscountPercentage,
      })),
    );
  }
  const newIds = new Map<number, number>();
  for (const { id, companyId: _c, periodId: _p, ...fields } of from.sections) {
    const [copy] = await db
      .insert(agreementSections)
      .values({ ...fields, companyId, periodId: toPeriodId })
      .returning({ id: agreementSections.id });
    newIds.set(id, copy!.id);
  }
  const shares = from.shares.map(({ share }) => ({
    companyId,
    sectionId: newIds.get(share.sectionId)!,
    syndicateId: share.syndicateId,
    sharePercentage: share.sharePercentage,
  }));
  if (shares.length) await db.insert(sectionQuotaShares).values(shares);
  const codes = from.codes.map(({ link }) => ({
    companyId,
    sectionId: newIds.get(link.sectionId)!,
    riskCodeId: link.riskCodeId,
    productCodeIds: link.productCodeIds,
    prerequisiteProductCodeIds: link.prerequisiteProductCodeIds,
  }));
  if (codes.length) await db.insert(sectionRiskCodes).values(codes);
  for (const group of from.groups) {
    const [copy] = await db
      .insert(sectionGroups)
      .values({ companyId, periodId: toPeriodId, name: group.name, description: group.description })
      .returning({ id: sectionGroups.id });
    const members = from.members
      .filter((m) => m.groupId === group.id)
      .map((m) => ({ groupId: copy!.id, sectionId: newIds.get(m.sectionId)! }));
    if (members.length) await db.insert(sectionGroupMembers).values(members);
  }
}
