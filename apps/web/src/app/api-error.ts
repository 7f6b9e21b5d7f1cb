import type { SerializedError } from '@reduxjs/toolkit';
import { Messages } from '@turbine/domain';
import type { ApiError } from './base-query.ts';
import { reactionOf, type ApiErrorBody, type ErrorReaction } from './error-reaction.ts';

export type { ApiErrorBody };

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

export function errorBody(error: unknown): ApiErrorBody | null {
  if (!isApiError(error) || typeof error.status !== 'number') return null;
  const data = error.data;
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : null;
}

export function errorStatus(error: unknown): number | string | null {
  return isApiError(error) ? error.status : null;
}

/** How the web reacts to a failed call, decided by its code (error-reaction.ts). */
export function errorReaction(error: unknown): ErrorReaction {
  return reactionOf(errorStatus(error), errorBody(error));
}

/** The server's message, else a readable message for network and unknown failures. */
export function errorMessage(error: ApiError | SerializedError | undefined | null): string {
  if (!error) return Messages.unknownError;
  const body = errorBody(error);
  if (body?.message) return body.message;
  if ('message' in error && typeof error.message === 'string' && error.message)
    return error.message;
  if ('error' in error && typeof error.error === 'string' && error.error) return error.error;
  return Messages.unknownError;
}

/** A 422's field errors, first message per field, keyed by the form path ("profile.city"). */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = errorBody(error);
  if (!errorReaction(error).fieldErrors || !body?.errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}
