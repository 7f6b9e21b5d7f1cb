import { and, eq, sql } from 'drizzle-orm';
import { TransactionStatus } from '@turbine/domain';
import type { Executor } from '../../../platform/db/client.ts';
import { agencyBrokerages } from '../../companies/brokerages.tables.ts';
import { riskTransactions } from '../risks.tables.ts';

/**
 * Per brokerage of an agency: bound gross premium and count of bound transactions, and quotes still
 * open (Quoted). Only the agency's own transactions count, and only brokerages it works with.
 */
export async function brokerageBookRows(db: Executor, underwriterCompanyId: number) {
  return db
    .select({
      brokerCompanyId: agencyBrokerages.brokerCompanyId,
      boundPremium: sql<string>`coalesce(sum(${riskTransactions.grossPremium}) filter (where ${riskTransactions.status} = ${TransactionStatus.Bound}), 0)::numeric(18,2)::text`,
      boundPolicies: sql<number>`(count(*) filter (where ${riskTransactions.status} = ${TransactionStatus.Bound}))::int`,
      openQuotes: sql<number>`(count(*) filter (where ${riskTransactions.status} = ${TransactionStatus.Quoted}))::int`,
    })
    .from(agencyBrokerages)
    .leftJoin(
      riskTransactions,
      and(
        eq(riskTransactions.brokerCompanyId, agencyBrokerages.brokerCompanyId),
        eq(riskTransactions.underwriterCompanyId, underwriterCompanyId),
      ),
    )
    .where(eq(agencyBrokerages.underwriterCompanyId, underwriterCompanyId))
    .groupBy(agencyBrokerages.brokerCompanyId);
}
