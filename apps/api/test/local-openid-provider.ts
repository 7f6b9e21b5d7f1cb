import { writeFileSync } from 'node:fs';
import { startOpenIdProvider } from './oidc-provider.ts';

/**
 * Try Microsoft sign-in locally without Microsoft (decision 144): starts the tests' OpenID provider and
 * writes the MICROSOFT_* variables for the API to a JSON file.
 *
 *   node node_modules/tsx/dist/cli.mjs apps/api/test/local-openid-provider.ts http://localhost:8080 /tmp/idp.json
 *
 * At its sign-in screen any password works; the demo broker and an "IT admin" of the broker's
 * organisation (`it@southern-cross.example`, for the admin consent) exist, in tenant `tenant-southern-cross`.
 */
const [publicUrl, envFile] = process.argv.slice(2);
if (!publicUrl || !envFile)
  throw new Error('usage: local-openid-provider.ts <api public url> <env json file>');
const idp = await startOpenIdProvider(publicUrl);
for (const email of ['broker@demo.turbine.test', 'it@southern-cross.example'])
  idp.accounts.set(email, { email, emailVerified: true, tid: 'tenant-southern-cross' });
writeFileSync(envFile, JSON.stringify(idp.env));
console.log(`OpenID provider at ${idp.issuer}; environment in ${envFile}`);
