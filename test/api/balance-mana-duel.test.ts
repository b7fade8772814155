/**
 * A mana duel run through the studio's runner (balance.start → worker threads → results), read back as
 * the Balance page reads it. Expectations come from the decks and the run's own counts, not a snapshot:
 * greedy must beat random at 95% confidence over 20 seat-swapped games, every card of the two deck
 * files (and no other) has a row, a card only one deck holds is only ever played by that deck's seat,
 * and the plays by side add up to the games it was played in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useDatabase } from '../db/backends';
import { loadContentFolder } from '../../db/content-load';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { balanceRuns } from '../../db/schema';
import { contentDir } from '../../db/config';
import type { User } from '../../db/roles';
import { parse } from '../../dsl/parse';
import { slug } from '../../dsl/slug';
import { finishedRun } from './finished-run';
import { contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);

/** The card ids a deck file lists (ids are the slugs of the names, as the content's cards declare none). */
function deckCardIds(file: string): Set<string> {
  const [deck] = parse(readFileSync(join(contentDir(), 'mana-duel', 'decks', file), 'utf8')).document.decls;
  if (deck?.kind !== 'Deck') throw new Error(`${file} is not a deck`);
  return new Set(deck.main.map((entry) => slug(entry.card.text)));
}

describe.each(backends)('a mana duel run on the Balance page, on $name', (backend) => {
  const database = useDatabase(backend);
  let designer: User;
  const caller = () => createCaller(contextAs(database(), designer));
  beforeAll(async () => {
    designer = (await usersByRole(database())).designer;
    // What the studio does at start-up: runs play the database's cards and decks.
    await loadContentFolder(database().db, contentDir());
    process.env.CARDSMITH_SIM_WORKERS = '2';
    await database().db.delete(balanceRuns);
  });

  const finished = (id: string) => finishedRun((input) => caller().balance.get(input), id);

  it('offers the mana duel and its decks', async () => {
    const options = await caller().balance.options();
    expect(options.games.find((g) => g.game === 'mana-duel')?.decks).toEqual(expect.arrayContaining(['Fire and Fury', 'Stone Wall']));
  });

  it('plays greedy against random and reports rates, length and per-card plays by side', { timeout: 300_000 }, async () => {
    const games = 20;
    const { id } = await caller().balance.start({ game: 'mana-duel', decks: { A: 'Fire and Fury', B: 'Stone Wall' }, ai: { A: 'greedy', B: 'random' }, games, seed: 11, swapSides: true });
    const run = await finished(id);
    expect(run.error).toBeNull();
    expect(run.status).toBe('done');
    const r = run.results;
    if (!r) throw new Error('no results');
    expect(r.run).toMatchObject({ game: 'mana-duel', decks: { A: 'Fire and Fury', B: 'Stone Wall' }, swapSides: true, games });
    expect(r.violations).toEqual([]);
    expect(r.wins.A.successes + r.wins.B.successes + r.wins.draw.successes + r.wins.unfinished).toBe(games);

    // Each kind sat in each seat 10 times; greedy's lower 95% bound is above a coin flip.
    const greedy = r.ai.find((a) => a.kind === 'greedy');
    const random = r.ai.find((a) => a.kind === 'random');
    expect(greedy?.games).toBe(games);
    expect(random?.games).toBe(games);
    expect((greedy?.wins.successes ?? 0) + (random?.wins.successes ?? 0) + r.wins.draw.successes * 2).toBe(games - r.wins.unfinished);
    expect(greedy?.wins.low).toBeGreaterThan(0.5);

    // Every finished game had a first player; a game lasts at least a turn of each player.
    expect(r.firstPlayer.trials).toBe(games - r.wins.unfinished);
    expect(r.length.averageTurns).toBeGreaterThanOrEqual(2);
    expect(r.length.histogram.reduce((n, h) => n + h.games, 0)).toBe(games);

    const fire = deckCardIds('fire-and-fury.smith');
    const stone = deckCardIds('stone-wall.smith');
    expect(new Set(r.cards.map((c) => c.id))).toEqual(new Set([...fire, ...stone]));
    for (const c of r.cards) {
      // Player-games holding it: 20 per deck that lists it.
      expect(c.games).toBe(games * ((fire.has(c.id) ? 1 : 0) + (stone.has(c.id) ? 1 : 0)));
      expect(c.playedBy.A.games + c.playedBy.B.games).toBe(c.played.successes);
      expect(c.winWhenPlayed.successes).toBe(c.playedBy.A.winWhenPlayed.successes + c.playedBy.B.winWhenPlayed.successes);
      // Decks keep their seat when players swap: Stone Wall's cards are played from seat B only.
      if (!fire.has(c.id)) expect(c.playedBy.A.games).toBe(0);
      if (!stone.has(c.id)) expect(c.playedBy.B.games).toBe(0);
      // The mana duel reports plays, not Summoner's Grid's damage and VP.
      expect([c.damage, c.healing, c.vp, c.hits]).toEqual([0, 0, 0, 0]);
    }
    expect(r.cards.reduce((n, c) => n + c.plays, 0)).toBeGreaterThan(games);
    expect(run.label).toBe(`Fire and Fury vs Stone Wall · greedy vs random (seats swapped on odd games) · ${games} games · seed 11`);
  });
});
