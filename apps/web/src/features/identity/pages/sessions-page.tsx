import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserSessionDto } from '@turbine/domain';
import { toastColours } from '../../../app/error-toast.ts';
import { pagePaths } from '../../../app/route-paths.ts';
import { ErrorPanel, errorTexts, errorKind } from '../../../components/error-panel.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useListSessionsQuery,
} from '../api/sessions-api.ts';
import { SessionsTable } from '../components/sessions-table.tsx';

function failed(error: unknown): void {
  notifications.show({
    color: toastColours.error,
    title: 'Not ended',
    message: errorTexts(errorKind(error), 'session').description,
  });
}

/** Account → Sessions (decision 101): where the user is signed in, and ending any or all other sessions. */
export function SessionsPage() {
  const query = useListSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers, othersState] = useEndOtherSessionsMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const sessions = query.data?.data ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const end = async (session: UserSessionDto) => {
    setEnding(session.id);
    const result = await endSession(session.id);
    setEnding(null);
    if (result.error) return failed(result.error);
    notifications.show({
      color: toastColours.success,
      title: 'Session ended',
      message: `${session.device} is signed out.`,
    });
  };
  const endAll = async () => {
    const result = await endOthers();
    if (result.error) return failed(result.error);
    notifications.show({
      color: toastColours.success,
      title: 'Other sessions ended',
      message: 'Every other device is signed out.',
    });
  };

  let body;
  if (query.isLoading) {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading sessions" />
      </Center>
    );
  } else if (query.isError) {
    body = (
      <ErrorPanel error={query.error} itemName="sessions" onRetry={() => void query.refetch()} />
    );
  } else {
    body = (
      <Stack>
        <SessionsTable sessions={sessions} ending={ending} onEnd={(s) => void end(s)} />
        {others === 0 && (
          <Text c="dimmed" size="sm">
            You are signed in on this device only.
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <PageContainer
      title="Sessions"
      description={
        <>
          Where you are signed in.{' '}
          <Anchor component={Link} to={pagePaths.account} underline="always">
            Back to your account
          </Anchor>
        </>
      }
      actions={
        <Group>
          <Button
            color="red"
            variant="light"
            disabled={others === 0}
            loading={othersState.isLoading}
            onClick={() => void endAll()}
          >
            End all other sessions
          </Button>
        </Group>
      }
      size="md"
    >
      <Paper withBorder p="lg" radius="md">
        {body}
      </Paper>
    </PageContainer>
  );
}
