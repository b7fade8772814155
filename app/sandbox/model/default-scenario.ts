/**
 * "Test this card": a default scenario for any card, whatever its kind. The card goes where its kind is
 * played from (hand; advance deck for advances; on a unit for equipment and roles; on the board and in
 * hand for a summon), player A gets the summons of a deck and B those of the next one, in A's Action
 * Phase. Then candidate positions are tried — each deck in turn as A's (a card needs a caster of the right
 * role), the two sides two spaces apart, adjacent, or each in its own territory; levels 5, 10 and 20;
 * with and without a completed quest; for an advance, A's first summon also in each advanced role — and the first position in
 * which the engine offers a legal action with the card wins: a caster and a target in range, the right
 * phase, whatever the card's requirements say. No card is special-cased: the engine decides.
 *
 * Counters and reactions answer something the opponent does, so a position where they could merely be
 * set or played would not show them working. For them the search first looks for a position where their
 * trigger happens: A holds the card (a counter set face down on an earlier turn, a reaction in hand), it
 * is B's Action Phase, and each of B's legal actions is tried in turn (card plays first, then attacks,
 * then the rest); the first after which the engine lets A use the card wins, and that action of B's is
 * the scenario's one scripted step, so the sandbox opens just after it, with the trigger on the stack (or
 * the event open) and A to respond.
 */
import type { CardDecl, ScenarioDecl } from '../../../dsl/ast';
import { parse } from '../../../dsl/parse';
import { findCard, startScenario, type Action, type Content, type Engine, type GameState } from '../../../games/summoners-grid/index';
import { emptyPlayer, freeHandle, setupToText, type Setup, type SetupUnit } from './setup';
import { scriptSteps, type ScriptStep } from './script';

export interface DefaultScenario {
  setup: Setup;
  text: string;
  decl: ScenarioDecl;
  /** The card's legal actions in that position (empty: none was found; `why` says what the engine said). */
  actions: Action[];
  why?: string;
  /**
   * Counters and reactions: B's scripted step that makes the card's trigger happen (`B attack wolf
   * target: fae`), and after how many timeline entries (that step and the passes that resolve it) A can
   * answer: where the sandbox opens the run.
   */
  trigger?: { step: string; at: number };
}

interface Slot {
  summon: string;
  role: string;
  equipment: string[];
}

type Layout = { name: string; a: Array<{ x: number; y: number }>; b: Array<{ x: number; y: number }> };

const LAYOUTS: Layout[] = [
  { name: 'two spaces apart', a: [{ x: 5, y: 5 }, { x: 4, y: 5 }, { x: 6, y: 5 }], b: [{ x: 5, y: 7 }, { x: 4, y: 7 }, { x: 6, y: 7 }] },
  { name: 'adjacent', a: [{ x: 5, y: 6 }, { x: 4, y: 5 }, { x: 6, y: 5 }], b: [{ x: 5, y: 7 }, { x: 4, y: 8 }, { x: 6, y: 8 }] },
  { name: 'in their territories', a: [{ x: 5, y: 1 }, { x: 4, y: 1 }, { x: 6, y: 1 }], b: [{ x: 5, y: 12 }, { x: 4, y: 12 }, { x: 6, y: 12 }] },
];
const LEVELS = [5, 10, 20];

function slotsOf(content: Content, deckIndex: number): Slot[] {
  const deck = content.decks[deckIndex] ?? content.decks[0];
  return (deck?.slots ?? []).map((s) => ({ summon: s.summon.text, role: s.role.text, equipment: s.equipment.map((e) => e.text) }));
}

/** A tier-1 role for a summon no deck uses: the first one of the content. */
function anyBaseRole(content: Content): string | undefined {
  return content.cards.find((c) => c.cardType === 'role' && c.tier === 1)?.name.text;
}

function slotFor(content: Content, card: CardDecl): Slot | undefined {
  for (const deck of content.decks) {
    const s = deck.slots.find((x) => findCard(content, x.summon.text) === card);
    if (s) return { summon: s.summon.text, role: s.role.text, equipment: s.equipment.map((e) => e.text) };
  }
  const role = anyBaseRole(content);
  return role ? { summon: card.name.text, role, equipment: [] } : undefined;
}

/** A's and B's unit slots with the card under test worked in. */
function slotsWithCard(content: Content, card: CardDecl, deckA: number, roleOfFirst?: string): { a: Slot[]; b: Slot[] } {
  const a = slotsOf(content, deckA);
  const b = slotsOf(content, (deckA + 1) % Math.max(1, content.decks.length));
  if (card.cardType === 'summon') {
    const own = slotFor(content, card);
    if (own) a.unshift(own);
  }
  if (card.cardType === 'equipment' && a[0]) {
    const slot = card.slot;
    const first = a[0];
    a[0] = { ...first, equipment: [...first.equipment.filter((e) => { const c = findCard(content, e); return !(c?.cardType === 'equipment' && c.slot === slot); }), card.name.text] };
  }
  if (card.cardType === 'role' && a[0]) a[0] = { ...a[0], role: card.name.text };
  if (roleOfFirst !== undefined && a[0]) a[0] = { ...a[0], role: roleOfFirst };
  return { a: a.slice(0, 3), b: b.slice(0, 3) };
}

function units(slots: Slot[], at: Layout['a'], level: number, quest: string | undefined, taken: Set<string>): SetupUnit[] {
  return slots.map((s, i) => {
    const handle = freeHandle(s.summon, taken);
    taken.add(handle);
    return { handle, card: s.summon, role: s.role, equipment: s.equipment, at: at[i] ?? { x: i, y: 4 }, level, statuses: [], completed: quest ? [quest] : [] };
  });
}

function setupFor(content: Content, card: CardDecl, deckA: number, layout: Layout, level: number, quest: string | undefined, roleOfFirst?: string): Setup {
  const slots = slotsWithCard(content, card, deckA, roleOfFirst);
  const taken = new Set<string>();
  const A = { ...emptyPlayer(), units: units(slots.a, layout.a, level, quest, taken) };
  const B = { ...emptyPlayer(), units: units(slots.b, layout.b, level, quest, taken) };
  const name = card.name.text;
  if (card.cardType === 'advance') A.zones['advance-deck'] = [name];
  else if (card.cardType === 'summon') {
    // In hand too when a deck gives it a slot (a summon card in hand is a slot), so its Turn Summon can be tried.
    if (content.decks.some((d) => d.slots.some((s) => findCard(content, s.summon.text) === card))) A.zones.hand = [name];
  } else if (card.cardType !== 'equipment' && card.cardType !== 'role') A.zones.hand = [name];
  return { name: `Test: ${name}`, ruleset: content.ruleset.name.text, seed: 1, turn: { number: 3, player: 'A', phase: 'action' }, players: { A, B } };
}

function cardActions(engine: Engine, decl: ScenarioDecl, card: CardDecl): { actions: Action[]; why?: string } {
  let start;
  try {
    start = startScenario(engine, decl);
  } catch (error) {
    return { actions: [], why: error instanceof Error ? error.message : String(error) };
  }
  const state = start.state;
  const iids = new Set(Object.values(state.cards).filter((c) => findCard(engine.def.content, c.card) === card).map((c) => c.iid));
  const actions = engine.legalActions(state, 'A').filter((a) => 'card' in a && iids.has(a.card));
  if (actions.length > 0) return { actions };
  const iid = [...iids].find((i) => state.players.A.zones.hand.includes(i) || state.players.A.zones['advance-deck'].includes(i));
  const probe: Action | undefined = iid ? { type: state.players.A.zones['advance-deck'].includes(iid) ? 'advance' : 'play', player: 'A', card: iid, targets: {} } : undefined;
  const why = probe ? (engine.explainIllegal(state, probe) ?? undefined) : undefined;
  return why ? { actions, why } : { actions };
}

function compile(setup: Setup, steps: string[] = [], comment = 'A default test position made by the sandbox for this card.'): { text: string; decl: ScenarioDecl } | undefined {
  const text = setupToText(setup, steps, [comment]);
  const decl = parse(text).document.decls[0];
  return decl && decl.kind === 'Scenario' ? { text, decl } : undefined;
}

/** B's actions worth trying first: a card on the stack or an attack is what most triggers answer. */
const TRIGGER_ORDER: Partial<Record<Action['type'], number>> = { play: 0, activate: 0, attack: 1, 'direct-attack': 1, summon: 2, advance: 2, move: 3 };
/**
 * B's actions tried in all, over every position: about half a millisecond each, so a card whose trigger
 * no single action of B's can cause costs the browser well under a second before the ordinary search.
 */
const MAX_TRIES = 1500;
/** Per position, so that the later positions (B far stronger) are tried too. */
const MAX_TRIES_PER_POSITION = 80;
/** Priority passes followed after B's action: an attack resolves, then its defeat is an event to answer. */
const MAX_PASSES = 4;
/**
 * A's and B's levels: even sides first; then B far stronger, so that one attack of B's can defeat a
 * summon of A's (for "when your summon is defeated", "when the opponent would gain VP").
 */
const TRIGGER_LEVELS: Array<{ a: number; b: number }> = [
  { a: 10, b: 10 },
  { a: 5, b: 20 },
];

/**
 * A's turn handed to B, with the card where A answers from: set face down (a counter), in hand (a
 * reaction); B's units at `levelB`.
 */
function respondingSetup(content: Content, setup: Setup, card: CardDecl, levelB: number): Setup {
  const { A, B } = setup.players;
  const name = card.name.text;
  // One more card in hand, for a cost such as `discard 1 card`.
  const spare = content.cards.find((c) => c.cardType === 'action' && c !== card)?.name.text;
  const hand = [...(card.cardType === 'counter' ? [] : [name]), ...(spare ? [spare] : [])];
  const answering = { ...A, faceDown: card.cardType === 'counter' ? [...A.faceDown, name] : A.faceDown, zones: { ...A.zones, hand } };
  const acting = { ...B, units: B.units.map((u) => ({ ...u, level: levelB })) };
  return { ...setup, turn: { ...setup.turn, player: 'B' }, players: { A: answering, B: acting } };
}

/**
 * B's `action`, then the priority passes that let it resolve (at most MAX_PASSES), until A may use the
 * card (one of `iids`): the steps taken and A's answers, or undefined.
 */
function answeredAfter(engine: Engine, start: GameState, action: Action, iids: ReadonlySet<string>): { steps: ScriptStep[]; answers: Action[] } | undefined {
  const steps: ScriptStep[] = [];
  let state = start;
  let next: Action | undefined = action;
  for (let pass = 0; next && pass <= MAX_PASSES; pass++) {
    const after = engine.apply(state, next, { explain: false });
    if (!after.ok) return undefined;
    steps.push({ entry: { action: next, rolls: [] }, before: state, after: after.state });
    state = after.state;
    const answers = engine.legalActions(state, 'A').filter((a) => (a.type === 'activate' || a.type === 'play') && iids.has(a.card));
    if (answers.length > 0) return { steps, answers };
    const waiting = engine.awaiting(state);
    next = waiting.kind === 'priority' ? { type: 'pass', player: waiting.player } : undefined;
  }
  return undefined;
}

/** A position where something B does makes a counter's or reaction's trigger happen, with that step scripted; undefined if none is found. */
function triggerScenario(engine: Engine, card: CardDecl): DefaultScenario | undefined {
  const content = engine.def.content;
  let budget = MAX_TRIES;
  for (let deckA = 0; deckA < Math.max(1, content.decks.length); deckA++) {
    for (const layout of LAYOUTS) {
      for (const levels of TRIGGER_LEVELS) {
        if (budget <= 0) return undefined;
        const setup = respondingSetup(content, setupFor(content, card, deckA, layout, levels.a, undefined), card, levels.b);
        const position = compile(setup);
        if (!position) continue;
        let start;
        try {
          start = startScenario(engine, position.decl);
        } catch {
          continue;
        }
        const before = start.state;
        const iids = new Set(Object.values(before.cards).filter((c) => findCard(content, c.card) === card).map((c) => c.iid));
        const tries = engine
          .legalActions(before, 'B')
          .filter((a) => TRIGGER_ORDER[a.type] !== undefined)
          .sort((x, y) => (TRIGGER_ORDER[x.type] ?? 9) - (TRIGGER_ORDER[y.type] ?? 9))
          .slice(0, Math.min(budget, MAX_TRIES_PER_POSITION));
        budget -= tries.length;
        for (const action of tries) {
          const found = answeredAfter(engine, before, action, iids);
          if (!found) continue;
          const lines = scriptSteps(engine, start.handles, found.steps);
          const step = lines.find((line) => line.startsWith('B '));
          const scripted = compile(setup, lines, `A default test position made by the sandbox: ${step ?? 'B acts'}, and ${card.name.text} can answer.`);
          if (!scripted || step === undefined) continue;
          return { setup, ...scripted, actions: found.answers, trigger: { step, at: found.steps.length } };
        }
      }
    }
  }
  return undefined;
}

export function defaultScenario(engine: Engine, cardId: string): DefaultScenario | { error: string } {
  const content = engine.def.content;
  const card = findCard(content, cardId);
  if (!card) return { error: `there is no card "${cardId}" in this game` };
  if (card.cardType === 'counter' || card.cardType === 'reaction') {
    const triggered = triggerScenario(engine, card);
    if (triggered) return triggered;
  }
  const quest = content.cards.find((c) => c.cardType === 'quest')?.name.text;
  let first: DefaultScenario | undefined;
  for (let deckA = 0; deckA < Math.max(1, content.decks.length); deckA++) {
    for (const questDone of [undefined, quest]) {
      for (const level of LEVELS) {
        for (const layout of LAYOUTS) {
          const setup = setupFor(content, card, deckA, layout, level, questDone);
          const compiled = compile(setup);
          if (!compiled) continue;
          const found = cardActions(engine, compiled.decl, card);
          const candidate: DefaultScenario = { setup, ...compiled, ...found };
          if (found.actions.length > 0 || card.cardType === 'equipment' || card.cardType === 'role') return candidate;
          first ??= candidate;
        }
      }
    }
  }
  // An advance from a role no deck starts with (a tier 2 Knight to a Paladin): A's first summon tries each
  // advanced role of the role tree in turn, and the engine again decides which one the card takes.
  if (card.cardType === 'advance') {
    const advanced = content.cards.flatMap((c) => (c.cardType === 'role' && c.tier > 1 ? [c.name.text] : []));
    for (const role of advanced) {
      for (const level of LEVELS) {
        for (const layout of LAYOUTS) {
          const setup = setupFor(content, card, 0, layout, level, undefined, role);
          const compiled = compile(setup);
          if (!compiled) continue;
          const found = cardActions(engine, compiled.decl, card);
          if (found.actions.length > 0) return { setup, ...compiled, ...found };
        }
      }
    }
  }
  return first ?? { error: `no default position could be built for "${card.name.text}"` };
}
