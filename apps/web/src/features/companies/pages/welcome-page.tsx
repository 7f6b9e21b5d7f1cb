import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';
import { ui } from '../../../app/theme.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { MyInvitationsCard } from '../components/my-invitations-card.tsx';

/**
 * §2 Welcome: what a signed-in user sees before their first company (decision 231). What the product
 * is (§1), the invitations addressed to them, and the two ways in: register a company (POST /companies
 * is open to every user) or be invited by one.
 */
export function WelcomePage() {
  const { user } = useAuth();
  const { selectable } = useCompany();
  if (!user) return null;
  return (
    <PageContainer
      title="Welcome"
      description={`Hello ${user.name}. You are signed in; everything in ${ui.productTitle} is done for a company, so the next step is to join one.`}
      actions={
        selectable.length > 0 && (
          <Button component={Link} to="/company/select" variant="light">
            Select Company
          </Button>
        )
      }
    >
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="xs">
            What {ui.productTitle} is
          </Title>
          <Text mb="xs">
            A platform where the companies of an insurance placement work together on the same risks
            and policies:
          </Text>
          <List spacing={4} size="sm">
            <List.Item>Brokers quote and bind policies for the clients they insure.</List.Item>
            <List.Item>
              Underwriting agencies set up products, rating formulas, rules, documents and binding
              agreements.
            </List.Item>
            <List.Item>Insurers receive the bordereaux of what was bound for them.</List.Item>
            <List.Item>Legal firms manage incidents and claims.</List.Item>
            <List.Item>Clients see and complete the risks their broker shares with them.</List.Item>
          </List>
          <Text size="sm" c="dimmed" mt="xs">
            You act for a company through your role in it, and can belong to several.
          </Text>
        </Paper>
        <MyInvitationsCard email={user.email} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h3" mb={4}>
                  Register your company
                </Title>
                <Text size="sm">
                  A brokerage, an underwriting agency, an insurer, a legal firm, or your own
                  business as a client. You become its administrator and can invite your colleagues.
                </Text>
              </div>
              <Group>
                <Button component={Link} to="/company/create">
                  Create Company
                </Button>
              </Group>
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={2} size="h3" mb={4}>
              Join your team
            </Title>
            <Text size="sm">
              If your company already uses {ui.productTitle}, ask one of its administrators to
              invite{' '}
              <Text span fw={600}>
                {user.email}
              </Text>{' '}
              from Manage company, Invitations. The invitation arrives by email; open its link to
              join.
            </Text>
          </Paper>
        </SimpleGrid>
      </Stack>
    </PageContainer>
  );
}
