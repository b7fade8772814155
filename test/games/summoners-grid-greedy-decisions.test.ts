/**
 * Pins what the greedy player decides in Summoner's Grid, so that an optimisation of the rules or the AI
 * that changes a single decision fails here. Twenty greedy-vs-greedy games of the shipped decks
 * ("Player A" against "Player B", content/summoners-grid, seed 1, games 0–19) as the balancing lab plays
 * them (`prepareRun` + `playChunk`'s `playMatchGame`).
 *
 * How the numbers were obtained: by playing exactly these games with the engine as it was before the
 * speed work of issue 16 (main at 04f1510) and writing down each game's winner, turns and actions, and
 * each card's plays and damage over the twenty games. They are a recording of that behaviour, not derived
 * by hand: a deliberate change of the AI or the rules that alters decisions must re-record them (and say so).
 */
import { describe, expect, it } from 'vitest';
import { gameFiles } from '../../balance/run-files';
import { RunSpecSchema } from '../../balance/run-spec';
import { prepareRun } from '../../balance/match-from-spec';

/** Per game (index 0–19): `winner/turns/actions`. */
const GAMES = [
  'B/9/63', 'B/4/30', 'B/5/40', 'B/5/33', 'B/7/52',
  'B/6/48', 'A/13/84', 'B/5/35', 'B/6/45', 'B/5/36',
  'B/6/40', 'B/8/57', 'B/6/47', 'B/6/40', 'B/6/52',
  'B/7/52', 'B/7/49', 'A/4/28', 'B/6/46', 'B/7/48',
];

/** Per card name, over the twenty games: [plays, damage dealt to enemy summons]. */
const CARDS: Record<string, [number, number]> = {
  'Adventurous Spirit': [33, 0],
  'Alrecht Barkstep, Scoutmaster': [10, 0],
  'Apprentice\'s Wand': [38, 1852],
  'Berserker Rage': [8, 0],
  'Blast Bolt': [34, 1424],
  'Dark Altar': [12, 0],
  'Drain Touch': [15, 531],
  'Dramatic Return!': [23, 0],
  'Dual Shot': [12, 0],
  'Ensnare': [10, 415],
  'Fae Magician': [20, 0],
  'Follow Me!': [7, 0],
  'Gignen Country': [20, 0],
  'Gignen Magician': [18, 0],
  'Gignen Scout': [20, 0],
  'Gignen Warrior': [16, 0],
  'Graverobbing': [24, 0],
  'Healing Hands': [9, 0],
  'Heirloom Sword': [35, 1503],
  'Hunting Bow': [39, 3675],
  'Magician\'s Sanctum': [12, 0],
  'Magician': [38, 0],
  'Nearwood Forest Expedition': [34, 0],
  'Rush': [27, 0],
  'Scout': [39, 0],
  'Shadow Pact': [1, 0],
  'Sharpened Blade': [21, 0],
  'Stoneheart Warrior': [19, 0],
  'Stonewarden\'s Command': [15, 0],
  'Warrior': [35, 0],
  'Wilderling Scout': [19, 0],
};

describe("Summoner's Grid greedy games", () => {
  it('decide exactly as recorded: winners, turns, actions and every card\'s plays and damage', async () => {
    const files = await gameFiles('content/summoners-grid');
    const run = prepareRun(RunSpecSchema.parse({ files, decks: { A: 'Player A', B: 'Player B' }, ai: { A: 'greedy', B: 'greedy' }, games: 20, seed: 1 }));
    const games: string[] = [];
    const cards: Record<string, [number, number]> = {};
    for (let i = 0; i < 20; i++) {
      const g = run.game.playMatchGame(run.match, i);
      games.push(`${g.winner}/${g.turns}/${g.actions}`);
      for (const side of ['A', 'B'] as const) {
        for (const [id, c] of Object.entries(g.cards[side].cards)) {
          const name = g.names[id]?.[0] ?? id;
          const t = (cards[name] ??= [0, 0]);
          t[0] += c.plays;
          t[1] += c.damage;
        }
      }
    }
    expect(games).toEqual(GAMES);
    expect(cards).toEqual(CARDS);
  }, 120_000);
});
