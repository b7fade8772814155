/** The explained log (a mana duel's): groups per action with the engine's explanations, and nothing a player may not know in a player's view. */
import { describe, expect, it } from 'vitest';
import type { ManaAction } from '../../../games/mana-duel/actions';
import { deck, engine } from '../../../games/mana-duel/test-positions';
import { describeAction } from '../mana-duel/describe';
import { duelLog } from './log-model';
import { duelFrames, type DuelEntry } from './run';

const identity = (n: number) => Array.from({ length: n }, (_, i) => i);
const START_DRAWS: DuelEntry<ManaAction>['rolls'] = [
  { kind: 'shuffle', order: identity(30) },
  { kind: 'shuffle', order: identity(30) },
  { kind: 'coin', value: 'heads' },
];

/** A wins the flip and starts; A keeps; B puts back Iron Wall (B1) with the deck kept in order; A plays Spark at B and ends the turn. */
function played() {
  const start = engine.newGame({ A: deck(['glass-brute', 'spark', 'stone-golem', 'bog-toad', 'insight']), B: deck(['iron-wall', 'weaken', 'mend', 'doom', 'fireball']) }, 7, { script: START_DRAWS });
  const entries: DuelEntry<ManaAction>[] = [
    { action: { type: 'choose-first', player: 'A', first: 'A' }, rolls: [] },
    { action: { type: 'mulligan', player: 'A', putBack: [] }, rolls: [] },
    { action: { type: 'mulligan', player: 'B', putBack: ['B1'] }, rolls: [{ kind: 'shuffle', order: identity(26) }] },
  ];
  const frames = duelFrames(engine, start);
  let r = frames.compute(entries);
  if (!r.ok) throw new Error(r.reason);
  // Turn 1: A has 1 mana (start-mana) and plays Spark (cost 1, A2) at B.
  entries.push({ action: { type: 'play', player: 'A', card: 'A2', target: { kind: 'player', player: 'B' } }, rolls: [] });
  entries.push({ action: { type: 'end-turn', player: 'A' }, rolls: [] });
  r = frames.compute(entries);
  if (!r.ok) throw new Error(r.reason);
  return { frames: r.frames, entries };
}

describe('the duel log model, on a mana duel', () => {
  it('titles each action, keeps the engine’s explanations with their numbers, and marks what lies ahead', () => {
    const { frames, entries } = played();
    const log = duelLog(frames, entries, 4, 'all', START_DRAWS, describeAction);
    expect(log.map((g) => g.title)).toEqual([
      'New game — scripted: shuffle [' + identity(30).join(', ') + ']; shuffle [' + identity(30).join(', ') + ']; coin heads',
      'A chooses that A starts',
      'A keeps their opening hand',
      `B puts back Iron Wall — scripted: shuffle [${identity(26).join(', ')}]`,
      'A plays Spark on player B',
      'A ends the turn',
    ]);
    expect(log.map((g) => g.future)).toEqual([false, false, false, false, false, true]);
    const spark = log[4]?.lines.map((l) => l.text) ?? [];
    // The play line fills in the mana arithmetic: 1 − 1 = 0; Spark deals 2 to B: 30 → 28.
    expect(spark[0]).toBe('A plays Spark targeting player B: mana 1 − cost 1 = 0');
    expect(spark.some((t) => t.endsWith("B's health 30 → 28"))).toBe(true);
    // The new game's events: both shuffles, the opening draws, the coin flip.
    const opening = log[0]?.lines.map((l) => l.kind) ?? [];
    expect(opening.filter((k) => k === 'shuffle')).toHaveLength(2);
    expect(opening.at(-1)).toBe('coin-flip');
  });

  it("in a player's view: the other player's draws and mulligan are hidden, and no scripted draw is shown", () => {
    const { frames, entries } = played();
    const a = duelLog(frames, entries, entries.length, 'A', START_DRAWS, describeAction);
    expect(a[0]?.title).toBe('New game');
    expect(a[3]?.title).toBe('B chooses their mulligan');
    const texts = a.flatMap((g) => g.lines.map((l) => l.text));
    // A sees its own draws by name and B's only as "a card".
    expect(texts).toContain('A draws Glass Brute');
    expect(texts.some((t) => t.startsWith('B draws a card'))).toBe(true);
    expect(texts.some((t) => /^B draws (Iron Wall|Weaken|Mend|Doom|Fireball|Stone Golem)/.test(t))).toBe(false);
    expect(texts.join('\n')).not.toMatch(/Iron Wall/);
    // B sees its own mulligan in full, and A's draws only as "a card".
    const b = duelLog(frames, entries, entries.length, 'B', START_DRAWS, describeAction);
    expect(b[3]?.title).toBe('B puts back Iron Wall');
    const bTexts = b.flatMap((g) => g.lines.map((l) => l.text));
    expect(bTexts).toContain('B draws Iron Wall');
    expect(bTexts).not.toContain('A draws Glass Brute');
  });
});
