import type { Condition, Expectation, ScenarioDecl } from '../../dsl/ast';
import type { Engine } from '../../engine/core/engine';
import type { FormulaWorld } from '../../engine/core/formula/expr';
import { EvalError, isEntity, normName, type Value } from '../../engine/core/formula/values';
import { PLAYERS, type PlayerId } from '../../engine/core/players';
import { createRng } from '../../engine/core/rng';
import { noFit, runScenario, type ArgValue, type ReadStep, type ScenarioResult, type ScenarioSupport } from '../../engine/scenario/run';
import type { ChainAction } from './actions';
import type { ChainCard } from './cards';
import { combatTotals } from './combat';
import type { ChainContent } from './content';
import { whyNotPlayable } from './legal';
import type { ChainRules } from './rules';
import { cardOf, type ChainState, type Phase, type PlayerState } from './state';

/** What a chain duel expectation names: a player. */
type Player = { kind: 'player'; player: PlayerId };

/** A scenario's setup that cannot be built (an unknown card, two monsters); reported on the scenario's line. */
export class ScenarioSetupError extends Error {}

const PHASES: readonly Phase[] = ['alter', 'battle'];
const ZONES = ['monster', 'deck', 'hand', 'stasis', 'drop', 'damage'] as const;

/**
 * The position a chain duel scenario describes: the turn (phase `alter` or `battle`) and each player's
 * zones — `monster` (one), `deck` (top first), `hand`, `stasis`, `drop`, `damage`. Cards are numbered as
 * the game numbers them (A1, A2 …; the monster AM); `called` names a card for the script.
 */
export function scenarioPosition(content: ChainContent, rules: ChainRules, decl: ScenarioDecl): { state: ChainState; handles: Record<string, string> } {
  const pool: Record<string, ChainCard> = {};
  for (const c of content.cards) pool[c.id] = c;
  const byName = new Map(content.cards.map((c) => [normName(c.name), c]));
  const phase = PHASES.find((p) => p === decl.turn.phase.text);
  if (!phase) throw new ScenarioSetupError(`the chain duel's phases for a position are ${PHASES.join(', ')}; "${decl.turn.phase.text}" is not one`);
  const handles: Record<string, string> = {};
  const cards: ChainState['cards'] = {};
  const players = {} as Record<PlayerId, PlayerState>;
  const decklists = {} as Record<PlayerId, string[]>;
  for (const p of PLAYERS) {
    const pl: PlayerState = { monster: '', deck: [], hand: [], action: [], stasis: [], drop: [], damage: [], drawn: 0 };
    for (const z of decl.players.find((x) => x.side === p)?.zones ?? []) {
      const zone = ZONES.find((name) => name === z.zone.text);
      if (!zone) throw new ScenarioSetupError(`the chain duel's zones are ${ZONES.join(', ')}; "${z.zone.text}" is not one`);
      z.cards.forEach((name, i) => {
        const card = byName.get(normName(name.text));
        if (!card) throw new ScenarioSetupError(`"${name.text}" is not a card of the chain duel's content`);
        const handle = z.handles?.[i]?.text;
        if (zone === 'deck') {
          if (handle) throw new ScenarioSetupError('a card in the deck has no instance yet to name');
          pl.deck.push(card.id);
          return;
        }
        if ((zone === 'monster') !== (card.type === 'monster')) throw new ScenarioSetupError(`"${card.name}" ${zone === 'monster' ? 'is not a monster' : 'is a monster: it goes in the monster zone'}`);
        let iid: string;
        if (zone === 'monster') {
          if (pl.monster) throw new ScenarioSetupError(`${p} has one monster`);
          iid = `${p}M`;
          pl.monster = iid;
        } else {
          pl.drawn += 1;
          iid = `${p}${pl.drawn}`;
          pl[zone].push(iid);
        }
        cards[iid] = { card: card.id, owner: p };
        if (handle) handles[normName(handle)] = iid;
      });
    }
    if (!pl.monster) throw new ScenarioSetupError(`${p} needs a monster (\`monster: "Ember Drake"\`)`);
    players[p] = pl;
    decklists[p] = [...pl.deck, ...Object.values(cards).filter((c) => c.owner === p).map((c) => c.card)].sort();
  }
  const state: ChainState = { rules, pool, decklists, cards, players, turn: { number: decl.turn.number, player: decl.turn.player, phase, combatDone: false }, chain: null, winner: null, endReason: '', seq: 0, rng: createRng(decl.seed) };
  return { state, handles };
}

function isCard(s: ChainState, iid: string, name: string): boolean {
  const card = cardOf(s, iid);
  return !!card && normName(card.name) === normName(name);
}

/** `play`, `activate` and `alter` name a card; `pass` and `end turn` nothing. */
function fits(s: ChainState, { verb, subject }: ReadStep<Player>, a: ChainAction): boolean {
  switch (a.type) {
    case 'play':
    case 'activate':
    case 'alter':
      return verb === a.type && typeof subject === 'string' && isCard(s, a.card, subject);
    case 'pass':
      return verb === 'pass';
    case 'end-turn':
      return verb === 'endturn';
  }
}

/**
 * What expectations read of a player (`A.damage = 2`): the sizes of their zones (`hand`, `deck`,
 * `stasis`, `drop`, `damage`, `action`) and, while a combat chain is open, its running Final `atk` (of
 * the attacker) and `def` (of the defender).
 */
function playerStats(s: ChainState, p: PlayerId): Record<string, number> {
  const pl = s.players[p];
  const stats: Record<string, number> = { hand: pl.hand.length, deck: pl.deck.length, stasis: pl.stasis.length, drop: pl.drop.length, damage: pl.damage.length, action: pl.action.length, monster: 1 };
  if (s.chain?.kind === 'combat') {
    const t = combatTotals(s, s.chain);
    if (p === s.chain.attacker) stats.atk = t.atk;
    else stats.def = t.def;
  }
  return stats;
}

function world(s: ChainState): FormulaWorld<Player> {
  return {
    property: (v, name) => (isEntity(v) ? playerStats(s, v.player)[normName(name)] : undefined),
    formula: () => undefined,
    setting: () => undefined,
    test: (c: Condition) => {
      throw new EvalError('chain duel expectations compare values', c.range.start.line);
    },
    describe: (v) => (isEntity(v) ? `player ${v.player}` : String(v)),
  };
}

/** Chain duel scenarios on the core's runner. */
export function chainScenarioSupport(engine: Engine<ChainState, ChainAction>, content: ChainContent, rules: ChainRules): ScenarioSupport<ChainState, ChainAction, Player> {
  // A fallback position: both players with the content's first monster and nothing else.
  const empty = (): ChainState => {
    const monster = content.cards.find((c) => c.type === 'monster');
    const pool: Record<string, ChainCard> = monster ? { [monster.id]: monster } : {};
    const side = (p: PlayerId): PlayerState => ({ monster: `${p}M`, deck: [], hand: [], action: [], stasis: [], drop: [], damage: [], drawn: 0 });
    const cards = { AM: { card: monster?.id ?? '', owner: 'A' as const }, BM: { card: monster?.id ?? '', owner: 'B' as const } };
    return { rules, pool, decklists: { A: [], B: [] }, cards, players: { A: side('A'), B: side('B') }, turn: { number: 1, player: 'A', phase: 'battle', combatDone: false }, chain: null, winner: null, endReason: '', seq: 0, rng: createRng(0) };
  };
  return {
    start(decl) {
      const { state, handles } = scenarioPosition(content, rules, decl);
      return { state, handles, events: [] };
    },
    empty,
    argument(_state, handles, v: ArgValue): Value<Player> {
      if (v.kind === 'Number') return v.value;
      const text = v.kind === 'Name' ? v.text : v.kind === 'Ref' && v.path.length === 1 ? (v.path[0]?.text ?? '') : '';
      if (text === 'A' || text === 'B') return { kind: 'player', player: text };
      const iid = handles[normName(text)];
      return iid ?? text;
    },
    fits,
    // Two copies of one card are the same choice.
    choiceKey: (s, a) => JSON.stringify('card' in a ? { ...a, card: s.cards[a.card]?.card } : a),
    whyNot(s, read, player) {
      const aw = engine.awaiting(s);
      if (aw.kind === 'free' && aw.player !== player) return `it is ${aw.player}'s turn`;
      if (read.verb === 'play' && typeof read.subject === 'string') {
        const subject = read.subject;
        const iid = s.players[player].hand.find((c) => isCard(s, c, subject));
        const card = iid ? cardOf(s, iid) : undefined;
        if (!card) return `${player} has no "${subject}" in hand`;
        return noFit(read, player, whyNotPlayable(s, player, card));
      }
      return noFit(read, player, null);
    },
    newcomers: () => [],
    // Chains resolve when the script passes twice: expectations may look at a chain as it builds.
    resolving: () => false,
    context(state) {
      const locals: Record<string, Value<Player>> = { a: { kind: 'player', player: 'A' }, b: { kind: 'player', player: 'B' } };
      return { world: world(state), locals, params: {}, subject: null, controller: 'A' };
    },
    expect(s, _handles, e: Expectation) {
      if (e.kind !== 'ExpectInZone') return 'the chain duel checks values (`B.damage = 2`), zones, the winner and the log';
      const pl = s.players[e.player];
      let present: boolean;
      if (e.zone.text === 'deck') present = pl.deck.some((id) => normName(s.pool[id]?.name ?? '') === normName(e.card.text));
      else {
        const zones: Record<string, readonly string[]> = { hand: pl.hand, stasis: pl.stasis, drop: pl.drop, damage: pl.damage, action: pl.action.map((a) => a.iid), monster: [pl.monster] };
        const zone = zones[e.zone.text];
        if (!zone) return `the chain duel's zones are ${Object.keys(zones).join(', ')} and deck; "${e.zone.text}" is not one`;
        present = zone.some((iid) => isCard(s, iid, e.card.text));
      }
      return present === e.negated ? `expected "${e.card.text}" ${e.negated ? 'not ' : ''}in ${e.player}'s ${e.zone.text}` : null;
    },
  };
}

/** Runs one chain duel scenario against the content. */
export function runChainScenario(engine: Engine<ChainState, ChainAction>, content: ChainContent, rules: ChainRules, decl: ScenarioDecl): ScenarioResult<ChainState, ChainAction> {
  return runScenario(engine, chainScenarioSupport(engine, content, rules), decl);
}
