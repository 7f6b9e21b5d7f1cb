import type { Page, WebSocket } from '@playwright/test';

/**
 * Resolves once the page's realtime socket (to a host matching `host`) has its private channel
 * confirmed by the server. Call before the navigation that opens it: delivery is at most once
 * (decision 030), so a push sent before the subscription is live would never arrive.
 */
export async function realtimeSubscribed(page: Page, host: RegExp): Promise<void> {
  const socket: WebSocket = await page.waitForEvent('websocket', (ws) =>
    host.test(new URL(ws.url()).host),
  );
  await socket.waitForEvent('framereceived', {
    predicate: (frame) =>
      typeof frame.payload === 'string' &&
      frame.payload.includes('pusher_internal:subscription_succeeded'),
  });
}
