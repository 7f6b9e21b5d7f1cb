import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Code } from '@mantine/core';

/** Recovery codes, shown once (issue 11): copy or download them before leaving. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone?: () => void }) {
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'turbine-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack>
      <Alert color="yellow" title="Save your recovery codes">
        Each code signs you in once if you lose your other methods. They are shown only now: keep
        them somewhere safe.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <Code key={c} fz="md" ta="center" py={6}>
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={download}>
          Download
        </Button>
        {onDone && <Button onClick={onDone}>I have saved my codes</Button>}
      </Group>
    </Stack>
  );
}
