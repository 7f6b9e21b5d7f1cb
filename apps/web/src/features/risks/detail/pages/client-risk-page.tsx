import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { exchangeLinkToken, readClientCredential } from '../../../../app/temporary-credential.ts';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { ClientRiskView } from '../components/client-risk-view.tsx';

/**
 * `/client/risks/:riskPackageId?tempToken=…` — the temporary client's page. The link's token is exchanged at
 * once for a credential this tab keeps, and removed from the address bar (history.replaceState through the
 * router); every request then sends the credential as X-Temporary-Token (decision 101).
 */
export function ClientRiskPage() {
  const { riskPackageId } = useParams();
  const [params, setParams] = useSearchParams();
  const linkToken = params.get('tempToken');
  const [exchanged, setExchanged] = useState(false);
  const [hadCredential] = useState(() => readClientCredential() !== null);
  useEffect(() => {
    if (!linkToken) return;
    let live = true;
    void exchangeLinkToken(linkToken).then(() => {
      if (!live) return;
      // Refused or not, the token leaves the address bar; a refusal shows as "Access ended" below.
      setParams(
        (next) => {
          next.delete('tempToken');
          return next;
        },
        { replace: true },
      );
      setExchanged(true);
    });
    return () => {
      live = false;
    };
  }, [linkToken, setParams]);

  const id = Number(riskPackageId);
  if (!Number.isInteger(id) || id <= 0 || (!linkToken && !exchanged && !hadCredential)) {
    return <ErrorPanel kind="notFound" itemName="proposal link" />;
  }
  if (linkToken) {
    return (
      <Center py="xl">
        <Loader aria-label="Opening your proposal" />
      </Center>
    );
  }
  return <ClientRiskView riskPackageId={id} />;
}
