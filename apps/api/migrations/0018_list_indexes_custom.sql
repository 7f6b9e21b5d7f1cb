-- Custom SQL migration file, put your code below! --
-- Trigram matching for the risks list's substring search (decision 134): the GIN indexes on
-- risk_packages.reference / insured_name (gin_trgm_ops) of the next migration need it. PostgreSQL's
-- contrib package provides it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (platform/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
