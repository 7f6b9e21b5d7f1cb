import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '../../../app/route-paths.ts';
import { useAuth } from '../../../app/auth-context.tsx';
import { ColorSchemeSelector } from '../../../components/color-scheme-selector.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { AvatarForm } from '../components/avatar-form.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { MicrosoftAccounts } from '../components/microsoft-accounts.tsx';
import { TwoFactorMethods } from '../components/two-factor-methods.tsx';
import { useColorSchemeChange } from '../hooks/use-color-scheme-change.ts';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb={4}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** Manage account (§6: users can change their profile and password; §4 theme). */
export function AccountPage() {
  const { user } = useAuth();
  const { colorScheme, change } = useColorSchemeChange();
  if (!user) return null;
  return (
    <PageContainer title="Manage account" description={user.email} size="md">
      <Stack gap="lg">
        <Section title="Profile">
          <ProfileForm user={user} />
        </Section>
        <Section title="Avatar">
          <AvatarForm user={user} />
        </Section>
        <Section
          title="Password"
          description="Changing your password signs you out of your other sessions."
        >
          <ChangePasswordForm />
        </Section>
        <Section
          title="Two-factor authentication"
          description="A second step at sign-in: an authenticator app, an emailed code or a texted code."
        >
          <Stack>
            <TwoFactorMethods />
            <MicrosoftAccounts />
            <Button
              component={Link}
              to={pagePaths.recoveryCodes}
              variant="light"
              style={{ alignSelf: 'flex-start' }}
            >
              Recovery codes
            </Button>
          </Stack>
        </Section>
        <Section
          title="Sessions"
          description="See where you are signed in and sign out other devices."
        >
          <Button component={Link} to={pagePaths.accountSessions} variant="light">
            Manage sessions
          </Button>
        </Section>
        <Section title="Theme" description="Applies at once and follows you to every device.">
          <ColorSchemeSelector value={colorScheme} onChange={change} />
        </Section>
      </Stack>
    </PageContainer>
  );
}
