import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { postTextBody } from '@turbine/domain';
import { errorMessage } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { applyServerErrors } from '../../../components/server-errors.ts';
import {
  useListRiskActivitiesQuery,
  usePostRiskMessageMutation,
} from '../api/collaboration-api.ts';
import { participantColour, participantLabel, ParticipantIcon } from './participant.tsx';

interface ConversationTabProps {
  companyId: number;
  riskPackageId: number;
  kind: 'message' | 'note';
  /** Whether the viewer may post (ManageRisks; notes: the underwriting company). */
  canPost: boolean;
}

/** Messages or notes of a package: the conversation, oldest first, and a composer (§2). */
export function ConversationTab({ companyId, riskPackageId, kind, canPost }: ConversationTabProps) {
  const { data, error, isLoading } = useListRiskActivitiesQuery({
    companyId,
    riskPackageId,
    kinds: [kind],
  });
  const [post, { isLoading: posting }] = usePostRiskMessageMutation();
  const form = useForm({
    initialValues: { body: '' },
    validate: schemaResolver(postTextBody, { sync: true }),
  });
  const noun = kind === 'note' ? 'note' : 'message';

  const submit = form.onSubmit(async ({ body }) => {
    try {
      await post({ companyId, riskPackageId, kind, body: body.trim() }).unwrap();
      form.reset();
    } catch (e) {
      if (!applyServerErrors(form, e)) form.setFieldError('body', errorMessage(e as never));
    }
  });

  // The API lists newest first; a conversation reads oldest first.
  const entries = [...(data ?? [])].reverse();

  return (
    <Stack gap="md">
      {isLoading && <Loader size="sm" aria-label={`Loading ${noun}s`} />}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {data && entries.length === 0 && <Text c="dimmed">No {noun}s yet.</Text>}
      {entries.map((a) => (
        <Group key={a.id} align="flex-start" wrap="nowrap" gap="sm">
          <ParticipantIcon companyType={a.actor?.companyType} />
          <Paper
            withBorder
            p="sm"
            radius="md"
            style={{
              flex: 1,
              borderLeft: `3px solid var(--mantine-color-${participantColour(a.actor?.companyType)}-6)`,
            }}
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm" fw={600} c={participantColour(a.actor?.companyType)}>
                {a.actor?.name ?? 'System'}
                {participantLabel(a.actor?.companyType) && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    · {participantLabel(a.actor?.companyType)}
                  </Text>
                )}
              </Text>
              <Text size="xs" c="dimmed">
                {formatInstant(a.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {a.body}
            </Text>
          </Paper>
        </Group>
      ))}
      {canPost && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={kind === 'note' ? 'New note' : 'New message'}
              rows={3}
              {...form.getInputProps('body')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={posting}>
                {kind === 'note' ? 'Add note' : 'Send message'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
