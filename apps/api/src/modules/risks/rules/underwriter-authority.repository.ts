import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  ProductRole,
  TransactionStatus,
  authoritySuffices,
  type UnderwriterAuthority,
} from '@turbine/domain';
import type { Executor } from '../../../platform/db/client.ts';
import { authorisedUnderwriters as authorisedUnderwritersTable } from '../../authority/agreements.tables.ts';
import { userRoles } from '../../companies/companies.tables.ts';
import { users } from '../../identity/identity.tables.ts';
import { riskPackages, risks } from '../risks.tables.ts';

/**
 * A user's authority under the binding agreement period that covers a risk (§3 authorised underwriters:
 * authority level, maximum backdate days, maximum discount percent), as the lifecycle reads it; null when
 * the risk has no period or the user is not authorised under it (§6: authority gates backdating,
 * discounts and approvals).
 */
export async function authorityOf(
  db: Executor,
  periodId: number | null,
  userId: number,
): Promise<UnderwriterAuthority | null> {
  if (periodId === null) return null;
  const [row] = await db
    .select({
      level: authorisedUnderwritersTable.authorityLevel,
      maxBackdateDays: authorisedUnderwritersTable.maximumBackdateDays,
      maxDiscountPercent: authorisedUnderwritersTable.maximumDiscountPercentage,
    })
    .from(authorisedUnderwritersTable)
    .where(
      and(
        eq(authorisedUnderwritersTable.periodId, periodId),
        eq(authorisedUnderwritersTable.userId, userId),
      ),
    );
  return row ?? null;
}

/** An authorised underwriter who has since left the underwriting company (no role in it) can no longer be chosen. */
const stillInCompany = sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${authorisedUnderwritersTable.userId} and ${userRoles.companyId} = ${authorisedUnderwritersTable.companyId})`;

/** The authorised underwriters of a period still in the company, with their names, highest authority (level 1) first, then by name. */
export async function authorisedUnderwriters(
  db: Executor,
  periodId: number,
): Promise<{ userId: number; name: string; level: number }[]> {
  return db
    .select({
      userId: authorisedUnderwritersTable.userId,
      name: users.name,
      level: authorisedUnderwritersTable.authorityLevel,
    })
    .from(authorisedUnderwritersTable)
    .innerJoin(users, eq(users.id, authorisedUnderwritersTable.userId))
    .where(and(eq(authorisedUnderwritersTable.periodId, periodId), stillInCompany))
    .orderBy(asc(authorisedUnderwritersTable.authorityLevel), asc(users.name), asc(users.id));
}

/**
 * Who a referral is assigned to when the product assigns automatically (§3 user assignment settings): the
 * period's authorised underwriter, still in the company, whose level suffices for the required one, with the fewest packages
 * currently referred to them (status Referred, assigned to them), ties going to the lowest user id so the
 * choice is reproducible. Null when nobody under the period has enough authority.
 */
export async function autoAssignee(
  db: Executor,
  periodId: number,
  requiredLevel: number,
): Promise<number | null> {
  const openReferrals = db
    .select({
      userId: riskPackages.assignedUnderwriterId,
      count: sql<number>`count(*)::int`.as('open_count'),
    })
    .from(riskPackages)
    .where(eq(riskPackages.status, TransactionStatus.Referred))
    .groupBy(riskPackages.assignedUnderwriterId)
    .as('open_referrals');
  const rows = await db
    .select({
      userId: authorisedUnderwritersTable.userId,
      level: authorisedUnderwritersTable.authorityLevel,
      open: sql<number>`coalesce(${openReferrals.count}, 0)::int`,
    })
    .from(authorisedUnderwritersTable)
    .leftJoin(openReferrals, eq(openReferrals.userId, authorisedUnderwritersTable.userId))
    .where(
      and(
        eq(authorisedUnderwritersTable.periodId, periodId),
        lte(authorisedUnderwritersTable.authorityLevel, requiredLevel),
        stillInCompany,
      ),
    )
    .orderBy(sql`3`, asc(authorisedUnderwritersTable.userId));
  // The lifecycle's own rule decides (the SQL filter only narrows the rows read).
  return rows.find((r) => authoritySuffices(r.level, requiredLevel))?.userId ?? null;
}

/** The binding agreement period of a package's main risk (the first risk by sort order), or null. */
export async function mainRiskPeriodOf(
  db: Executor,
  riskPackageId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ periodId: risks.agreementPeriodId })
    .from(risks)
    .where(and(eq(risks.riskPackageId, riskPackageId), eq(risks.productRole, ProductRole.Main)))
    .orderBy(asc(risks.sortOrder), asc(risks.id))
    .limit(1);
  return row?.periodId ?? null;
}
