/**
 * "Test this card": a default scenario for any card, whatever its kind. The card goes where its kind is
 * played from (hand; advance deck for advances; on a unit for equipment and roles; on the board and in
 * hand for a summon), player A gets the summons of a deck and B those of the next one, in A's Action
 * Phase. Then candidate positions are tried — each deck in turn as A's (a card needs a caster of the right
 * role), the two sides two spaces apart, adjacent, or each in its own territory; levels 5, 10 and 20;
 * with and without a completed quest — and the first position in
 * which the engine offers a legal action with the card wins: a caster and a target in range, the right
 * phase, whatever the card's requirements say. No card is special-cased: the engine decides.
 */
import type { CardDecl, ScenarioDecl } from '../../../dsl/ast';
import { parse } from '../../../dsl/parse';
import { findCard, startScenario, type Action, type Content, type Engine } from '../../../games/summoners-grid/index';
import { emptyPlayer, freeHandle, setupToText, type Setup, type SetupUnit } from './setup';

export interface DefaultScenario {
  setup: Setup;
  text: string;
  decl: ScenarioDecl;
  /** The card's legal actions in that position (empty: none was found; `why` says what the engine said). */
  actions: Action[];
  why?: string;
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
function slotsWithCard(content: Content, card: CardDecl, deckA: number): { a: Slot[]; b: Slot[] } {
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
  return { a: a.slice(0, 3), b: b.slice(0, 3) };
}

function units(slots: Slot[], at: Layout['a'], level: number, quest: string | undefined, taken: Set<string>): SetupUnit[] {
  return slots.map((s, i) => {
    const handle = freeHandle(s.summon, taken);
    taken.add(handle);
    return { handle, card: s.summon, role: s.role, equipment: s.equipment, at: at[i] ?? { x: i, y: 4 }, level, statuses: [], completed: quest ? [quest] : [] };
  });
}

function setupFor(content: Content, card: CardDecl, deckA: number, layout: Layout, level: number, quest: string | undefined): Setup {
  const slots = slotsWithCard(content, card, deckA);
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

function compile(setup: Setup): { text: string; decl: ScenarioDecl } | undefined {
  const text = setupToText(setup, [], ['A default test position made by the sandbox for this card.']);
  const decl = parse(text).document.decls[0];
  return decl && decl.kind === 'Scenario' ? { text, decl } : undefined;
}

export function defaultScenario(engine: Engine, cardId: string): DefaultScenario | { error: string } {
  const content = engine.def.content;
  const card = findCard(content, cardId);
  if (!card) return { error: `there is no card "${cardId}" in this game` };
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
  return first ?? { error: `no default position could be built for "${card.name.text}"` };
}
