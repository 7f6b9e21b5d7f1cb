/**
 * Test files that time their own child processes, kill -9 and restart servers, or walk every route
 * under a wall-clock bound (docs/testing.md "Parallelism"). They run after everything else, one at a
 * time (the `api-serial` project, `sequence.groupOrder` 1), so a loaded machine cannot push them past
 * their bounds; every other file runs two at a time.
 */
export const serialTestFiles = [
  'src/modules/notifications/notifications.crash.test.ts',
  'src/modules/notifications/notifications.two-node.test.ts',
  'test/crash-recovery.test.ts',
  'test/import-crash.test.ts',
  'test/fault-tolerance.test.ts',
  'test/redis-loss.test.ts',
  'src/cluster.test.ts',
  'src/start-node.test.ts',
  'src/platform/http/bad-input.test.ts',
];
