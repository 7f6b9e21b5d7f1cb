import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { PageContainer } from '../../../components/page-container.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import {
  useGetTwoFactorStatusQuery,
  useRegenerateRecoveryCodesMutation,
} from '../api/two-factor-api.ts';
import { RecoveryCodesList } from '../components/recovery-codes-list.tsx';

/** Recovery Codes (§2): how many are left, and ten new ones on demand (shown once; the old ones stop working). */
export function RecoveryCodesPage() {
  const status = useGetTwoFactorStatusQuery();
  const [regenerate, state] = useRegenerateRecoveryCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (status.isError)
    return <ErrorPanel error={status.error} onRetry={() => void status.refetch()} />;
  const hasMethod = status.data?.methods.some((m) => m.verifiedAt) ?? false;
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Generate new recovery codes?',
      children: <Text size="sm">Your current recovery codes will stop working.</Text>,
      labels: { confirm: 'Generate new codes', cancel: 'Cancel' },
      onConfirm: () =>
        void regenerate().then((r) => {
          if (r.data) setCodes(r.data.codes);
        }),
    });
  return (
    <PageContainer
      title="Recovery Codes"
      description="Single-use codes that sign you in when your other methods are out of reach."
      size="sm"
    >
      <Stack>
        {codes ? (
          <RecoveryCodesList codes={codes} />
        ) : (
          <Text>
            {hasMethod
              ? `You have ${status.data?.recoveryCodesLeft ?? 0} unused recovery codes.`
              : 'Turn on a two-factor method on your account page to get recovery codes.'}
          </Text>
        )}
        {hasMethod && (
          <Button onClick={confirm} loading={state.isLoading} style={{ alignSelf: 'flex-start' }}>
            Generate new codes
          </Button>
        )}
      </Stack>
    </PageContainer>
  );
}
