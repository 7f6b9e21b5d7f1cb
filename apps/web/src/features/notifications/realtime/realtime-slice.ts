import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** §4 realtime connection states: pusher-js's own connection states. */
export const connectionStates = [
  'initialized',
  'connecting',
  'connected',
  'unavailable',
  'failed',
  'disconnected',
] as const;
export type ConnectionState = (typeof connectionStates)[number];

export const isConnectionState = (value: unknown): value is ConnectionState =>
  typeof value === 'string' && (connectionStates as readonly string[]).includes(value);

export interface RealtimeState {
  connection: ConnectionState;
}

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: (): RealtimeState => ({ connection: 'initialized' }),
  reducers: {
    connectionStateChanged(state, action: PayloadAction<ConnectionState>) {
      state.connection = action.payload;
    },
    /** The connection was dropped on purpose (sign-out): back to the state before any connection. */
    connectionReset(state) {
      state.connection = 'initialized';
    },
  },
});

export const { connectionStateChanged, connectionReset } = realtimeSlice.actions;
