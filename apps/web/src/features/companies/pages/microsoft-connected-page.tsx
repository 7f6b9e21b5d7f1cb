import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Messages } from '@turbine/domain';
import { CenteredCard } from '../../../components/centered-card.tsx';

/**
 * Where the Microsoft admin consent ends (§7 /microsoft/admin-consent-callback): the IT admin who opened
 * the setup link may have no Turbine account, so this page needs none.
 */
export function MicrosoftConnectedPage() {
  const [params] = useSearchParams();
  const connected = params.get('result') === 'connected';
  return (
    <CenteredCard title="Microsoft organisation">
      {connected ? (
        <Alert color="green" title="Connected">
          The company is now connected to your Microsoft organisation. Its members can sign in with
          Microsoft.
        </Alert>
      ) : (
        <Alert color="red" title="Not connected">
          {Messages.microsoftConnectFailed} The setup link may have expired (links are valid 24
          hours and work once) or consent was not granted; ask for a new link and try again.
        </Alert>
      )}
      <Text size="sm" mt="md" ta="center">
        <Anchor component={Link} to="/company/manage?tab=integrations">
          Back to Company Integrations
        </Anchor>
      </Text>
    </CenteredCard>
  );
}
