import { Box, Tooltip } from '@mantine/core';
import { useAppSelector } from '../../../app/hooks.ts';

/** A quiet dot while live updates are down: grey while pusher-js retries, red once it gave up. Nothing otherwise. */
export function RealtimeStatusIndicator() {
  const state = useAppSelector((s) => s.realtime.connection);
  if (state !== 'unavailable' && state !== 'failed') return null;
  const label =
    state === 'failed' ? 'Live updates unavailable' : 'Live updates unavailable — reconnecting';
  return (
    <Tooltip label={label}>
      <Box
        role="status"
        aria-label={label}
        tabIndex={0}
        w={10}
        h={10}
        style={{
          borderRadius: '50%',
          flexShrink: 0,
          background:
            state === 'failed' ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-5)',
        }}
      />
    </Tooltip>
  );
}
