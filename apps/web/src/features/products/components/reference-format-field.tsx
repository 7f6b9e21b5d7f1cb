import { useEffect, useState } from 'react';
import { Code, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { fieldErrors } from '../../../app/api-error.ts';
import { usePreviewReferenceMutation } from '../api/products-api.ts';

interface ReferenceFormatFieldProps {
  companyId: number;
  value: string;
  onChange: (value: string) => void;
  /** The form's own error (schema or save) for the field. */
  error?: React.ReactNode;
  disabled?: boolean;
}

/**
 * The risk reference format (§5, §9 symbols) with a live preview rendered by the server as the user
 * types (debounced); the preview's errors appear under the field.
 */
export function ReferenceFormatField({
  companyId,
  value,
  onChange,
  error,
  disabled,
}: ReferenceFormatFieldProps) {
  const [debounced] = useDebouncedValue(value.trim(), 400);
  const [preview] = usePreviewReferenceMutation();
  const [state, setState] = useState<{ format: string; reference?: string; error?: string } | null>(
    null,
  );

  useEffect(() => {
    if (debounced === '') return undefined;
    const request = preview({ companyId, format: debounced });
    void request.then((result) => {
      if (result.data) setState({ format: debounced, reference: result.data.reference });
      else
        setState({
          format: debounced,
          error: fieldErrors(result.error).format ?? 'The preview could not be rendered.',
        });
    });
    return () => request.abort();
  }, [companyId, debounced, preview]);

  const current = state && state.format === value.trim() ? state : null;
  return (
    <div>
      <TextInput
        label="Risk reference format"
        description="Static text and symbols such as {yyyy}, {mm}, {id:6}, {uuid}, {randstr8}; no spaces."
        required
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error ?? current?.error}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {current?.reference && (
        <Group gap="xs" mt={6} aria-live="polite">
          <Text size="sm" c="dimmed">
            Preview:
          </Text>
          <Code data-testid="reference-preview">{current.reference}</Code>
        </Group>
      )}
    </div>
  );
}
