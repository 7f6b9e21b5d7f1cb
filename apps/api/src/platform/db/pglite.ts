import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (migration `pg_trgm`, decision 134). PGlite ships
 * contrib extensions as separate imports that must be handed to every instance before `CREATE EXTENSION`
 * (or a restored data directory using them) can run.
 */
export const pgliteExtensions = { pg_trgm };

/** A PGlite instance with the extensions the schema needs; every embedded database is opened through here. */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { ...pgliteExtensions, ...options.extensions } });
}
