import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Shown when a company page is opened without a represented company (§8 "no company linked"). */
export function NoCompany() {
  return (
    <Center mih="40vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={3}>No company selected</Title>
        <Text c="dimmed" ta="center">
          You are not representing a company. Choose one of your companies, or create a new one.
        </Text>
        <Group>
          <Button component={Link} to="/company/select" variant="light">
            Select Company
          </Button>
          <Button component={Link} to="/company/create">
            Create Company
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
