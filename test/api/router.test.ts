import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { seedCards } from '../../db/seed';
import { cards } from '../../db/schema';
import { contextAs, usersByRole } from './context';
import type { User } from '../../db/roles';

const createCaller = createCallerFactory(appRouter);

describe.each(backends)('the studio API on $name', (backend) => {
  const database = useDatabase(backend);
  let designer: User;
  const caller = () => createCaller(contextAs(database(), designer));

  beforeAll(async () => {
    designer = (await usersByRole(database())).designer;
  });

  beforeEach(async () => {
    await database().db.delete(cards);
    await seedCards(database().db, [
      { id: 'rush', game: 'summoners-grid', kind: 'action', name: 'Rush', source: 'action "Rush" {\n}\n', file: 'rush.smith' },
    ]);
  });

  it('health answers with the backend once the database answers', async () => {
    const health = await caller().health();
    expect(health.status).toBe('ok');
    expect(health.backend).toBe(backend.name);
    expect(Number.isNaN(Date.parse(health.time))).toBe(false);
  });

  it('cards.list and cards.get return validated cards with ISO times', async () => {
    const list = await caller().cards.list();
    expect(list.map((c) => [c.id, c.name, c.kind, c.status])).toEqual([['rush', 'Rush', 'action', 'draft']]);
    expect(list[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    const card = await caller().cards.get({ id: 'rush' });
    expect(card.draftSource).toBe('action "Rush" {\n}\n');
  });

  it('cards.get of an unknown id is NOT_FOUND', async () => {
    await expect(caller().cards.get({ id: 'nope' })).rejects.toSatisfy((error) => error instanceof TRPCError && error.code === 'NOT_FOUND');
  });

  it('cards.saveDraft saves once and returns a typed conflict to the stale second save', async () => {
    const first = await caller().cards.saveDraft({ id: 'rush', baseRevision: 1, source: 'action "Rush" { // a }' });
    const second = await caller().cards.saveDraft({ id: 'rush', baseRevision: 1, source: 'action "Rush" { // b }' });
    expect(first).toMatchObject({ status: 'saved', card: { draftRevision: 2, updatedBy: designer.id } });
    expect(second).toMatchObject({ status: 'conflict', current: { revision: 2, source: 'action "Rush" { // a }' } });
    expect((await caller().cards.get({ id: 'rush' })).draftSource).toBe('action "Rush" { // a }');
  });

  it('cards.saveDraft rejects bad input with BAD_REQUEST', async () => {
    await expect(caller().cards.saveDraft({ id: 'rush', baseRevision: -1, source: '' })).rejects.toSatisfy(
      (error) => error instanceof TRPCError && error.code === 'BAD_REQUEST',
    );
  });
});
