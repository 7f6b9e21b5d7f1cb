import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { identityApi } from '../features/identity/index.ts';
import { readStoredCompanyId, storage } from './storage.ts';
import { storageKeys } from './theme.ts';

/** Client-side session state: the represented company and the 2FA-in-progress flag (§3, §4). */
export interface SessionState {
  representingCompanyId: number | null;
  authenticating2fa: boolean;
  /** The company a system user has open in support mode (decision 136): the header takes the support style. */
  supporting: { companyId: number; name: string; acting: boolean } | null;
}

const initialState = (): SessionState => ({
  representingCompanyId: readStoredCompanyId(),
  authenticating2fa: false,
  supporting: null,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Represent a company; the choice is remembered under representingCompanyId (§3). */
    representCompany(state, action: PayloadAction<number | null>) {
      state.representingCompanyId = action.payload;
      if (action.payload == null) storage.remove(storageKeys.representingCompanyId);
      else storage.set(storageKeys.representingCompanyId, String(action.payload));
    },
    setAuthenticating2fa(state, action: PayloadAction<boolean>) {
      state.authenticating2fa = action.payload;
    },
    setSupporting(state, action: PayloadAction<SessionState['supporting']>) {
      state.supporting = action.payload;
    },
  },
  extraReducers: (builder) => {
    // §4: a successful logout clears the 2FA-in-progress flag.
    builder.addMatcher(identityApi.endpoints.logout.matchFulfilled, (state) => {
      state.authenticating2fa = false;
    });
  },
});

export const { representCompany, setAuthenticating2fa, setSupporting } = sessionSlice.actions;
