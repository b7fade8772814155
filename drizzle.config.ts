import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` needs no database: it diffs db/schema.ts against the snapshots in
// db/migrations/meta. The credentials below only matter for `drizzle-kit migrate|studio|push`; prefer
// `npx cardsmith db migrate`, which takes the PGlite lock first (two processes on one PGlite folder
// corrupt it).
const credentials = process.env.DATABASE_URL
  ? { dbCredentials: { url: process.env.DATABASE_URL } }
  : process.env.PGLITE_DIR
    ? { driver: 'pglite' as const, dbCredentials: { url: process.env.PGLITE_DIR } }
    : {};

export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
  ...credentials,
});
