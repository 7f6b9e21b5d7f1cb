import { useMemo, useState } from 'react';
import { Alert, Button, Code, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { Messages } from '@turbine/domain';
import type { DesignerForm } from '../model/form-model.ts';
import { formFromSchema } from '../model/from-schema.ts';
import { formToSchema } from '../model/to-schema.ts';
import { initialProposal } from '../renderer/proposal-defaults.ts';
import { ProposalFormRenderer } from '../renderer/proposal-form-renderer.tsx';
import { validateProposal } from '../renderer/validate-proposal.ts';
import { stripHiddenAnswers, type ProposalValue } from '../renderer/visibility.ts';

/**
 * The form exactly as a broker gets it: the designer's model goes through `{schema, layout}` into
 * the renderer. Answers are live; after "Check answers" the messages follow every change.
 */
export function DesignerPreview({ form }: { form: DesignerForm }) {
  const stored = useMemo(() => formToSchema(form), [form]);
  const rendered = useMemo(() => formFromSchema(stored.schema, stored.layout), [stored]);
  const [answers, setAnswers] = useState<ProposalValue>(() => initialProposal(rendered));
  const [checking, setChecking] = useState(false);
  const [showAnswers, setShowAnswers] = useState(false);
  const errors = checking ? validateProposal(rendered, answers) : {};
  const errorCount = Object.keys(errors).length;
  const sent = stripHiddenAnswers(rendered, answers);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          This is the proposal form as brokers will fill it. Answers here are not saved.
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => {
              setAnswers(initialProposal(rendered));
              setChecking(false);
            }}
          >
            Reset answers
          </Button>
          <Button leftSection={<IconCircleCheck size={16} />} onClick={() => setChecking(true)}>
            Check answers
          </Button>
        </Group>
      </Group>
      {checking && (
        <Alert
          color={errorCount ? 'red' : 'green'}
          title={errorCount ? Messages.correctErrors : 'The answers are complete.'}
        >
          {errorCount
            ? `${errorCount} ${errorCount === 1 ? 'answer needs' : 'answers need'} attention.`
            : 'The server would accept these answers for rating.'}
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg">
        <ProposalFormRenderer
          schema={stored.schema}
          layout={stored.layout}
          value={answers}
          onChange={setAnswers}
          errors={errors}
        />
      </Paper>
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setShowAnswers((v) => !v)}
          aria-expanded={showAnswers}
        >
          {showAnswers ? 'Hide' : 'Show'} the answers as sent
        </Button>
        <Collapse expanded={showAnswers}>
          <Code block mt="xs">
            {JSON.stringify(sent, null, 2)}
          </Code>
        </Collapse>
      </div>
    </Stack>
  );
}
