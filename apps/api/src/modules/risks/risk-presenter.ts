import {
  ProductRole,
  TransactionStatus as Statuses,
  type InsuredDetails,
  type RiskDto,
  type RiskPackageDto,
  type TransactionStatus,
  type TransactionType,
} from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { newerVersionFor } from './rules/product-versions.ts';
import type { RiskPackageRow } from './risk-scope.ts';
import {
  actorOf,
  loadPackage,
  type LoadedPackage,
  type LoadedRisk,
  type RiskViewer,
} from './risk-snapshot.ts';
import { interestedPartyRows } from './risks.repository.ts';
import {
  companyNames,
  productNames,
  productPackageName,
  userNames,
} from './catalogue.repository.ts';
import {
  assignedUserCompanies,
  sectionNames,
  underwritingStatusById,
  userContact,
} from './risk-presenter.repository.ts';

import {
  epoch,
  epochOf,
  named,
  presentTransaction,
  restricted,
} from './risk-transaction.presenter.ts';

export type { RiskViewer } from './risk-snapshot.ts';

async function presentRisk(
  db: Executor,
  r: LoadedRisk,
  loaded: LoadedPackage,
  viewer: RiskViewer,
  ctx: {
    now: number;
    names: Map<number, string>;
    products: Map<number, string>;
    sections: Map<number, string>;
  },
): Promise<RiskDto> {
  const actor = await actorOf(db, viewer, r.risk);
  // Exchange moves Initiated risks not yet placed (decision 090); a policy keeps the version it was bound on.
  const newer =
    !r.risk.placed && r.current.status === Statuses.Initiated
      ? await newerVersionFor(db, r.risk, r.current.inceptionDate)
      : null;
  const transactions = r.transactions.map((t) =>
    presentTransaction(t, r, loaded, viewer, actor, ctx.now, ctx.names),
  );
  return {
    id: r.risk.id,
    product: { id: r.risk.productId, name: ctx.products.get(r.risk.productId) ?? '' },
    productRole: r.risk.productRole as RiskDto['productRole'],
    productVersion: { id: r.version.id, versionNumber: r.version.versionNumber },
    newerVersion: newer ? { id: newer.id, versionNumber: newer.versionNumber } : null,
    proposalForm: {
      schema: r.version.formSchema as Record<string, unknown>,
      layout: r.version.formLayout as Record<string, unknown>,
    },
    agreementSection: named(ctx.sections, r.risk.agreementSectionId),
    placed: r.risk.placed,
    cancelled: r.risk.cancelled,
    current: transactions.find((t) => t.id === r.current.id)!,
    transactions,
  };
}

/** Loads and presents a package for a viewer (GET detail and every change's answer). */
export async function presentRiskPackage(
  db: Executor,
  pkg: RiskPackageRow,
  viewer: RiskViewer,
  now = Math.floor(Date.now() / 1000),
): Promise<RiskPackageDto> {
  return presentLoadedPackage(db, await loadPackage(db, pkg), viewer, now);
}

/** Presents an already loaded package: per transaction the premium, quote lines, visible messages and the viewer's actions. */
export async function presentLoadedPackage(
  db: Executor,
  loaded: LoadedPackage,
  viewer: RiskViewer,
  now = Math.floor(Date.now() / 1000),
): Promise<RiskPackageDto> {
  const { pkg } = loaded;
  const main = loaded.risks.find((r) => r.risk.productRole === ProductRole.Main) ?? loaded.risks[0];
  const { names, companies, products, sections } = await namesOf(db, loaded);
  const risks: RiskDto[] = [];
  for (const r of loaded.risks)
    risks.push(await presentRisk(db, r, loaded, viewer, { now, names, products, sections }));
  const hideUnderwriter =
    restricted(viewer) && (main?.version.hideAssignedUnderwriterFromBrokers ?? false);
  const status = pkg.underwritingStatusId
    ? await underwritingStatusById(db, pkg.underwritingStatusId)
    : undefined;
  return {
    id: pkg.id,
    reference: pkg.reference,
    brokerCompany: named(companies, pkg.brokerCompanyId)!,
    underwriterCompany: named(companies, pkg.underwriterCompanyId)!,
    insurerCompany: named(companies, pkg.insurerCompanyId),
    productPackage: {
      id: pkg.productPackageId,
      name: await productPackageName(db, pkg.productPackageId),
    },
    insuredCompanyId: pkg.insuredCompanyId,
    insured: pkg.insured as InsuredDetails,
    timeZone: pkg.timeZone,
    currency: pkg.currency,
    status: pkg.status as TransactionStatus,
    transactionType: pkg.transactionType as TransactionType,
    inceptionDate: pkg.inceptionDate,
    expiryDate: pkg.expiryDate,
    totalPremium: pkg.totalPremium,
    boundAt: epoch(pkg.boundAt),
    importedAt: epoch(pkg.importedAt),
    // Custom underwriting statuses are the underwriting company's workflow (§4), not shown to brokers and clients.
    underwritingStatus:
      status && viewer.role !== 'broker' && viewer.role !== 'client'
        ? { id: status.id, name: status.name, colour: status.colour }
        : null,
    assignedUnderwriter: hideUnderwriter ? null : named(names, pkg.assignedUnderwriterId),
    referredToTeam: pkg.referredToTeam,
    assignedUsers: (await assignedUsersOf(db, loaded, names)).filter(
      (u) => !hideUnderwriter || u.companyId !== pkg.underwriterCompanyId,
    ),
    clientAccess: await clientAccessOf(db, pkg),
    proposalDone: pkg.proposalDone,
    declaration:
      pkg.declarationConfirmedAt && pkg.declarationConfirmedByUserId
        ? {
            confirmedAt: epochOf(pkg.declarationConfirmedAt),
            confirmedBy: named(names, pkg.declarationConfirmedByUserId)!,
          }
        : null,
    renewalOfId: pkg.renewalOfId,
    isLatestInChain: pkg.isLatestInChain,
    interestedParties: (await interestedPartyRows(db, pkg.id)).map((p) => ({
      id: p.id,
      name: p.name,
      interest: p.interest,
      email: p.email,
      address: p.address,
    })),
    risks,
    viewerRole: viewer.role,
    createdAt: epochOf(pkg.createdAt),
    updatedAt: epochOf(pkg.updatedAt),
  };
}

/** The names the package's presentation shows: users, companies, products and binder sections. */
async function namesOf(db: Executor, loaded: LoadedPackage) {
  const { pkg } = loaded;
  const userIds = new Set<number>(loaded.assignedUserIds);
  for (const id of [
    pkg.assignedUnderwriterId,
    pkg.declarationConfirmedByUserId,
    ...loaded.risks.flatMap((r) => r.transactions.map((t) => t.approverId)),
  ])
    if (id !== null) userIds.add(id);
  return {
    names: await userNames(db, [...userIds]),
    companies: await companyNames(db, [
      pkg.brokerCompanyId,
      pkg.underwriterCompanyId,
      ...(pkg.insurerCompanyId ? [pkg.insurerCompanyId] : []),
    ]),
    products: await productNames(
      db,
      loaded.risks.map((r) => r.risk.productId),
    ),
    sections: await sectionNames(
      db,
      loaded.risks.map((r) => r.risk.agreementSectionId).filter((id): id is number => id !== null),
    ),
  };
}

/** The assigned users with the package company (broker or underwriting) each belongs to. */
async function assignedUsersOf(db: Executor, loaded: LoadedPackage, names: Map<number, string>) {
  const { pkg } = loaded;
  const companyOf = await assignedUserCompanies(db, loaded.assignedUserIds, [
    pkg.brokerCompanyId,
    pkg.underwriterCompanyId,
  ]);
  return loaded.assignedUserIds.map((id) => ({
    id,
    name: names.get(id) ?? '',
    companyId: companyOf.get(id) ?? pkg.brokerCompanyId,
  }));
}

/** The temporary client's access (§4 send to client), when one was ever given. */
async function clientAccessOf(db: Executor, pkg: RiskPackageRow) {
  if (!pkg.clientUserId) return null;
  const client = await userContact(db, pkg.clientUserId);
  return {
    active: pkg.clientAccess,
    email: client?.email ?? null,
    mobile: client?.phone ?? null,
    grantedAt: epoch(pkg.clientAccessGrantedAt),
  };
}
