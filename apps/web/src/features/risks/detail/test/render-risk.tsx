import { CompanyType, TransactionStatus, type RiskPackageDto } from '@turbine/domain';
import { AuthProvider } from '../../../../app/auth-context.tsx';
import { renderWithApp } from '../../../../test/render.tsx';
import { RiskView } from '../components/risk-view.tsx';
import {
  BROKER_ID,
  callsOf,
  json,
  quotedPremium,
  riskPackage,
  routeFetch,
  userOf,
  type FetchMock,
  type Route,
} from './risk-fixtures.ts';

/** A quoted package whose main risk offers the given actions. */
export const quoted = (
  actions: RiskPackageDto['risks'][number]['current']['availableActions'],
  over: Partial<RiskPackageDto> = {},
) =>
  riskPackage(over, actions, {
    status: TransactionStatus.Quoted,
    premium: quotedPremium,
    totalPremium: '1210.00',
    quotedAt: 1_764_000_000,
    quoteExpiresAt: 1_766_667_600,
  });

/** Renders the risk page's view of package 55 for a user of the company, the API answering by `extra` first. */
export function showRisk(
  fetchMock: FetchMock,
  pkg: RiskPackageDto,
  companyId: number,
  extra: Route[] = [],
) {
  const type = companyId === BROKER_ID ? CompanyType.Broker : CompanyType.Underwriter;
  routeFetch(fetchMock, [
    ...extra,
    { path: /^\/user$/, respond: () => json(200, userOf(companyId, type)) },
    { path: new RegExp(`/companies/${companyId}/risks/55$`), respond: () => json(200, pkg) },
  ]);
  return renderWithApp(
    <AuthProvider>
      <RiskView companyId={companyId} riskPackageId={55} canManage />
    </AuthProvider>,
    { path: '/risks/55' },
  );
}

export const actionCallsOf = (fetchMock: FetchMock) =>
  callsOf(fetchMock).filter((c) => c.url.includes('/actions/'));
