/**
 * Where the database and the content live, from the environment. One function per question so the CLI,
 * the studio server and the tests resolve paths the same way.
 *
 * - `CARDSMITH_ROOT`: the project folder (the CLI sets it to the package root; the studio server runs
 *   with the project as its working directory).
 * - `DATABASE_URL`: a PostgreSQL server; when unset, the embedded PGlite database is used.
 * - `CARDSMITH_DATA_DIR`: the PGlite folder (default `.data/pglite`).
 * - `CARDSMITH_CONTENT_DIR`: the content folder that seeding loads (default `content`).
 */
import { isAbsolute, join, resolve } from 'node:path';

export type DatabaseTarget = { backend: 'pglite'; dataDir: string } | { backend: 'postgres'; url: string };

type Env = Record<string, string | undefined>;

export function projectRoot(env: Env = process.env): string {
  return resolve(/*turbopackIgnore: true*/ env.CARDSMITH_ROOT || process.cwd());
}

// The `turbopackIgnore` comments tell the studio's bundler these are run-time paths: without them it
// would trace (and copy into the build) the whole project.
function fromRoot(path: string, env: Env): string {
  return isAbsolute(path) ? path : join(/*turbopackIgnore: true*/ projectRoot(env), path);
}

export function databaseTarget(env: Env = process.env): DatabaseTarget {
  if (env.DATABASE_URL) return { backend: 'postgres', url: env.DATABASE_URL };
  return { backend: 'pglite', dataDir: fromRoot(env.CARDSMITH_DATA_DIR || join('.data', 'pglite'), env) };
}

export function contentDir(env: Env = process.env): string {
  return fromRoot(env.CARDSMITH_CONTENT_DIR || 'content', env);
}

export function migrationsDir(env: Env = process.env): string {
  return join(/*turbopackIgnore: true*/ projectRoot(env), 'db', 'migrations');
}

/** A target as a person would name it in a message; never prints a password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.backend === 'pglite') return `embedded PGlite database in ${target.dataDir}`;
  try {
    const url = new URL(target.url);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * The Ed25519 key that signs the provenance of generated summons (`CARDSMITH_PROVENANCE_KEY`, default
 * `.data/keys/provenance-ed25519.pem`; created on first use).
 */
export function provenanceKeyPath(env: Env = process.env): string {
  return fromRoot(env.CARDSMITH_PROVENANCE_KEY || join('.data', 'keys', 'provenance-ed25519.pem'), env);
}
