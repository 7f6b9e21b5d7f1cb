import { Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { ui } from '../../../app/theme.ts';
import {
  useDeleteNotificationsMutation,
  useMarkNotificationsMutation,
  type NotificationPage,
} from '../api/notifications-api.ts';
import { NotificationItem } from './notification-item.tsx';

/** Height of the panel's title row; the list scrolls in the rest of the §9 maximum height. */
const titleRowHeight = 48;
/** The §9 maximum height is the dropdown's, which adds a 1 px border above and below the panel. */
const panelMaxHeight = ui.notificationDropdown.maxHeight - 2;

interface ListState {
  data?: NotificationPage;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** §2: an empty list shows a title and a description. */
function NotificationsEmpty() {
  return (
    <Stack align="center" gap={4} py="xl" px="md">
      <IconBellOff size={32} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fw={600}>No notifications</Text>
      <Text size="sm" c="dimmed" ta="center">
        You&apos;re all caught up. Updates about your companies will appear here.
      </Text>
    </Stack>
  );
}

/** The bell's dropdown: title row with the bulk actions, then the newest notifications first. */
export function NotificationPanel({
  companyId,
  list,
  onClose,
}: {
  companyId: number | null;
  list: ListState;
  onClose: () => void;
}) {
  const [mark] = useMarkNotificationsMutation();
  const [remove] = useDeleteNotificationsMutation();
  const items = list.data?.data ?? [];
  const unread = list.data?.meta.unreadCount ?? 0;

  let body;
  if (list.isLoading) {
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading notifications" />
      </Center>
    );
  } else if (list.isError && !list.data) {
    body = (
      <Stack align="center" gap="xs" py="lg">
        <Text size="sm">Failed to load content.</Text>
        <Button size="xs" variant="light" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = <NotificationsEmpty />;
  } else {
    body = (
      <ScrollArea.Autosize mah={panelMaxHeight - titleRowHeight} type="auto">
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          aria-label="Notification list"
          style={{ listStyle: 'none' }}
        >
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} companyId={companyId} onOpen={onClose} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack gap={0} mah={panelMaxHeight}>
      <Group
        justify="space-between"
        wrap="nowrap"
        h={titleRowHeight}
        px="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
      >
        {/* Opening focuses the title, not "Mark all as read", so that Enter cannot change anything. */}
        <Text fw={600} tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
          Notifications
        </Text>
        {items.length > 0 && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              onClick={() => void mark({ companyId, ids: 'all', status: 'read' })}
            >
              Mark all as read
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => void remove({ companyId, ids: 'all' })}
            >
              Delete all
            </Button>
          </Group>
        )}
      </Group>
      {body}
    </Stack>
  );
}
