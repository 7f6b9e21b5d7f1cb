import { Anchor, Center, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Messages } from '@turbine/domain';
import { ErrorPanel } from '../../../../components/error-panel.tsx';
import { PageContainer } from '../../../../components/page-container.tsx';
import { useGetRiskOptionsQuery } from '../api/risk-api.ts';
import { NewRiskForm } from '../components/new-risk-form.tsx';
import { useRiskAccess } from '../hooks/use-risk-access.ts';

/** `/risks/new`: a broker starts a risk for an insured (decision 090 POST …/risks). */
export function NewRiskPage() {
  const { companyId, canManage, isBroker } = useRiskAccess();
  if (companyId === null || !canManage || !isBroker) {
    return <ErrorPanel kind="notAuthorised" title={Messages.noPermissionAccess} />;
  }
  return (
    <PageContainer
      title="New risk"
      description="Choose the insured and the product package to quote."
      size="lg"
    >
      <NewRiskContent companyId={companyId} />
    </PageContainer>
  );
}

export function NewRiskContent({ companyId }: { companyId: number }) {
  const options = useGetRiskOptionsQuery(companyId);
  if (options.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading product packages" />
      </Center>
    );
  }
  if (options.isError || !options.data) {
    return (
      <ErrorPanel
        error={options.error}
        itemName="product packages"
        onRetry={() => void options.refetch()}
      />
    );
  }
  if (options.data.packages.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No product package is available to your brokerage yet. Underwriting agencies make their
        packages available to brokers.{' '}
        <Anchor component={Link} to="/risks">
          Back to risks
        </Anchor>
      </Text>
    );
  }
  return <NewRiskForm companyId={companyId} options={options.data} />;
}
