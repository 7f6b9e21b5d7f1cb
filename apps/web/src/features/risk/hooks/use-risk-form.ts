import type { RiskDto, RiskPackageDto } from '@turbine/domain';
import { useGetVersionFormQuery, type VersionFormDto } from '../api/risk-api.ts';

/** A risk as the DTO may carry its pinned version's form (for viewers who cannot read the underwriter's products). */
type RiskWithForm = RiskDto & { proposalForm?: VersionFormDto | null };

export interface RiskFormSource {
  form: VersionFormDto | null;
  isLoading: boolean;
  error: unknown;
  /** Neither the DTO nor a products route the viewer may call gives the form. */
  unavailable: boolean;
}

/**
 * The proposal form of the risk's pinned version: from the risk DTO when it carries it, else from the
 * products API, which only the underwriting company that owns the product may read (decision 060).
 */
export function useRiskForm(companyId: number | null, pkg: RiskPackageDto, risk: RiskDto): RiskFormSource {
  const embedded = (risk as RiskWithForm).proposalForm ?? null;
  const ownsProduct = companyId !== null && companyId === pkg.underwriterCompany.id;
  const query = useGetVersionFormQuery(
    { companyId: pkg.underwriterCompany.id, productId: risk.product.id, versionId: risk.productVersion.id },
    { skip: embedded !== null || !ownsProduct },
  );
  if (embedded) return { form: embedded, isLoading: false, error: null, unavailable: false };
  if (!ownsProduct) return { form: null, isLoading: false, error: null, unavailable: true };
  return { form: query.data ?? null, isLoading: query.isLoading, error: query.isError ? query.error : null, unavailable: false };
}
