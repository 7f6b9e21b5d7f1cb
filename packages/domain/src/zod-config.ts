// zod for every schema of packages/domain, configured before any schema is built (decision 108). zod 4
// compiles object parsers with `new Function` unless told not to, and probes for it when an object
// schema is built: in the browser that probe is a `script-src 'unsafe-eval'` CSP violation report.
// Every schema module imports `z` from here (not from 'zod'), so this runs first whatever order a
// bundler evaluates the domain's modules in; index.ts also imports it first for any other consumer.
// Jitless parsers need no eval; bench/zod-jitless.bench.ts measures what they cost on the server.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
