/**
 * A studio of one test file's own (its tests change data the others must not see): started before the
 * file's tests on the project's content and a fresh database, stopped after them, with the admin's API
 * token and a reader of a card as the API returns it.
 */
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { CardDetail } from '../../../db/cards';
import { callApi, signInToken } from './accounts';
import { startStudio, type StudioOptions, type StudioServer } from './studio-server';

export interface OwnStudio {
  studio(): StudioServer;
  /** The admin's session token, for `callApi`. */
  token(): string;
  /** A card (its draft, status and versions) read through the API as the admin. */
  card(id: string): Promise<CardDetail>;
}

export function useOwnStudio(options: StudioOptions = {}): OwnStudio {
  let server: StudioServer | undefined;
  let admin: string | undefined;
  beforeAll(async () => {
    server = await startStudio(options);
    admin = await signInToken(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const studio = (): StudioServer => {
    if (!server) throw new Error('useOwnStudio: the studio is not started yet (use it inside a test or hook)');
    return server;
  };
  const token = (): string => {
    if (admin === undefined) throw new Error('useOwnStudio: not signed in yet (use it inside a test or hook)');
    return admin;
  };
  return {
    studio,
    token,
    async card(id) {
      const answer = await callApi(studio().url, token(), 'query', 'cards.get', { id });
      return z.object({ result: z.object({ data: CardDetail }) }).parse(answer.body).result.data;
    },
  };
}
