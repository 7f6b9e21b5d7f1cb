/**
 * Stops the process cleanly on SIGINT/SIGTERM (the API and the worker process): closes what it was given
 * once, and exits 1 if that takes over 10 s, so a stuck connection never keeps a stopping process alive.
 */
export function stopOnSignals(options: {
  log: { info(data: object, message: string): void };
  message: string;
  close: () => Promise<void>;
}): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.log.info({ signal }, options.message);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await options.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
