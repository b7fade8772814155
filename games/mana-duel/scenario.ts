import type { Expectation, ScenarioDecl, ScenarioPlayer } from '../../dsl/ast';
import type { Engine } from '../../engine/core/engine';
import { normName, type Value } from '../../engine/core/formula/values';
import { opponentOf, PLAYERS, type PlayerId } from '../../engine/core/players';
import { createRng } from '../../engine/core/rng';
import { noFit, runScenario, type ArgValue, type ReadStep, type ScenarioResult, type ScenarioSupport } from '../../engine/scenario/run';
import type { Character, ManaAction } from './actions';
import type { ManaCard } from './cards';
import type { ManaContent } from './content';
import { manaWorld } from './formulas';
import type { ManaRules } from './rules';
import { findMonster, HIDDEN, monstersOf, type ManaState, type Monster, type Phase, type PlayerState } from './state';

/** What a mana duel expectation can name: a monster on the battlefield, or a player. */
type ManaValue = Value<Character>;

/** A scenario's setup that cannot be built (an unknown card, a full battlefield); reported on the scenario's line. */
export class ScenarioSetupError extends Error {}

const PHASES: readonly Phase[] = ['draw', 'main', 'end'];

/**
 * The position a mana duel scenario describes: the turn, each player's stats (`health 20`, `mana 5`: mana
 * is both what is left and this turn's maximum), and their zones — `deck` (top first), `hand`,
 * `battlefield` (slots filled in order; a monster there is ready to attack) and `graveyard`. Cards are
 * numbered as the game numbers drawn cards (A1, A2 …). Handles: every battlefield monster by its card's
 * name, and any card by its `called` name.
 */
export function scenarioPosition(content: ManaContent, rules: ManaRules, decl: ScenarioDecl): { state: ManaState; handles: Record<string, string> } {
  const pool: Record<string, ManaCard> = {};
  for (const c of content.cards) pool[c.id] = c;
  const byName = new Map(content.cards.map((c) => [normName(c.name), c]));
  const phase = PHASES.find((p) => p === decl.turn.phase.text);
  if (!phase) throw new ScenarioSetupError(`the mana duel's phases are ${PHASES.join(', ')}; "${decl.turn.phase.text}" is not one`);
  const handles: Record<string, string> = {};
  const cards: ManaState['cards'] = {};
  const players = {} as Record<PlayerId, PlayerState>;
  const decklists = {} as Record<PlayerId, string[]>;
  for (const p of PLAYERS) {
    const spec: ScenarioPlayer | undefined = decl.players.find((x) => x.side === p);
    const stat = (name: string) => spec?.stats?.find((s) => s.stat.text === name)?.value;
    const mana = stat('mana') ?? 0;
    const pl: PlayerState = { health: stat('health') ?? rules.startHealth, mana, maxMana: mana, deck: [], hand: [], battlefield: Array.from({ length: rules.battlefieldSize }, () => null), graveyard: [], fatigue: 0, drawn: 0 };
    const newInstance = (card: ManaCard): string => {
      pl.drawn += 1;
      const iid = `${p}${pl.drawn}`;
      cards[iid] = { card: card.id, owner: p };
      return iid;
    };
    for (const z of spec?.zones ?? []) {
      z.cards.forEach((name, i) => {
        const card = byName.get(normName(name.text));
        if (!card) throw new ScenarioSetupError(`"${name.text}" is not a card of the mana duel's content`);
        const handle = z.handles?.[i]?.text;
        switch (z.zone.text) {
          case 'deck':
            if (handle) throw new ScenarioSetupError('a card in the deck has no instance yet to name: give `called` to cards in other zones');
            pl.deck.push(card.id);
            return;
          case 'hand':
          case 'graveyard': {
            const iid = newInstance(card);
            pl[z.zone.text].push(iid);
            if (handle) handles[normName(handle)] = iid;
            return;
          }
          case 'battlefield': {
            if (card.type !== 'monster' || !card.stats) throw new ScenarioSetupError(`"${card.name}" is not a monster: only monsters stand on the battlefield`);
            const slot = pl.battlefield.indexOf(null);
            if (slot < 0) throw new ScenarioSetupError(`${p}'s battlefield has ${rules.battlefieldSize} slots; "${card.name}" does not fit`);
            const iid = newInstance(card);
            const { power, toughness, health } = card.stats;
            // Summoned before this turn: ready to attack.
            const monster: Monster = { iid, power, toughness, health, maxHealth: health, modifiers: [], equipment: [], summonedTurn: decl.turn.number - 1, attacks: 0 };
            pl.battlefield[slot] = monster;
            handles[normName(card.name)] ??= iid;
            if (handle) handles[normName(handle)] = iid;
            return;
          }
          default:
            throw new ScenarioSetupError(`the mana duel's zones are deck, hand, battlefield and graveyard; "${z.zone.text}" is not one`);
        }
      });
    }
    players[p] = pl;
    decklists[p] = [...pl.deck, ...Object.values(cards).filter((c) => c.owner === p).map((c) => c.card)].sort();
  }
  const first = decl.turn.number % 2 === 1 ? decl.turn.player : opponentOf(decl.turn.player);
  const state: ManaState = {
    rules,
    pool,
    decklists,
    cards,
    players,
    turn: { number: decl.turn.number, player: decl.turn.player, phase },
    coinWinner: null,
    first,
    mulligan: { A: { putBack: [] }, B: { putBack: [] } },
    winner: null,
    endReason: '',
    seq: 0,
    rng: createRng(decl.seed),
  };
  return { state, handles };
}

function isCard(state: ManaState, iid: string, name: string): boolean {
  const card = state.pool[state.cards[iid]?.card ?? HIDDEN];
  return !!card && normName(card.name) === normName(name);
}

function characterOf(v: ManaValue | undefined): Character | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined;
}

function sameCharacter(a: Character | undefined, b: Character | undefined): boolean {
  if (!a || !b) return false;
  return a.kind === 'player' ? b.kind === 'player' && a.player === b.player : b.kind === 'monster' && a.iid === b.iid;
}

/** Does a legal action fit the scripted step? `summon` and `play` play a card; `slot: 2` is the second slot. */
function fits(s: ManaState, { verb, subject, args }: ReadStep<Character>, a: ManaAction): boolean {
  switch (a.type) {
    case 'play': {
      if (verb !== 'play' && verb !== 'summon') return false;
      if (typeof subject !== 'string' || !isCard(s, a.card, subject)) return false;
      if (args.slot !== undefined && args.slot !== (a.slot ?? -1) + 1) return false;
      const target = args.target ?? args.on;
      return target === undefined ? a.target === undefined || !('target' in args) : sameCharacter(characterOf(target), a.target);
    }
    case 'attack':
      return verb === 'attack' && sameCharacter(characterOf(subject), { kind: 'monster', iid: a.attacker }) && sameCharacter(characterOf(args.target ?? args.on), a.defender);
    case 'end-turn':
      return verb === 'endturn';
    case 'choose-first':
      return verb === 'choose' && sameCharacter(characterOf(subject), { kind: 'player', player: a.first });
    case 'mulligan': {
      if (verb === 'keep') return a.putBack.length === 0;
      if (verb !== 'mulligan') return false;
      const wanted = [subject, ...Object.values(args)].filter((v): v is string => typeof v === 'string');
      return wanted.length === a.putBack.length && wanted.every((name, i) => isCard(s, [...a.putBack].sort()[i] ?? '', name));
    }
  }
}

/** Mana duel scenarios on the core's runner. */
export function manaScenarioSupport(engine: Engine<ManaState, ManaAction>, content: ManaContent, rules: ManaRules): ScenarioSupport<ManaState, ManaAction, Character> {
  const empty = () => scenarioPosition({ ...content, cards: [] }, rules, { kind: 'Scenario', name: { kind: 'Name', text: '', range: zero }, seed: 0, turn: { number: 1, player: 'A', phase: { kind: 'Name', text: 'main', range: zero } }, players: [], steps: [], range: zero }).state;
  return {
    start(decl) {
      const { state, handles } = scenarioPosition(content, rules, decl);
      return { state, handles, events: [] };
    },
    empty,
    argument(_state, handles, v: ArgValue): ManaValue {
      if (v.kind === 'Number') return v.value;
      if (v.kind === 'Space') return `(${v.x},${v.y})`;
      const text = v.kind === 'Name' ? v.text : v.kind === 'Ref' && v.path.length === 1 ? (v.path[0]?.text ?? '') : '';
      if (text === 'A' || text === 'B') return { kind: 'player', player: text };
      const iid = handles[normName(text)];
      return iid ? { kind: 'monster', iid } : text;
    },
    fits,
    // Two copies of one card are the same choice, and so are the empty slots a monster could go to.
    choiceKey: (s, a) => JSON.stringify(a.type === 'play' ? { ...a, card: s.cards[a.card]?.card, slot: undefined } : a),
    whyNot(s, read, player) {
      const aw = engine.awaiting(s);
      if (aw.kind === 'free' && aw.player !== player) return `it is ${aw.player}'s turn`;
      let probe: ManaAction | undefined;
      if ((read.verb === 'play' || read.verb === 'summon') && typeof read.subject === 'string') {
        const subject = read.subject;
        const iid = s.players[player].hand.find((c) => isCard(s, c, subject));
        if (!iid) return `${player} has no "${subject}" in hand`;
        const target = characterOf(read.args.target ?? read.args.on);
        // Without a slot named, probe the first free one; on a full battlefield any slot will do, so
        // the refusal is that the battlefield is full (not that there is no slot -1).
        const slot = typeof read.args.slot === 'number' ? read.args.slot - 1 : Math.max(0, s.players[player].battlefield.indexOf(null));
        probe = { type: 'play', player, card: iid, ...(s.pool[s.cards[iid]?.card ?? '']?.type === 'monster' ? { slot } : {}), ...(target ? { target } : {}) };
      }
      if (read.verb === 'attack') {
        const attacker = characterOf(read.subject);
        const defender = characterOf(read.args.target ?? read.args.on);
        if (attacker?.kind === 'monster' && defender) probe = { type: 'attack', player, attacker: attacker.iid, defender };
      }
      return noFit(read, player, probe ? engine.explainIllegal(s, probe) : null);
    },
    newcomers(before, after) {
      const out: Array<{ id: string; names: string[] }> = [];
      for (const p of PLAYERS) {
        for (const m of monstersOf(after, p)) {
          if (findMonster(before, m.iid)) continue;
          const card = after.pool[after.cards[m.iid]?.card ?? ''];
          out.push({ id: m.iid, names: card ? [card.name] : [] });
        }
      }
      return out;
    },
    // Nothing waits to resolve: the mana duel has no stack.
    resolving: () => false,
    context(state, handles) {
      const locals: Record<string, ManaValue> = { a: { kind: 'player', player: 'A' }, b: { kind: 'player', player: 'B' } };
      for (const [k, iid] of Object.entries(handles)) locals[k] = { kind: 'monster', iid };
      return { world: manaWorld(rules, state), locals, params: {}, subject: null, controller: 'A' };
    },
    expect(s, handles, e: Expectation) {
      switch (e.kind) {
        case 'ExpectInZone': {
          const pl = s.players[e.player];
          const zones: Record<string, string[]> = { hand: pl.hand, graveyard: pl.graveyard, battlefield: monstersOf(s, e.player).map((m) => m.iid) };
          let present: boolean;
          if (e.zone.text === 'deck') present = pl.deck.some((id) => normName(s.pool[id]?.name ?? '') === normName(e.card.text));
          else {
            const zone = zones[e.zone.text];
            if (!zone) return `the mana duel's zones are deck, hand, battlefield and graveyard; "${e.zone.text}" is not one`;
            present = zone.some((iid) => isCard(s, iid, e.card.text));
          }
          return present === e.negated ? `expected "${e.card.text}" ${e.negated ? 'not ' : ''}in ${e.player}'s ${e.zone.text}` : null;
        }
        case 'ExpectDefeated': {
          const iid = handles[normName(e.unit.text)];
          return !iid || findMonster(s, iid) ? `expected ${e.unit.text} to be defeated` : null;
        }
        default:
          return 'the mana duel checks values (`wolf.health = 1`), zones, defeats, the winner and the log';
      }
    },
  };
}

const zero = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };

/** Runs one mana duel scenario against the content. */
export function runManaScenario(engine: Engine<ManaState, ManaAction>, content: ManaContent, rules: ManaRules, decl: ScenarioDecl): ScenarioResult<ManaState, ManaAction> {
  return runScenario(engine, manaScenarioSupport(engine, content, rules), decl);
}
