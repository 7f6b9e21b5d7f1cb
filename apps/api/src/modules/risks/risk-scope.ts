import { CompanyType, type RiskViewerRole } from '@turbine/domain';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { CompanyScope } from '../../platform/http/guard.ts';
import { visiblePackageRow } from './risks.repository.ts';
import type { riskPackages } from './risks.tables.ts';

export type RiskPackageRow = typeof riskPackages.$inferSelect;

/** How the acting company stands towards a risk package: its broker, its underwriting company or its insurer. */
export function viewerRoleOf(
  pkg: Pick<
    RiskPackageRow,
    'brokerCompanyId' | 'underwriterCompanyId' | 'insurerCompanyId' | 'insuredCompanyId'
  >,
  companyId: number,
): RiskViewerRole | null {
  if (pkg.underwriterCompanyId === companyId) return 'underwriter';
  if (pkg.brokerCompanyId === companyId) return 'broker';
  if (pkg.insurerCompanyId === companyId) return 'insurer';
  // The insured's own company reads its policies (issue 19 item 3, decision 114); it changes nothing.
  if (pkg.insuredCompanyId === companyId) return 'client';
  return null;
}

/**
 * The risk package the company may see, with the company's role towards it; 404 for anything else so
 * another company's risks are indistinguishable from missing ones (decision 090). With `forUpdate` the
 * row is locked for the rest of the transaction: every change to a package goes through here first, so
 * concurrent actions on one package are serialised (two binds of one quote give one bound policy).
 */
export async function riskPackageFor(
  db: Executor,
  scope: CompanyScope,
  riskPackageId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<{ pkg: RiskPackageRow; viewerRole: RiskViewerRole }> {
  const pkg = await visiblePackageRow(db, scope.id, riskPackageId, opts.forUpdate ?? false);
  const viewerRole = pkg ? viewerRoleOf(pkg, scope.id) : null;
  if (!pkg || !viewerRole) throw new AppError('NOT_FOUND');
  return { pkg, viewerRole };
}

/** Said when someone other than the underwriting company asks for its own work (timeline notes, adjustments). */
export const UNDERWRITER_ONLY = 'Only the underwriting company can do this.';

/** Risks are started by brokerages only (§1: brokers quote and bind for insured clients). */
export function assertBroker(scope: CompanyScope): void {
  if (scope.refCompanyTypeId !== CompanyType.Broker) throw new AppError('FORBIDDEN');
}

/** Only brokers and underwriting companies change risks; insurers and the insured's company read them (decision 090). */
export function assertCanChange(viewerRole: RiskViewerRole): void {
  if (viewerRole !== 'broker' && viewerRole !== 'underwriter') throw new AppError('FORBIDDEN_EDIT');
}

export const riskCompanyTypes = [
  CompanyType.Broker,
  CompanyType.Underwriter,
  CompanyType.Insurer,
] as const;
