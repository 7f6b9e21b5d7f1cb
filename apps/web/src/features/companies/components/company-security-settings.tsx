import { Paper, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanyDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { useSetTwoFactorPolicyMutation } from '../api/company-admin-api.ts';

/** The company's two-factor policy (issue 11): members without a method are sent to set one up. */
export function CompanySecuritySettings({
  company,
  canEdit,
}: {
  company: CompanyDto;
  canEdit: boolean;
}) {
  const [setPolicy, state] = useSetTwoFactorPolicyMutation();
  const change = async (requireTwoFactor: boolean) => {
    const result = await setPolicy({ companyId: company.id, requireTwoFactor });
    if (!result.error)
      notifications.show({
        color: toastColours.success,
        title: 'Security saved',
        message: requireTwoFactor
          ? 'Members must now set up two-factor authentication.'
          : 'Two-factor authentication is now optional for members.',
      });
  };
  return (
    <Paper withBorder p="lg" radius="md" mt="lg" component="section" aria-label="Security">
      <Title order={2} size="h3" mb={4}>
        Security
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        When required, every member must turn on an authenticator app, email or SMS codes before
        using the platform; members without one are taken to the setup page.
      </Text>
      <Switch
        label="Require two-factor authentication for members"
        checked={company.requireTwoFactor}
        disabled={!canEdit || state.isLoading}
        onChange={(e) => void change(e.currentTarget.checked)}
      />
    </Paper>
  );
}
