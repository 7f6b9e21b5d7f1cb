import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../identity/identity.tables.ts';
import {
  agreementSections,
  authorisedUnderwriters,
  sectionGroupMembers,
  sectionGroups,
  sectionQuotaShares,
  sectionRiskCodes,
} from './agreements.tables.ts';
import { riskCodes, syndicates } from './reference.tables.ts';

export type SectionRow = typeof agreementSections.$inferSelect;
export type UnderwriterRow = typeof authorisedUnderwriters.$inferSelect;

/** Everything inside one period, each list in a stable order (sections by id, shares by syndicate code). */
export async function loadPeriodContents(db: Executor, periodId: number) {
  const underwriters = await db
    .select({ underwriter: authorisedUnderwriters, user: { name: users.name, email: users.email } })
    .from(authorisedUnderwriters)
    .innerJoin(users, eq(users.id, authorisedUnderwriters.userId))
    .where(eq(authorisedUnderwriters.periodId, periodId))
    .orderBy(
      asc(authorisedUnderwriters.authorityLevel),
      asc(users.name),
      asc(authorisedUnderwriters.id),
    );
  const sections = await db
    .select()
    .from(agreementSections)
    .where(eq(agreementSections.periodId, periodId))
    .orderBy(asc(agreementSections.id));
  const sectionIds = sections.map((s) => s.id);
  const shares = sectionIds.length
    ? await db
        .select({
          share: sectionQuotaShares,
          syndicate: { id: syndicates.id, name: syndicates.name, code: syndicates.code },
        })
        .from(sectionQuotaShares)
        .innerJoin(syndicates, eq(syndicates.id, sectionQuotaShares.syndicateId))
        .where(inArray(sectionQuotaShares.sectionId, sectionIds))
        .orderBy(asc(sectionQuotaShares.id))
    : [];
  const codes = sectionIds.length
    ? await db
        .select({
          link: sectionRiskCodes,
          riskCode: { id: riskCodes.id, code: riskCodes.code, description: riskCodes.description },
        })
        .from(sectionRiskCodes)
        .innerJoin(riskCodes, eq(riskCodes.id, sectionRiskCodes.riskCodeId))
        .where(inArray(sectionRiskCodes.sectionId, sectionIds))
        .orderBy(asc(sectionRiskCodes.id))
    : [];
  const groups = await db
    .select()
    .from(sectionGroups)
    .where(eq(sectionGroups.periodId, periodId))
    .orderBy(asc(sectionGroups.id));
  const members = groups.length
    ? await db
        .select()
        .from(sectionGroupMembers)
        .where(
          inArray(
            sectionGroupMembers.groupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(sectionGroupMembers.sectionId))
    : [];
  return { underwriters, sections, shares, codes, groups, members };
}
export type PeriodContents = Awaited<ReturnType<typeof loadPeriodContents>>;
