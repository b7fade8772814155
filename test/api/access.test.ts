/**
 * Every procedure of the studio API, called anonymously and as each role. Walks the router itself, so a
 * procedure added later without a role check fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import type { User, UserRole } from '../../db/roles';
import { contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);

/** The only procedures an anonymous request may reach: signing in, and asking whether one is signed in. */
const PUBLIC = ['auth.me', 'auth.signIn'];

/** The least role each procedure needs. A procedure missing here fails the test: decide, then add it. */
const NEEDS: Record<string, UserRole> = {
  health: 'viewer',
  'auth.signOut': 'viewer',
  'auth.changePassword': 'viewer',
  'users.list': 'publisher',
  'users.add': 'publisher',
  'users.setRole': 'publisher',
  'cards.list': 'viewer',
  'cards.get': 'viewer',
  'cards.workspace': 'viewer',
  'cards.definition': 'viewer',
  'cards.saveDraft': 'designer',
  'cards.editDrafts': 'designer',
  'cards.create': 'designer',
  'cards.duplicate': 'designer',
  'cards.delete': 'designer',
  'cards.setDeprecated': 'publisher',
  'cards.addTag': 'designer',
  'cards.removeTag': 'designer',
  'cards.publish': 'publisher',
  'cards.versions': 'viewer',
  'cards.diff': 'viewer',
  'cards.restore': 'designer',
  'cards.art': 'viewer',
  'cards.uploadArt': 'designer',
  'cards.removeArt': 'designer',
  'sets.list': 'viewer',
  'sets.get': 'viewer',
  'sets.candidates': 'viewer',
  'sets.diff': 'viewer',
  'sets.create': 'designer',
  'sets.addCards': 'designer',
  'sets.removeCards': 'designer',
  'sets.freeze': 'publisher',
  'sets.importBundle': 'publisher',
  'sandbox.content': 'viewer',
  'sandbox.scenarios.list': 'viewer',
  'sandbox.scenarios.get': 'viewer',
  'sandbox.scenarios.save': 'designer',
  'decks.list': 'viewer',
  'decks.get': 'viewer',
  'decks.create': 'designer',
  'decks.save': 'designer',
  'decks.remove': 'designer',
  'decks.exportFile': 'designer',
  'gameFiles.games': 'viewer',
  'gameFiles.files': 'viewer',
  'packs.open': 'designer',
  'packs.recent': 'viewer',
  'packs.verify': 'viewer',
  'packs.publicKey': 'viewer',
  'packs.saveTables': 'designer',
  'setTable.rows': 'viewer',
  'balance.options': 'viewer',
  'balance.list': 'viewer',
  'balance.get': 'viewer',
  'balance.start': 'designer',
  'balance.stop': 'designer',
};

const paths = Object.keys(appRouter._def.procedures).sort();

/** Calls a procedure by path with a deliberately empty input: the role check must come first. */
async function call(user: User | null, path: string, handle: Parameters<typeof contextAs>[0]): Promise<unknown> {
  let target: unknown = createCaller(contextAs(handle, user));
  for (const segment of path.split('.')) {
    if (typeof target !== 'object' && typeof target !== 'function') throw new Error(`no procedure ${path}`);
    target = (target as Record<string, unknown>)[segment];
  }
  if (typeof target !== 'function') throw new Error(`no procedure ${path}`);
  return (target as (input: unknown) => Promise<unknown>)(undefined);
}

function codeOf(error: unknown): string {
  return error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`;
}

describe.each(backends)('API access control on $name', (backend) => {
  const database = useDatabase(backend);
  let byRole: Record<UserRole, User>;
  beforeAll(async () => {
    byRole = await usersByRole(database());
  });

  it('lists a required role for every procedure that is not public', () => {
    expect(paths.filter((p) => !PUBLIC.includes(p)).sort()).toEqual(Object.keys(NEEDS).sort());
  });

  it.each(paths.filter((p) => !PUBLIC.includes(p)))('%s refuses anonymous requests with UNAUTHORIZED', async (path) => {
    await expect(call(null, path, database())).rejects.toSatisfy((error) => codeOf(error) === 'UNAUTHORIZED');
  });

  it.each(Object.entries(NEEDS))('%s refuses roles below %s with FORBIDDEN and lets that role through', async (path, needed) => {
    const order: UserRole[] = ['viewer', 'designer', 'publisher'];
    for (const role of order) {
      const outcome = await call(byRole[role], path, database()).then(
        () => 'ok',
        (error: unknown) => codeOf(error),
      );
      if (order.indexOf(role) < order.indexOf(needed)) expect(outcome, `${path} as ${role}`).toBe('FORBIDDEN');
      // Allowed through the role check: the call then succeeds or fails on its (empty) input, never on the role.
      else expect(['ok', 'BAD_REQUEST', 'NOT_FOUND'], `${path} as ${role}: ${outcome}`).toContain(outcome);
    }
  });

  it('auth.me answers null to an anonymous request and the user otherwise', async () => {
    expect(await createCaller(contextAs(database(), null)).auth.me()).toBeNull();
    expect(await createCaller(contextAs(database(), byRole.viewer)).auth.me()).toEqual(byRole.viewer);
  });
});
