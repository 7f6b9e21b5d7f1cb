import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ui } from '../app/theme.ts';
import { TurbineMark } from './turbine-mark.tsx';

/** The footer (§2): product logo and title, copyright with the current year, the legal pages. */
export function Footer() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" py="lg">
        <Group justify="space-between">
          <Group gap="xs">
            <TurbineMark size={24} />
            <Text fw={600}>{ui.productTitle}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {ui.productTitle}. All rights reserved.
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/legal/au/terms-of-use" size="sm">
              Terms of use
            </Anchor>
            <Anchor component={Link} to="/legal/au/privacy-policy" size="sm">
              Privacy policy
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
