import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';

/** A CSV file chosen by drag and drop or the file picker. */
export function FileDrop({ file, onFile }: { file: File | null; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label="Policy data file"
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack align="center" gap="xs">
        <IconFileTypeCsv size={36} stroke={1.5} aria-hidden />
        <Text fw={500}>{file ? file.name : 'Drop the CSV file here'}</Text>
        <Text size="sm" c="dimmed">
          {file
            ? `${(file.size / 1024).toLocaleString('en-AU', { maximumFractionDigits: 1 })} KB`
            : "UTF-8 CSV in the template's layout"}
        </Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            onClick={() => input.current?.click()}
          >
            {file ? 'Choose another file' : 'Choose a file'}
          </Button>
        </Group>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="policy-file-input"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) onFile(chosen);
            e.target.value = '';
          }}
        />
      </Stack>
    </Paper>
  );
}
