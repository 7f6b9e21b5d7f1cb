import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingBank,
  IconFileCertificate,
  IconGavel,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth-context.tsx';
import { useCompany } from '../../../app/company-context.tsx';
import { ui } from '../../../app/theme.ts';
import { Footer } from '../../../components/footer.tsx';

const features: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconFileCertificate />,
    title: 'Quote and bind in one place',
    text: 'Brokers submit proposals, receive quotes and bind policies for their clients without email chains.',
  },
  {
    icon: <IconShieldCheck />,
    title: 'Products underwriters control',
    text: 'Underwriting agencies design products, formulas, rules, endorsements and documents, versioned and auditable.',
  },
  {
    icon: <IconBuildingBank />,
    title: 'Insurers see the book',
    text: 'Insurers receive bordereaux data and reports on the risks written under their binding agreements.',
  },
  {
    icon: <IconGavel />,
    title: 'Claims with legal partners',
    text: 'Legal companies manage incidents and claims alongside the underwriters who wrote the cover.',
  },
];

function Welcome() {
  const { user } = useAuth();
  const { representedRole, selectable } = useCompany();
  if (!user) return null;
  return (
    <Paper withBorder p="lg" radius="md" mb="xl">
      <Title order={2}>Welcome, {user.name}</Title>
      <Text c="dimmed" mt={4} mb="md">
        {representedRole
          ? `You are representing ${representedRole.company.name}.`
          : 'Choose a company to start working.'}
      </Text>
      <Group>
        {representedRole && (
          <Button component={Link} to="/company/manage">
            Manage company
          </Button>
        )}
        {selectable.length > 1 || !representedRole ? (
          <Button component={Link} to="/company/select" variant="light">
            Select Company
          </Button>
        ) : null}
        {selectable.length === 0 && (
          <Button component={Link} to="/company/create" variant="light">
            Create Company
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Home (§2): the product pitch, a welcome for signed-in users, and the footer (only here). */
export function LandingPage() {
  const { user } = useAuth();
  return (
    <>
      <Container size="lg" py={48} mih={ui.mainMinHeight}>
        <Welcome />
        <Stack gap="md" maw={720} mb={48}>
          <Title order={1}>Insurance placement and policy administration, together</Title>
          <Text size="lg" c="dimmed">
            {ui.productTitle} connects clients, brokers, underwriting agencies, insurers and legal
            firms on one platform. Each company works in its own space, and every risk moves from
            proposal to bound policy with a complete record.
          </Text>
          {!user && (
            <Group>
              <Button component={Link} to="/register" size="md">
                Create an account
              </Button>
              <Button component={Link} to="/login" size="md" variant="default">
                Login
              </Button>
            </Group>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {features.map((f) => (
            <Paper key={f.title} withBorder p="lg" radius="md">
              <ThemeIcon size={40} radius="md" variant="light" mb="sm">
                {f.icon}
              </ThemeIcon>
              <Title order={4} mb={4}>
                {f.title}
              </Title>
              <Text c="dimmed">{f.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
      <Footer />
    </>
  );
}
