import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-error.ts';
import { fieldErrors } from '../../../app/api-error.ts';
import { formatInstant } from '../../../components/format-instant.ts';
import { participantColour, participantLabel, ParticipantIcon } from '../../collaboration/index.ts';
import { useListClaimActivitiesQuery, usePostClaimTextMutation } from '../api/claims-api.ts';

interface Props {
  companyId: number;
  claimId: number;
  /** message / note: the conversation with a composer; update: the claim's timeline of changes. */
  kind: 'message' | 'note' | 'update';
  canPost: boolean;
}

/** Messages, notes or updates of a claim, oldest first, like the risk timeline (§2). */
export function ClaimConversation({ companyId, claimId, kind, canPost }: Props) {
  const { data, error, isLoading } = useListClaimActivitiesQuery({ companyId, claimId });
  const [post, posting] = usePostClaimTextMutation();
  const [body, setBody] = useState('');
  const entries = (data ?? []).filter((a) => a.kind === kind).reverse();
  const noun = kind === 'update' ? 'update' : kind;
  const errors = fieldErrors(posting.error);
  const submit = async () => {
    if (kind === 'update') return;
    try {
      await post({ companyId, claimId, kind, body: body.trim() }).unwrap();
      setBody('');
    } catch {
      // Shown under the field.
    }
  };
  return (
    <Stack gap="sm">
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
      {canPost && kind !== 'update' && (
        <Stack gap="xs">
          <Textarea
            label={kind === 'note' ? 'New note' : 'New message'}
            rows={3}
            maxLength={5000}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={
              errors.body ??
              (posting.error && !errors.body ? errorMessage(posting.error) : undefined)
            }
          />
          <Group justify="flex-end">
            <Button
              loading={posting.isLoading}
              disabled={!body.trim()}
              onClick={() => void submit()}
            >
              {kind === 'note' ? 'Add note' : 'Send message'}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
