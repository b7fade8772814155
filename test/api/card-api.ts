/**
 * What the card API suites share: per `describe` block a database, one user per role and callers as
 * each; before every test the card tables are emptied and two drafts seeded — a clean action card and
 * one with a syntax error.
 */
import { beforeAll, beforeEach } from 'vitest';
import { useDatabase, type TestBackend } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { seedCards } from '../../db/seed';
import type { User, UserRole } from '../../db/roles';
import { clearCards, contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);

export const GAME = 'summoners-grid';

export const SPARK_BOLT = `action "Spark Bolt" {
  attribute fire
  then discard
  power 60
  caster: your Magician
  target: enemy summon within 4 of caster
  effect { attack target with magical damage = caster.INT * (1 + power / 100) }
}
`;
export const HALF_DONE = 'action "Half Done" {\n  power\n}\n';

export function useCardApi(backend: TestBackend) {
  const database = useDatabase(backend);
  let byRole: Record<UserRole, User> | undefined;
  const users = (): Record<UserRole, User> => {
    if (!byRole) throw new Error('useCardApi: the users are not created yet (use them inside a test or hook)');
    return byRole;
  };
  beforeAll(async () => {
    byRole = await usersByRole(database());
  });
  beforeEach(async () => {
    await clearCards(database());
    await seedCards(database().db, [
      { id: 'spark-bolt', game: GAME, kind: 'action', name: 'Spark Bolt', source: SPARK_BOLT, file: 'spark-bolt.smith' },
      { id: 'half-done', game: GAME, kind: 'action', name: 'Half Done', source: HALF_DONE, file: 'half-done.smith' },
    ]);
  });
  return { database, users, as: (role: UserRole) => createCaller(contextAs(database(), users()[role])) };
}
