import { Center, Loader, Stack, Text } from '@mantine/core';

/** A loader covering the page: route changes (§2) and the handle company load (§4). */
export function FullPageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
