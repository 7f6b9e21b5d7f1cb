import { useRef, useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  syntaxProblem,
  useRatingEngine,
  wordAt,
  type Suggestion,
} from '../hooks/use-formula-check.ts';

interface FormulaInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Names the formula may use (other formulas, context values, fields, functions, datasets). */
  suggest: (prefix: string) => Suggestion[];
  /** The server's or the version check's message for this field. */
  error?: string | null;
  disabled?: boolean;
  description?: string;
  minRows?: number;
}

const maxShown = 8;

/**
 * A formula text area checked as the user types with the rating engine's own parser (position and
 * message), offering the names that can be used at the caret (DESIGN §6).
 */
export function FormulaInput({
  label,
  value,
  onChange,
  suggest,
  error,
  disabled,
  description,
  minRows = 3,
}: FormulaInputProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const engine = useRatingEngine();
  const [caret, setCaret] = useState<number | null>(null);
  const problem = syntaxProblem(engine, value);
  const { start, word } = wordAt(value, caret ?? value.length);
  const offered =
    caret !== null && word !== '' && !disabled
      ? suggest(word)
          .filter((s) => s.name !== word)
          .slice(0, maxShown)
      : [];

  const insert = (s: Suggestion) => {
    const end = start + word.length;
    const next = `${value.slice(0, start)}${s.insert}${value.slice(end)}`;
    const position = start + s.insert.length;
    onChange(next);
    setCaret(position);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(position, position);
    });
  };

  const syntax = problem
    ? `${problem.line !== undefined ? `Line ${problem.line}, column ${problem.column}: ` : ''}${problem.message}`
    : null;

  return (
    <Stack gap={4}>
      <Textarea
        ref={ref}
        label={label}
        description={description}
        value={value}
        disabled={disabled}
        rows={minRows}
        resize="vertical"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        spellCheck={false}
        error={syntax ?? error ?? undefined}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          setCaret(e.currentTarget.selectionStart);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
      />
      {engine && value.trim() !== '' && !syntax && !error && (
        <Text size="xs" c="teal">
          Syntax is valid.
        </Text>
      )}
      {offered.length > 0 && (
        <Group gap={6} aria-label="Suggestions" role="group">
          <Text size="xs" c="dimmed">
            Suggestions:
          </Text>
          {offered.map((s) => (
            <Button
              key={`${s.kind}-${s.name}`}
              size="compact-xs"
              variant="light"
              title={s.detail}
              onClick={() => insert(s)}
            >
              {s.name}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
