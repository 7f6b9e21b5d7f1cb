import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClockX,
  IconLock,
  IconSearch,
  IconWifiOff,
} from '@tabler/icons-react';
import { useContext, type ReactNode } from 'react';
import { errorBody, errorStatus } from '../app/api-error.ts';
import { InsidePage } from './heading-level.ts';

export type ErrorKind = 'notFound' | 'notAuthorised' | 'fetch' | 'timeout' | 'unexpected';

/** Which error page a failure is (§8 Error panel by status). */
export function errorKind(error: unknown): ErrorKind {
  const status = errorStatus(error);
  if (status === 404) return 'notFound';
  if (status === 401 || status === 403) return 'notAuthorised';
  if (status === 'FETCH_ERROR') return 'fetch';
  if (status === 'TIMEOUT_ERROR') return 'timeout';
  return 'unexpected';
}

const icons: Record<ErrorKind, ReactNode> = {
  notFound: <IconSearch />,
  notAuthorised: <IconLock />,
  fetch: <IconWifiOff />,
  timeout: <IconClockX />,
  unexpected: <IconAlertTriangle />,
};

/** Title and description for each kind; the 401/403 title is the server's message (§8). */
export function errorTexts(
  kind: ErrorKind,
  itemName: string,
  serverMessage?: string,
): { title: string; description: string } {
  switch (kind) {
    case 'notFound':
      return {
        title: `The ${itemName} was not found`,
        description: `The ${itemName} does not exist, or you do not have access to it.`,
      };
    case 'notAuthorised':
      return {
        title: serverMessage ?? 'Access denied',
        description:
          'You are not authorised to view this page. Ask an administrator of the company for access.',
      };
    case 'fetch':
      return {
        title: 'Unable to load',
        description: 'The server could not be reached. Check your connection and try again.',
      };
    case 'timeout':
      return {
        title: 'Request timed out',
        description: 'The server took too long to answer. Please try again.',
      };
    case 'unexpected':
      return {
        title: 'Something went wrong',
        description: 'An unexpected error occurred. Please try again later.',
      };
  }
}

interface ErrorPanelProps {
  error?: unknown;
  /** Forces a kind (error pages); otherwise taken from the error's status. */
  kind?: ErrorKind;
  /** What failed to load, for the not-found title ("company", "invitation"). */
  itemName?: string;
  title?: string;
  onRetry?: () => void;
  action?: ReactNode;
}

/** The error state of a page or panel (§8). */
export function ErrorPanel({
  error,
  kind,
  itemName = 'page',
  title,
  onRetry,
  action,
}: ErrorPanelProps) {
  const k = kind ?? errorKind(error);
  // The page's own heading when it stands in for the page; under the page's h1 otherwise.
  const insidePage = useContext(InsidePage);
  const texts = errorTexts(k, itemName, errorBody(error)?.message);
  return (
    <Center mih="40vh" p="md">
      <Stack align="center" gap="sm" maw={520} role="alert">
        <ThemeIcon size={48} radius="xl" variant="light" color={k === 'notFound' ? 'gray' : 'red'}>
          {icons[k]}
        </ThemeIcon>
        <Title order={insidePage ? 2 : 1} size="h3" ta="center">
          {title ?? texts.title}
        </Title>
        <Text c="dimmed" ta="center">
          {texts.description}
        </Text>
        {/* Retrying cannot help a refusal or a missing item (issue 19 item 7). */}
        {onRetry && k !== 'notAuthorised' && k !== 'notFound' && (
          <Button variant="light" onClick={onRetry}>
            Try again
          </Button>
        )}
        {action}
      </Stack>
    </Center>
  );
}
