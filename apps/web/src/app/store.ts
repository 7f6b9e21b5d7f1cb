import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './base-api.ts';
import { createAuthMiddleware } from './auth-middleware.ts';
import { sessionSlice } from './session-slice.ts';
import { realtimeSlice } from '../features/notifications/index.ts';

export function createStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionSlice.reducer,
      realtime: realtimeSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, createAuthMiddleware()),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
