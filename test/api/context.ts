/** Contexts for calling the API in-process as a given user (or anonymously), on a test database. */
import { TRPCError } from '@trpc/server';
import { queryRows, type DatabaseHandle } from '../../db/client';
import type { User } from '../../db/roles';
import { createUser } from '../../db/users';
import type { UserRole } from '../../db/roles';
import type { Context } from '../../app/server/trpc';
import { StudioProject } from '../../app/server/studio-project';
import { SignInThrottle } from '../../app/server/auth/sign-in-throttle';
import { scanDefinitions } from '../../app/server/content-definitions';
import { contentDir } from '../../db/config';
import type { SourceFile } from '../../dsl/project';

export interface TestContext extends Context {
  /** Every Set-Cookie header the calls produced. */
  cookies: string[];
}

// The project's definitions are read once per test file: the content folder's, like the studio's.
let definitions: SourceFile[] | undefined;

export interface ContextOptions {
  /** The sign-in throttle (default: a fresh one per context, so earlier tests' failures do not count). */
  signInThrottle?: SignInThrottle;
  clientAddress?: string | null;
}

/** A context as `user` (null: anonymous). Each context has its own project model over the test database. */
export function contextAs(handle: DatabaseHandle, user: User | null, sessionToken: string | null = null, options: ContextOptions = {}): TestContext {
  const cookies: string[] = [];
  const project = new StudioProject((definitions ??= scanDefinitions(contentDir())));
  return {
    db: handle.db,
    backend: handle.backend,
    user,
    sessionToken,
    secure: false,
    setCookie: (header) => cookies.push(header),
    cookies,
    project: async () => {
      await project.sync(handle.db);
      return project;
    },
    clientAddress: options.clientAddress ?? null,
    signInThrottle: options.signInThrottle ?? new SignInThrottle(),
  };
}

/** Creates one user per role (names `viewer`, `designer`, `publisher`, password `password-<role>`). */
export async function usersByRole(handle: DatabaseHandle): Promise<Record<UserRole, User>> {
  const make = async (role: UserRole): Promise<User> => {
    const result = await createUser(handle.db, { name: role, role, password: `password-${role}` });
    if (!result.ok) throw new Error(result.problem);
    return result.user;
  };
  return { viewer: await make('viewer'), designer: await make('designer'), publisher: await make('publisher') };
}

/**
 * Empties the card tables and everything that references them. TRUNCATE fires no row triggers: it is
 * the only way to clear the immutable card versions (and frozen set versions) between tests.
 */
export async function clearCards(handle: DatabaseHandle): Promise<void> {
  await queryRows(handle, 'TRUNCATE card_set_version_entries, card_set_version_definitions, card_set_versions, card_set_cards, card_sets, card_tags, card_versions, card_art, cards');
}

/** The tRPC error code of a refused call (or the error itself, to show in a failed assertion). */
export function codeOf(error: unknown): string {
  return error instanceof TRPCError ? error.code : String(error);
}
