import type { Config } from '../config.ts';

/** The web app's base URL for links in mail: PUBLIC_URL, else the root host on the configured port. */
export function publicUrl(config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
  const scheme = config.NODE_ENV === 'production' ? 'https' : 'http';
  const port = config.NODE_ENV === 'production' || config.PORT === 80 ? '' : `:${config.PORT}`;
  return `${scheme}://${config.ROOT_HOST}${port}`;
}
