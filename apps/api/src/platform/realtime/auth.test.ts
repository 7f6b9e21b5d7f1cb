// Signatures, channel policy and the auth form schemas used by /broadcasting/auth and /pusher/*.
import { describe, expect, it } from 'vitest';
import {
  canSubscribe,
  channelAuthBodySchema,
  signChannel,
  signUser,
  userAuthBodySchema,
  userChannelName,
  verifyChannelAuth,
  verifyUserAuth,
} from './auth.ts';
import { isValidChannelName } from './protocol.ts';

// The worked example of Pusher's "Authentication and authorization signatures" reference.
const docs = {
  appKey: '278d425bdf160c739803',
  appSecret: '7ad3773142a6692b25b8',
  socketId: '1234.1234',
};

describe('signChannel', () => {
  it('matches the Pusher reference signature for a private channel', () => {
    expect(signChannel({ ...docs, channelName: 'private-foobar' })).toEqual({
      auth: '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    });
  });

  it('signs channel data too and returns it unchanged', () => {
    const channelData = '{"user_id":10}';
    const signed = signChannel({ ...docs, channelName: 'presence-foobar', channelData });
    expect(signed.channel_data).toBe(channelData);
    expect(signed.auth).not.toBe(signChannel({ ...docs, channelName: 'presence-foobar' }).auth);
    expect(
      verifyChannelAuth({
        ...docs,
        channelName: 'presence-foobar',
        channelData,
        auth: signed.auth,
      }),
    ).toBe(true);
  });
});

describe('verifyChannelAuth', () => {
  const channelName = 'private-user.5';
  const { auth } = signChannel({ ...docs, channelName });

  it('accepts the signature for this socket and channel', () => {
    expect(verifyChannelAuth({ ...docs, channelName, auth })).toBe(true);
  });

  it.each([
    ['another socket', { socketId: '1234.1235' }],
    ['another channel', { channelName: 'private-user.6' }],
    ['another secret', { appSecret: 'other' }],
    ['another key', { appKey: 'other' }],
  ])('refuses it for %s', (_name, change) => {
    expect(verifyChannelAuth({ ...docs, channelName, auth, ...change })).toBe(false);
  });

  it.each([
    '',
    'no-colon',
    `${docs.appKey}:`,
    `${docs.appKey}:abc`,
    `${auth}0`,
    auth.toUpperCase(),
  ])('refuses the malformed auth %j', (bad) => {
    expect(verifyChannelAuth({ ...docs, channelName, auth: bad })).toBe(false);
  });
});

describe('signUser', () => {
  it('signs "socket_id::user::user_data" with the id as a string', () => {
    const signed = signUser({ ...docs, userData: { id: 42, user_info: { name: 'Ann' } } });
    expect(JSON.parse(signed.user_data)).toEqual({ id: '42', user_info: { name: 'Ann' } });
    expect(signed.auth.startsWith(`${docs.appKey}:`)).toBe(true);
    expect(verifyUserAuth({ ...docs, auth: signed.auth, userData: signed.user_data })).toBe(true);
    expect(
      verifyUserAuth({
        ...docs,
        auth: signed.auth,
        userData: signed.user_data.replace('42', '43'),
      }),
    ).toBe(false);
    expect(
      verifyUserAuth({ ...docs, socketId: '1.1', auth: signed.auth, userData: signed.user_data }),
    ).toBe(false);
  });
});

describe('canSubscribe', () => {
  it('lets a user subscribe only to their own private user channel', () => {
    expect(userChannelName(5)).toBe('private-user.5');
    expect(canSubscribe(5, 'private-user.5')).toBe(true);
    expect(canSubscribe('5', 'private-user.5')).toBe(true);
    expect(canSubscribe(5, 'private-user.6')).toBe(false);
    expect(canSubscribe(5, 'private-user.50')).toBe(false);
    // Echo's name for the channel; on the wire it is always prefixed.
    expect(canSubscribe(5, 'user.5')).toBe(false);
    expect(canSubscribe(5, 'presence-user.5')).toBe(false);
  });
});

describe('auth form schemas', () => {
  it('accepts the fields pusher-js posts', () => {
    expect(
      channelAuthBodySchema.parse({ socket_id: '123.456', channel_name: 'private-user.1' }),
    ).toEqual({
      socket_id: '123.456',
      channel_name: 'private-user.1',
    });
    expect(userAuthBodySchema.parse({ socket_id: '123.456' })).toEqual({ socket_id: '123.456' });
  });

  it.each([
    { socket_id: '123', channel_name: 'private-user.1' },
    { socket_id: '123.456:x', channel_name: 'private-user.1' },
    { socket_id: 'a.b', channel_name: 'private-user.1' },
    { socket_id: '123.456', channel_name: 'private user' },
    { socket_id: '123.456', channel_name: '' },
    { socket_id: '123.456' },
  ])('refuses %j', (body) => {
    expect(channelAuthBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('isValidChannelName', () => {
  it.each([
    ['private-user.5', true],
    ['Aa0_-=@,.;', true],
    ['x'.repeat(164), true],
    ['x'.repeat(165), false],
    ['', false],
    ['with space', false],
    ['emoji-🙂', false],
    ['slash/name', false],
    ['#server-to-user-5', true],
    ['#server-to-user-', false],
    ['#other', false],
  ])('%j → %s', (name, valid) => {
    expect(isValidChannelName(name)).toBe(valid);
  });
});
