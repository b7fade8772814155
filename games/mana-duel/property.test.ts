/**
 * Properties over random positions (random-legal games): `legalActions` and `apply` agree exactly on a
 * wide superset of candidate actions (everything a player could name: every hand card to every slot and
 * target, every attack pairing, out-of-turn actions), every refusal is explained, and the views hide what
 * they must, so that changing what a player cannot see changes neither their view nor the AI's samples.
 */
import { describe, expect, it } from 'vitest';
import { RandomPlayer } from '../../engine/ai/random';
import { actorOf } from '../../engine/core/game';
import { opponentOf, PLAYERS, type PlayerId } from '../../engine/core/players';
import { createRng } from '../../engine/core/rng';
import { sameAction, type Character, type ManaAction } from './actions';
import { determinize } from './ai/determinize';
import { cloneState, HIDDEN, monstersOf, type ManaState } from './state';
import { SIM_DECKS } from './test-cards';
import { engine } from './test-positions';

/** Every action worth naming in `s`, legal or not. */
function candidates(s: ManaState): ManaAction[] {
  const out: ManaAction[] = [];
  const monsters = PLAYERS.flatMap((p) => monstersOf(s, p).map((m) => m.iid));
  const characters: Character[] = [{ kind: 'player', player: 'A' }, { kind: 'player', player: 'B' }, ...monsters.map((iid): Character => ({ kind: 'monster', iid }))];
  for (const p of PLAYERS) {
    out.push({ type: 'end-turn', player: p }, { type: 'choose-first', player: p, first: 'A' }, { type: 'choose-first', player: p, first: 'B' });
    const hand = s.players[p].hand;
    for (let n = 0; n <= Math.min(4, hand.length); n++) out.push({ type: 'mulligan', player: p, putBack: hand.slice(0, n) });
    if (hand[0]) out.push({ type: 'mulligan', player: p, putBack: [hand[0], hand[0]] });
    for (const card of [...hand, ...s.players[opponentOf(p)].hand.slice(0, 1)]) {
      for (const slot of [undefined, 0, 1, 2, 3, 4, 5]) {
        for (const target of [undefined, ...characters]) {
          const a: ManaAction = { type: 'play', player: p, card };
          if (slot !== undefined) a.slot = slot;
          if (target) a.target = target;
          out.push(a);
        }
      }
    }
    for (const attacker of monsters) for (const defender of characters) out.push({ type: 'attack', player: p, attacker, defender });
  }
  return out;
}

/** The same state with what `viewer` cannot see changed: the opponent's first hand card swapped with their deck's top card, both deck orders reversed, the dice reseeded. */
function withOtherSecrets(s: ManaState, viewer: PlayerId): ManaState {
  const t = cloneState(s);
  const opp = t.players[opponentOf(viewer)];
  const first = opp.hand[0];
  const inst = first ? t.cards[first] : undefined;
  if (first && inst && opp.deck.length > 0) {
    const top = opp.deck[0] as string;
    opp.deck[0] = inst.card;
    t.cards[first] = { ...inst, card: top };
  }
  opp.deck.reverse();
  t.players[viewer].deck.reverse();
  t.rng = { ...t.rng, seed: t.rng.seed ^ 0xabcdef };
  return t;
}

/** Random-legal games; every `every`-th position is handed to `check`. */
function positions(games: number, every: number, check: (s: ManaState) => void): number {
  let checked = 0;
  for (let seed = 1; seed <= games; seed++) {
    const player = new RandomPlayer<ManaState, ManaAction>(seed);
    let s = engine.newGame(SIM_DECKS, seed).state;
    for (let i = 0; i < 3000 && !s.winner; i++) {
      if (i % every === 0 || s.turn.phase !== 'main') {
        check(s);
        checked++;
      }
      const actor = actorOf(engine.awaiting(s));
      if (!actor) break;
      const r = engine.apply(s, player.pick(engine.legalActions(s, actor)), { explain: false });
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    check(s);
  }
  return checked;
}

describe('legal actions and apply agree', () => {
  it('accepts exactly the listed actions, and explains every refusal', () => {
    const mismatches: string[] = [];
    let tried = 0;
    const n = positions(12, 3, (s) => {
      for (const a of candidates(s)) {
        tried++;
        const listed = engine.legalActions(s, a.player).some((l) => sameAction(l, a));
        const why = engine.explainIllegal(s, a);
        const r = engine.apply(s, a, { explain: false });
        if (listed !== r.ok) mismatches.push(`${JSON.stringify(a)}: listed ${listed}, accepted ${r.ok}${r.ok ? '' : ` (${r.reason})`}`);
        if (!r.ok && (!why || why !== r.reason)) mismatches.push(`${JSON.stringify(a)}: refused as "${r.reason}" but explained as ${JSON.stringify(why)}`);
        if (r.ok && why !== null) mismatches.push(`${JSON.stringify(a)}: accepted but explained as illegal: ${why}`);
      }
      for (const p of PLAYERS) for (const a of engine.legalActions(s, p)) if (!engine.apply(s, a, { explain: false }).ok) mismatches.push(`listed ${JSON.stringify(a)} is refused`);
    });
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(n).toBeGreaterThan(300);
    expect(tried).toBeGreaterThan(100_000);
    console.log(`${n} positions, ${tried} candidates`);
  });
});

describe('views', () => {
  it('hide the opponent hand, the deck orders, the dice and a pending mulligan; what is hidden does not change the view or the AI samples', () => {
    const problems: string[] = [];
    positions(10, 4, (s) => {
      for (const me of PLAYERS) {
        const v = engine.viewFor(s, me);
        const opp = opponentOf(me);
        if (v.players[opp].hand.some((iid) => v.cards[iid]?.card !== HIDDEN)) problems.push(`${me} sees a card of ${opp}'s hand`);
        if (v.players[opp].deck.some((c) => c !== HIDDEN) || v.players[opp].deck.length !== s.players[opp].deck.length) problems.push(`${me} sees ${opp}'s deck`);
        if (JSON.stringify(v.players[me].deck) !== JSON.stringify([...s.players[me].deck].sort())) problems.push(`${me}'s own deck is not shown sorted`);
        if (v.rng.seed !== 0 || v.rng.script !== undefined || v.rng.forced.length > 0) problems.push('the dice show');
        if (s.turn.phase === 'mulligan' && s.mulligan[opp] !== null && v.mulligan[opp] !== 'hidden') problems.push(`${me} sees ${opp}'s pending mulligan`);
        const other = withOtherSecrets(s, me);
        if (JSON.stringify(engine.viewFor(other, me)) !== JSON.stringify(v)) problems.push(`${me}'s view changes with what ${me} cannot see`);
        const sample = JSON.stringify(determinize(s, me, createRng(5)));
        if (JSON.stringify(determinize(other, me, createRng(5))) !== sample) problems.push(`${me}'s AI sample depends on what ${me} cannot see`);
      }
      if (JSON.stringify(JSON.parse(JSON.stringify(s))) !== JSON.stringify(s)) problems.push('the state is not plain JSON');
    });
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('an AI sample deals the opponent a hand and deck from their unseen cards', () => {
    positions(4, 10, (s) => {
      for (const me of PLAYERS) {
        const opp = opponentOf(me);
        const sample = determinize(s, me, createRng(9));
        // The sample's cards are the decklist's, and its mine are as they are.
        const have = [...sample.players[opp].deck, ...Object.values(sample.cards).filter((c) => c.owner === opp).map((c) => c.card)].sort();
        expect(have).toEqual(s.decklists[opp]);
        expect(sample.players[me].hand.map((iid) => sample.cards[iid]?.card)).toEqual(s.players[me].hand.map((iid) => s.cards[iid]?.card));
        expect(sample.rng.seed).not.toBe(s.rng.seed);
      }
    });
  });
});
