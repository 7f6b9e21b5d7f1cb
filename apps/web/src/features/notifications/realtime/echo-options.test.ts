import { afterEach, describe, expect, it, vi } from 'vitest';
import { echoSettings, trackConnectionState } from './echo-options.ts';

const config = { key: 'turbine-key', cluster: 'local' };

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('Echo settings (decision 050, §9 realtime defaults)', () => {
  it("connects to the page's own host and port without TLS on http", () => {
    const settings = echoSettings(config, {
      hostname: 'southerncross.turbine.test',
      port: '8181',
      protocol: 'http:',
    });
    expect(settings).toMatchObject({
      broadcaster: 'pusher',
      key: 'turbine-key',
      cluster: 'local',
      wsHost: 'southerncross.turbine.test',
      wsPort: 8181,
      wssPort: 8181,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      channelAuthorization: { endpoint: '/broadcasting/auth', transport: 'ajax' },
    });
  });

  it('forces TLS on https and uses the default ports when the page has none', () => {
    const settings = echoSettings(config, {
      hostname: 'turbine.example',
      port: '',
      protocol: 'https:',
    });
    expect(settings).toMatchObject({
      wsHost: 'turbine.example',
      wsPort: 80,
      wssPort: 443,
      forceTLS: true,
    });
  });

  it('reads the XSRF-TOKEN cookie at each channel authorisation, not once', () => {
    // The test setup plays a page that has its XSRF cookie; this page has none yet.
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const { headersProvider } = echoSettings(config, {
      hostname: 'localhost',
      port: '5173',
      protocol: 'http:',
    }).channelAuthorization;
    expect(headersProvider()).toEqual({ Accept: 'application/json' });
    document.cookie = 'XSRF-TOKEN=first%3D';
    expect(headersProvider()).toEqual({ Accept: 'application/json', 'X-XSRF-TOKEN': 'first=' });
    document.cookie = 'XSRF-TOKEN=reissued';
    expect(headersProvider()['X-XSRF-TOKEN']).toBe('reissued');
  });
});

describe('connection state tracking', () => {
  it('reports every state and signals a reconnect only when connected again after a drop', () => {
    const states: string[] = [];
    const reconnected = vi.fn();
    const onChange = trackConnectionState((s) => states.push(s), reconnected);
    onChange({ previous: 'initialized', current: 'connecting' });
    onChange({ previous: 'connecting', current: 'connected' });
    expect(reconnected).not.toHaveBeenCalled();
    onChange({ previous: 'connected', current: 'connecting' });
    onChange({ previous: 'connecting', current: 'unavailable' });
    onChange({ previous: 'unavailable', current: 'connected' });
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['connecting', 'connected', 'connecting', 'unavailable', 'connected']);
  });
});
