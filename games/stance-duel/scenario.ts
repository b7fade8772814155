import type { Expectation, ScenarioDecl } from '../../dsl/ast';
import type { Engine } from '../../engine/core/engine';
import type { FormulaWorld } from '../../engine/core/formula/expr';
import { isEntity, normName, type Value } from '../../engine/core/formula/values';
import { opponentOf, PLAYERS, type PlayerId } from '../../engine/core/players';
import { createRng } from '../../engine/core/rng';
import { noFit, runScenario, type ArgValue, type ScenarioResult, type ScenarioSupport } from '../../engine/scenario/run';
import type { StanceAction } from './actions';
import { STATS } from './cards';
import type { StanceContent } from './content';
import { printedStats, type Side } from './formulas';
import { STANCES, type Stance, type StanceRules } from './rules';
import type { PlayerState, StanceState } from './state';

/** A scenario's setup that cannot be built (an unknown card, a deck without its fighter). */
export class ScenarioSetupError extends Error {}

/**
 * The position a stance duel scenario describes: `turn N player P phase exchange` is exchange N with P
 * attacking first in it; each player's `ring` holds their fighter (`called duelist` names it for
 * expectations: `duelist.ATK = 2`), `kit` their gear and techniques, and `wins` and `damage` set the score
 * so far. Scripted `rolls` are the exchange's rolls in the order it
 * makes them (rolls.ts).
 */
export function scenarioPosition(content: StanceContent, rules: StanceRules, decl: ScenarioDecl): { state: StanceState; handles: Record<string, string> } {
  const handles: Record<string, string> = {};
  const byName = new Map(content.cards.map((c) => [normName(c.name), c]));
  if (normName(decl.turn.phase.text) !== 'exchange') throw new ScenarioSetupError(`the stance duel's one phase is exchange; "${decl.turn.phase.text}" is not it`);
  const pool: StanceState['pool'] = {};
  const players = {} as Record<PlayerId, PlayerState>;
  for (const p of PLAYERS) {
    const spec = decl.players.find((x) => x.side === p);
    const stat = (name: string) => spec?.stats?.find((s) => normName(s.stat.text) === name)?.value ?? 0;
    const pl: PlayerState = { fighter: '', kit: [], wins: stat('wins'), damage: stat('damage') };
    for (const z of spec?.zones ?? []) {
      if (z.zone.text === 'ring') for (const h of z.handles ?? []) if (h) handles[normName(h.text)] = p;
      for (const name of z.cards) {
        const card = byName.get(normName(name.text));
        if (!card) throw new ScenarioSetupError(`"${name.text}" is not a card of the stance duel's content`);
        pool[card.id] = card;
        if (z.zone.text === 'ring') {
          if (card.type !== 'fighter') throw new ScenarioSetupError(`"${card.name}" is not a fighter: only a fighter stands in the ring`);
          if (pl.fighter) throw new ScenarioSetupError(`${p}'s ring holds one fighter`);
          pl.fighter = card.id;
        } else if (z.zone.text === 'kit') {
          if (card.type === 'fighter') throw new ScenarioSetupError(`"${card.name}" is a fighter: it goes in the ring`);
          pl.kit.push(card.id);
        } else throw new ScenarioSetupError(`the stance duel's zones in a scenario are ring and kit; "${z.zone.text}" is not one`);
      }
    }
    if (!pl.fighter) throw new ScenarioSetupError(`${p} needs a fighter in the ring (\`ring: "Iron Duelist"\`)`);
    players[p] = pl;
  }
  const n = Math.max(1, decl.turn.number);
  const first = n % 2 === 1 ? decl.turn.player : opponentOf(decl.turn.player);
  return { state: { rules, pool, players, exchange: n, first, committed: {}, history: [], winner: null, endReason: '', seq: 0, rng: createRng(decl.seed) }, handles };
}

/** What expectations read: `A.wins`, `B.damage`, `A.taken` (in the last exchange), `A.stance`, and a fighter's printed stats by its handle. */
function expectationWorld(s: StanceState): FormulaWorld<Side> {
  const last = s.history[s.history.length - 1];
  return {
    property: (value, name) => {
      if (!isEntity(value)) return undefined;
      const p = value.player;
      const key = normName(name);
      if (value.kind === 'fighter') {
        const stat = STATS.find((x) => normName(x) === key);
        return stat ? printedStats(s, p)[stat] : undefined;
      }
      if (key === 'wins') return s.players[p].wins;
      if (key === 'damage') return s.players[p].damage;
      if (key === 'taken') return last?.taken[p] ?? 0;
      if (key === 'stance') return last ? s.rules.settings[last.stances[p]] : 0;
      return undefined;
    },
    formula: () => undefined,
    setting: (name) => {
      const key = normName(name);
      const found = Object.entries(s.rules.settings).find(([k]) => normName(k) === key);
      return found?.[1];
    },
    test: () => false,
    describe: (v: Value<Side>) => (isEntity(v) ? `player ${v.player}` : String(v)),
  };
}

function stanceOf(v: Value<Side> | undefined): Stance | undefined {
  return typeof v === 'string' ? STANCES.find((st) => st === normName(v)) : undefined;
}

export function stanceScenarioSupport(engine: Engine<StanceState, StanceAction>, content: StanceContent, rules: StanceRules): ScenarioSupport<StanceState, StanceAction, Side> {
  return {
    start: (decl) => ({ ...scenarioPosition(content, rules, decl), events: [] }),
    empty: () => {
      const side: PlayerState = { fighter: '', kit: [], wins: 0, damage: 0 };
      return { rules, pool: {}, players: { A: side, B: { ...side } }, exchange: 1, first: 'A', committed: {}, history: [], winner: null, endReason: '', seq: 0, rng: createRng(0) };
    },
    argument(_s, _handles, v: ArgValue): Value<Side> {
      if (v.kind === 'Number') return v.value;
      const text = v.kind === 'Name' ? v.text : v.kind === 'Ref' && v.path.length === 1 ? (v.path[0]?.text ?? '') : '';
      if (text === 'A' || text === 'B') return { kind: 'player', player: text };
      return text;
    },
    // `A stance Reckless`: the step names the stance.
    fits: (_s, read, a) => read.verb === 'stance' && stanceOf(read.subject) === a.stance,
    choiceKey: (_s, a) => `${a.player} ${a.stance}`,
    whyNot(s, read, player) {
      const stance = stanceOf(read.subject);
      if (read.verb !== 'stance') return `the stance duel's one step is \`${player} stance Attack\` (or Reckless, Defend, Riposte)`;
      if (!stance) return `a stance is one of Attack, Reckless, Defend, Riposte`;
      return noFit(read, player, engine.explainIllegal(s, { type: 'stance', player, stance }));
    },
    newcomers: () => [],
    // Nothing waits to resolve: an exchange resolves as the second stance comes in.
    resolving: () => false,
    context: (s, handles) => {
      const locals: Record<string, Value<Side>> = { a: { kind: 'player', player: 'A' }, b: { kind: 'player', player: 'B' } };
      for (const [h, p] of Object.entries(handles)) if (p === 'A' || p === 'B') locals[h] = { kind: 'fighter', player: p };
      return { world: expectationWorld(s), locals, params: {}, subject: null, controller: 'A' };
    },
    expect: (_s, _h, e: Expectation) => `the stance duel checks values (\`B.damage = 40\`, \`A.wins = 1\`), the winner and the log; not ${e.kind}`,
  };
}

export function runStanceScenario(engine: Engine<StanceState, StanceAction>, content: StanceContent, rules: StanceRules, decl: ScenarioDecl): ScenarioResult<StanceState, StanceAction> {
  return runScenario(engine, stanceScenarioSupport(engine, content, rules), decl);
}
