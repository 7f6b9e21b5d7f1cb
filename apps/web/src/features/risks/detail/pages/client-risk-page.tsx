import { useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { ClientRiskView } from '../components/client-risk-view.tsx';

/**
 * `/client/risks/:riskPackageId?tempToken=…` — the temporary client's page. The token stays in the URL:
 * every request sends it as X-Temporary-Token (§7).
 */
export function ClientRiskPage() {
  const { riskPackageId } = useParams();
  const [params] = useSearchParams();
  const id = Number(riskPackageId);
  if (!Number.isInteger(id) || id <= 0 || !params.get('tempToken')) {
    return <ErrorPanel kind="notFound" itemName="proposal link" />;
  }
  return <ClientRiskView riskPackageId={id} />;
}
