import { ActionIcon, Box, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { formatInstant } from '../../../components/format-instant.ts';
import {
  useDeleteNotificationsMutation,
  useMarkNotificationsMutation,
  type UserNotification,
} from '../api/notifications-api.ts';

/** One notification: opening it marks it read and follows its frontendUrl; read/unread and delete actions. */
export function NotificationItem({
  notification,
  companyId,
  onOpen,
}: {
  notification: UserNotification;
  companyId: number | null;
  onOpen: () => void;
}) {
  const navigate = useNavigate();
  const [mark] = useMarkNotificationsMutation();
  const [remove] = useDeleteNotificationsMutation();
  const unread = notification.readAt == null;
  const ids = [notification.id] as const;
  const time = formatInstant(notification.createdAt);

  const open = () => {
    if (unread) void mark({ companyId, ids, status: 'read' });
    onOpen();
    const url = notification.data.frontendUrl;
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    else if (/^https?:\/\//.test(url)) window.location.assign(url);
  };

  return (
    <Box
      component="li"
      aria-label={unread ? `Unread: ${notification.data.message}` : notification.data.message}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: unread ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap={6} px="sm" py={8}>
        <Box
          mt={6}
          w={8}
          h={8}
          style={{
            borderRadius: '50%',
            flexShrink: 0,
            background: unread ? 'var(--mantine-color-blue-6)' : 'transparent',
          }}
          aria-hidden
        />
        <UnstyledButton onClick={open} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
            {notification.data.message}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={new Date(notification.createdAt * 1000).toISOString()}
          >
            {time}
          </Text>
        </UnstyledButton>
        <Group gap={2} wrap="nowrap">
          {unread ? (
            <Tooltip label="Mark as read">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Mark as read"
                onClick={() => void mark({ companyId, ids, status: 'read' })}
              >
                <IconMailOpened size={16} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label="Mark as unread">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Mark as unread"
                onClick={() => void mark({ companyId, ids, status: 'unread' })}
              >
                <IconMail size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label="Delete notification"
              onClick={() => void remove({ companyId, ids })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Box>
  );
}
