import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerAdjustmentRoutes } from './adjustments/adjustments.routes.ts';
import { registerBrokerageBookRoutes } from './brokerage-book/brokerage-book.routes.ts';
import { moveInsuredCompany } from './client-merge.repository.ts';
import { registerAgencyClientSource, registerClientMergeStep } from '../companies/index.ts';
import { agencyClientIds } from './agency-clients.repository.ts';
import { registerPolicyRoutes } from './policy.routes.ts';
import { registerPremiumChangeRoutes } from './premium-change/premium-change.routes.ts';
import { defineImpactTestJob } from './impact-test/impact-test.job.ts';
import { registerImpactTestRoutes } from './impact-test/impact-test.routes.ts';
import { defineQuoteExpiryJob } from './quote-expiry.job.ts';
import { registerRiskListRoutes } from './list/risk-list.routes.ts';
import { registerRiskRoutes } from './risks.routes.ts';
import { registerQuoteOptionRoutes } from './quote-options/quote-options.routes.ts';
import { registerStatusRoutes } from './statuses/statuses.routes.ts';

/** The risks capability (DESIGN §3 module "risks"; decisions 080 and 090). */
export function registerRisksModule(app: FastifyInstance, ctx: AppContext): void {
  registerRiskListRoutes(app, ctx);
  registerRiskRoutes(app, ctx);
  registerQuoteOptionRoutes(app, ctx);
  registerAdjustmentRoutes(app, ctx);
  registerStatusRoutes(app, ctx);
  registerPolicyRoutes(app, ctx);
  registerBrokerageBookRoutes(app, ctx);
  registerPremiumChangeRoutes(app, ctx);
  registerImpactTestRoutes(app, ctx);
  // A client merge moves the duplicate's policies (decision 169).
  registerClientMergeStep('risks', async (tx, m) => ({
    policies: await moveInsuredCompany(tx, m.fromCompanyId, m.intoCompanyId),
  }));
  // The clients an agency may grade are the ones insured on its packages (decision 232).
  registerAgencyClientSource(agencyClientIds);
  defineQuoteExpiryJob(ctx);
  defineImpactTestJob(ctx);
}

/*
 * What the collaboration and insight modules use of the risk aggregate. They never import a risks file
 * but this one; risks imports neither of them.
 */

// The package a company may see, and whether it may change it.
export { assertCanChange, riskPackageFor, type RiskPackageRow } from './risk-scope.ts';
// The loaded package and the lifecycle's decision on it.
export { loadPackage, mainOf } from './risk-snapshot.ts';
export {
  allowOrRefuse,
  lifecycleActorOf,
  openStatuses,
  riskIn,
  UNDERWRITER_ONLY,
} from './lifecycle/guards.ts';
export { presentRiskPackage } from './risk-presenter.ts';
// The risk's timeline is the aggregate's event log (DESIGN §5): risks owns it, collaboration reads and adds to it.
export { findActivities, recordActivity, type ActivityEntry } from './activities.repository.ts';
export { interestedPartyRows } from './risks.repository.ts';
export {
  assignedUsersIn,
  confirmPackageDeclaration,
  deleteInterestedPartyRow,
  findPackageById,
  insertInterestedPartyRow,
  saveTransactionProposal,
  updateClientAccess,
  updateInterestedPartyRow,
  type InterestedPartyRow,
} from './package-collaboration.repository.ts';
// Writes that lock a package queue per package and node first (decision 110).
export { onPackage } from './package-gate.ts';
// The path parameters of a package's routes.
export { packageParams } from './risk-params.ts';
// The parties' visibility rule of the risk list, shared by the bound-policy report (insight).
export { partyCondition, statementName } from './list/risk-list.repository.ts';
// Filters of the risk list contributed from above (claims' "has open claims", decision 120).
export { registerRiskListFilter, registerRiskListValueFilter } from './list/risk-list-hooks.ts';
// Quoted and bound transactions ask for their documents through the outbox (decision 148).
export { RISK_DOCUMENTS_TOPIC, RISK_PREMIUM_WRITTEN_TOPIC } from './lifecycle/documents-due.ts';
// Company events' actions (issue 13) set the underwriting status and the assigned underwriter.
export { setPackageUnderwritingStatus } from './statuses/statuses.service.ts';
export { updateAssignment } from './use-cases/update-assignment.ts';
export { companyMemberIds } from './risks.repository.ts';
export { companyStatus } from './statuses/statuses.repository.ts';
