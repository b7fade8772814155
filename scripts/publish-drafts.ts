/**
 * `cardsmith publish`: publishes drafts by calling the studio's own API procedures in-process, as a
 * publisher account, so the CLI and the Publish button share every check (errors, staleness, changelog).
 * Whoever can open the database folder can already do anything to it; the account only names the author.
 */
import { TRPCError } from '@trpc/server';
import type { DatabaseHandle } from '../db/client';
import { findUser, listUsers, type User } from '../db/users';
import { appRouter } from '../app/server/router';
import { createCallerFactory, type Context } from '../app/server/trpc';
import { studioProject } from '../app/server/studio-project';
import { SignInThrottle } from '../app/server/auth/sign-in-throttle';

export interface PublishRequest {
  ids: string[] | 'all';
  changelog: string;
  /** The account named with --as. */
  as: string | undefined;
}

const createCaller = createCallerFactory(appRouter);

export async function publishDrafts(handle: DatabaseHandle, request: PublishRequest): Promise<number> {
  const author = await publishingAccount(handle, request.as);
  if (typeof author === 'string') {
    console.error(`cardsmith publish: ${author}`);
    return 1;
  }
  const context: Context = {
    db: handle.db,
    backend: handle.backend,
    user: author,
    sessionToken: null,
    secure: false,
    setCookie: () => undefined,
    project: () => studioProject(handle.db),
    clientAddress: null,
    signInThrottle: new SignInThrottle(),
  };
  const api = createCaller(context);
  const ids = request.ids === 'all' ? (await api.cards.list()).map((card) => card.id) : request.ids;
  let published = 0;
  let failed = 0;
  for (const id of ids) {
    try {
      const history = await api.cards.versions({ id });
      if (!history.draft.unpublishedChanges) {
        // --all skips these silently: they are most cards, most of the time.
        if (request.ids !== 'all') console.log(`${id}: nothing to publish (the draft is version ${history.card.currentVersion ?? '?'})`);
        continue;
      }
      const { version } = await api.cards.publish({ id, baseRevision: history.draft.revision, changelog: request.changelog });
      console.log(`${id}: published version ${version}`);
      published += 1;
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      console.error(`${id}: not published: ${error.message}`);
      failed += 1;
    }
  }
  console.log(`published ${published} card(s) as ${author.name}${failed > 0 ? `; ${failed} could not be published (above)` : ''}`);
  return failed > 0 ? 1 : 0;
}

/** The account named, which must be a publisher; without a name, the only publisher there is. */
async function publishingAccount(handle: DatabaseHandle, name: string | undefined): Promise<User | string> {
  if (name !== undefined) {
    const user = await findUser(handle.db, name);
    if (!user) return `no account "${name}" (cardsmith user list shows them)`;
    if (user.role !== 'publisher') return `${user.name} is a ${user.role}: publishing needs the publisher role (cardsmith user add NAME --role publisher)`;
    return user;
  }
  const publishers = (await listUsers(handle.db)).filter((user) => user.role === 'publisher');
  const only = publishers[0];
  if (publishers.length === 1 && only) return { id: only.id, name: only.name, role: only.role };
  if (publishers.length === 0) return 'there is no publisher account yet: create one with cardsmith user add NAME --role publisher';
  return `there are ${publishers.length} publishers (${publishers.map((user) => user.name).join(', ')}): say which with --as NAME`;
}
