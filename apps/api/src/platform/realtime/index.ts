// Public surface of the realtime platform module (DESIGN §7). Other code imports only from here.
export {
  createRealtimeServer,
  type RealtimeServer,
  type RealtimeServerOptions,
  type RealtimeStats,
} from './server.ts';
export {
  createInProcessFanout,
  type RealtimeFanout,
  type RealtimeMessage,
  type RealtimeMessageHandler,
} from './fanout.ts';
export { connectRedisFanout, type RedisFanoutOptions } from './redis-fanout.ts';
export { attachAppRealtime, type AppRealtimeOptions } from './app-realtime.ts';
export {
  canSubscribe,
  channelAuthBodySchema,
  channelNameSchema,
  signChannel,
  signUser,
  socketIdSchema,
  userAuthBodySchema,
  userChannelName,
  type ChannelAuth,
  type ChannelAuthBody,
  type SignChannelInput,
  type SignUserInput,
  type UserAuth,
  type UserAuthBody,
} from './auth.ts';
export { isValidChannelName, PusherCode } from './protocol.ts';
export type { RealtimeLogger } from './logger.ts';
export { DEFAULT_ADDRESS_LIMITS, type AddressLimitOptions } from './address-limits.ts';
