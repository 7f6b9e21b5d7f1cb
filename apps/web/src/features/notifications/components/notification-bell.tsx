import { useState } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { ui } from '../../../app/theme.ts';
import { useListNotificationsQuery } from '../api/notifications-api.ts';
import { NotificationPanel } from './notification-panel.tsx';

/** §9: the badge shows the unread count, or 9+ above 9. */
export const badgeLabel = (unread: number): string => (unread > 9 ? '9+' : String(unread));

/** The header's notification bell (§2) for the represented company; null lists company-less ones only. */
export function NotificationBell({
  companyId,
  color,
}: {
  companyId: number | null;
  color?: string;
}) {
  const [opened, setOpened] = useState(false);
  const list = useListNotificationsQuery({ companyId });
  const unread = list.data?.meta.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  // The badge wraps the popover, so that the popover's target (and the dialog's label) is the button.
  return (
    <Indicator
      label={badgeLabel(unread)}
      disabled={unread === 0}
      size={18}
      offset={6}
      color="red"
      inline
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        width={ui.notificationDropdown.width}
        position="bottom-end"
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color={color ? undefined : 'gray'}
            c={color}
            size="lg"
            radius="xl"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={22} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <NotificationPanel companyId={companyId} list={list} onClose={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
