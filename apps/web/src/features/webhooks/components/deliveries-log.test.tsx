import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WebhookDeliveryDto } from '@turbine/domain';
import { fetchMock, json, renderWithApp, requests, routeFetch } from '../../tags/test-support.tsx';
import { DeliveriesLog } from './deliveries-log.tsx';

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const failed: WebhookDeliveryDto = {
  id: 31,
  messageId: 'msg_0123456789abcdef0123456789abcdef',
  eventType: 'risk.bound',
  status: 'failed',
  attempts: [
    {
      attempt: 1,
      statusCode: 500,
      responseTimeMs: 40,
      error: 'HTTP 500',
      attemptedAt: 1_790_000_000,
    },
    {
      attempt: 2,
      statusCode: null,
      responseTimeMs: 2000,
      error: 'No answer within 2000 ms.',
      attemptedAt: 1_790_000_010,
    },
  ],
  nextAttemptAt: null,
  createdAt: 1_790_000_000,
};

describe('the delivery log', { timeout: 20_000 }, () => {
  it('shows each delivery’s status, attempts and last answer, and redelivers one', async () => {
    routeFetch([
      {
        path: /\/companies\/3\/webhooks\/8\/deliveries$/,
        respond: () => json(200, { data: [failed] }),
      },
      {
        method: 'POST',
        path: /\/companies\/3\/webhooks\/8\/deliveries\/31\/redeliver$/,
        respond: () => json(200, { ...failed, status: 'succeeded' }),
      },
    ]);
    renderWithApp(<DeliveriesLog companyId={3} endpointId={8} />);
    const row = await screen.findByRole('row', { name: /risk\.bound/ });
    expect(within(row).getByText('failed')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText(/No answer within 2000 ms\. · 2000 ms/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Redeliver' }));
    await waitFor(() =>
      expect(
        requests().some(
          (r) => r.method === 'POST' && r.url === '/companies/3/webhooks/8/deliveries/31/redeliver',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Sent again.')).toBeTruthy();
  });

  it('says when nothing was delivered yet', async () => {
    routeFetch([{ path: /deliveries$/, respond: () => json(200, { data: [] }) }]);
    renderWithApp(<DeliveriesLog companyId={3} endpointId={8} />);
    expect(await screen.findByText(/No deliveries yet/)).toBeTruthy();
  });
});
