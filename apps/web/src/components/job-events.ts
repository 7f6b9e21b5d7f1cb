import type { JobRunDto } from '@turbine/domain';

type JobListener = (job: JobRunDto) => void;
const listeners = new Set<JobListener>();

/**
 * The `job.updated` pushes of the signed-in user's channel (decision 106). The realtime connection
 * publishes here; progress components listen for their job and fall back to polling without it.
 */
export function publishJobEvent(job: JobRunDto): void {
  for (const listener of listeners) listener(job);
}

/** Listens to every pushed job change; returns the unsubscribe. */
export function subscribeJobEvents(listener: JobListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
