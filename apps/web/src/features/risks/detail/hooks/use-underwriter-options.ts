import type { RiskPackageDto } from '@turbine/domain';
import { useListPackageUnderwritersQuery } from '../api/risk-api.ts';

/**
 * The authorised underwriters of the package's binding agreement period as select options, for
 * referral and approval targets (GET …/risks/{id}/underwriters).
 */
export function useUnderwriterOptions(companyId: number, pkg: RiskPackageDto, skip: boolean) {
  const query = useListPackageUnderwritersQuery({ companyId, riskPackageId: pkg.id }, { skip });
  return {
    options: (query.data ?? []).map((u) => ({
      value: String(u.userId),
      label: `${u.name} (authority level ${u.level})`,
    })),
    loading: query.isLoading,
    empty: query.isSuccess && query.data.length === 0,
    error: query.isError ? query.error : null,
  };
}
