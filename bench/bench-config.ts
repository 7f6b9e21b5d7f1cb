import { loadConfig, type Config } from '../apps/api/src/platform/config.ts';
import { generateSecret } from '../apps/api/src/platform/secrets.ts';

/**
 * The configuration an in-process bench server runs with: production mode (as deployed), fresh secrets,
 * no web app, no demo data, a silent log and no password expiry; `env` adds or overrides.
 */
export function benchConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    APP_KEY: generateSecret(),
    PUSHER_APP_SECRET: generateSecret(),
    TWO_FACTOR_KEY: generateSecret(),
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PASSWORD_EXPIRY_DAYS: '0',
    ...env,
  });
}
