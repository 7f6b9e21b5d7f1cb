import { Alert, Code, CopyButton, Button, Group, Stack, Text } from '@mantine/core';

/** A new signing secret, shown this once (the server keeps it sealed and never answers it again). */
export function SecretReveal({ secret, rotated }: { secret: string; rotated: boolean }) {
  return (
    <Alert color="yellow" title="Copy the signing secret now" role="status">
      <Stack gap="xs">
        <Text size="sm">
          It is shown only once. Your receiver verifies each message&apos;s{' '}
          <Code>webhook-signature</Code> with it.
          {rotated &&
            ' The previous secret keeps signing beside it for 24 hours, so switch your receiver before then.'}
        </Text>
        <Group gap="xs">
          <Code data-testid="webhook-secret">{secret}</Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
