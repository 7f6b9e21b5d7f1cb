import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/platform/db/schema.ts',
  out: './migrations',
  // pg-boss keeps its own tables in the `pgboss` schema, created at start: not drizzle's.
  schemaFilter: ['public'],
});
