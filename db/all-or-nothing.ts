/**
 * A transaction that either does everything or, when `refuse` is called with problems, nothing: the
 * problems come back as a value, every write is rolled back. Import and `sets create --from` use it.
 */
import type { Database } from './client';
import type { Problem } from '../sets/problem';

class Refused extends Error {
  constructor(readonly problems: Problem[]) {
    super('refused');
  }
}

/** Rolls the transaction back and makes allOrNothing return these problems. */
export function refuse(problems: Problem[]): never {
  throw new Refused(problems);
}

export async function allOrNothing<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; problems: Problem[] }> {
  try {
    return { ok: true, value: await db.transaction((tx) => run(tx)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problems: error.problems };
    throw error;
  }
}
