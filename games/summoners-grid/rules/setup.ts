import type { DeckDecl } from '../../../dsl/ast';
import { EventLog, type GameEvent } from '../../../engine/core/events';
import type { PlayerId } from '../../../engine/core/players';
import { createRng, flipCoin, scriptDraws, shuffled, type ScriptedDraw } from '../../../engine/core/rng';
import { cardId, ContentError, requireCard, type Content } from './content';
import { settle } from './flow';
import { G, type EngineDef } from './game';
import type { GameOptions, GameState, PlayerState } from './state';

/** A deck as the engine needs it: summon slots, main deck and advance deck, by card id or name. */
export interface DeckList {
  slots: Array<{ summon: string; role: string; equipment: string[] }>;
  main: string[];
  advance: string[];
}

export function deckFromDecl(content: Content, deck: DeckDecl): DeckList {
  const id = (name: string) => cardId(requireCard(content, name));
  const expand = (list: DeckDecl['main']) => list.flatMap((e) => Array.from({ length: e.count }, () => id(e.card.text)));
  return {
    slots: deck.slots.map((s) => ({ summon: id(s.summon.text), role: id(s.role.text), equipment: s.equipment.map((e) => id(e.text)) })),
    main: expand(deck.main),
    advance: expand(deck.advance),
  };
}

function emptyPlayer(): PlayerState {
  return { vp: 0, summons: 0, zones: { hand: [], 'main-deck': [], 'advance-deck': [], discard: [], recharge: [], removed: [], 'in-play': [] } };
}

export const DEFAULT_OPTIONS: GameOptions = { autoPass: true };

/** A state with no cards, at the given turn; the base of new games and scenario positions. */
export function emptyState(seed: number, options: Partial<GameOptions> = {}): GameState {
  return {
    format: 'summoners-grid/1',
    rng: createRng(seed),
    options: { ...DEFAULT_OPTIONS, ...options },
    turn: { number: 0, player: 'A', phase: 'setup', step: 0 },
    first: null,
    players: { A: emptyPlayer(), B: emptyPlayer() },
    cards: {},
    units: {},
    buildings: {},
    quests: {},
    modifiers: [],
    statuses: [],
    replacements: [],
    riders: [],
    stack: [],
    priority: { holder: null, passes: 0 },
    openEvents: [],
    pendingEvents: [],
    resolving: false,
    choice: null,
    vpLedger: [],
    fired: [],
    grants: [],
    winner: null,
    endReason: '',
    nextId: 1,
    seq: 0,
    actions: 0,
  };
}

/** Creates a card instance owned by `owner` (not yet in a zone). */
export function newCard(s: GameState, owner: PlayerId, card: string, extra: { slot?: { role: string; equipment: string[] }; generated?: boolean } = {}): string {
  const iid = `c${s.nextId}`;
  s.nextId += 1;
  s.cards[iid] = { iid, card, owner, ...extra };
  return iid;
}

/**
 * A new game: summon slots in hand, shuffled main decks, advance decks; a coin flip from the RNG, whose
 * winner chooses to go first or second (a `choose` action: option 0 first, 1 second).
 */
export function newGame(e: EngineDef, decks: Record<PlayerId, DeckList>, seed: number, options: Partial<GameOptions> = {}, explain = true, script: readonly ScriptedDraw[] = []): { state: GameState; events: GameEvent[] } {
  const s = emptyState(seed, options);
  s.rng = scriptDraws(s.rng, script);
  const g = new G(e, s, new EventLog(0, explain));
  for (const p of ['A', 'B'] as const) {
    const deck = decks[p];
    const zones = s.players[p].zones;
    for (const slot of deck.slots) {
      const card = requireCard(e.content, slot.summon);
      if (card.cardType !== 'summon') throw new ContentError(`"${slot.summon}" in a summon slot is not a summon card`);
      zones.hand.push(newCard(s, p, cardId(card), { slot: { role: cardId(requireCard(e.content, slot.role)), equipment: slot.equipment.map((x) => cardId(requireCard(e.content, x))) } }));
    }
    // Shuffle the cards first and number the instances after, top card first: numbered in deck-list
    // order, an id would tell the opponent (who may know the list) which card a hidden one is.
    const order = shuffled(s.rng, deck.main.map((c) => cardId(requireCard(e.content, c))));
    zones['main-deck'] = order.map((card) => newCard(s, p, card));
    zones['advance-deck'] = deck.advance.map((c) => newCard(s, p, cardId(requireCard(e.content, c))));
    g.emit('shuffle', `${p} shuffles their main deck (${zones['main-deck'].length} cards)`);
  }
  const coin = flipCoin(s.rng);
  const winner: PlayerId = coin.value === 'heads' ? 'A' : 'B';
  g.emit('coin-flip', `Coin flip: ${winner} wins and chooses to go first or second${coin.forced ? ' (scripted)' : ''}`);
  s.choice = {
    player: winner,
    prompt: 'Go first or second?',
    options: [
      { label: 'go first', value: 'first' },
      { label: 'go second', value: 'second' },
    ],
    optional: false,
    resume: { kind: 'first-player' },
  };
  settle(g);
  return { state: s, events: g.log.events };
}

/**
 * Until 2026-11-24 a new game numbered the main decks' card instances in deck-list order and then
 * shuffled them (which let the opponent tell hidden cards apart by id); now they are numbered after the
 * shuffle. For a history recorded under the old numbering (a shared sandbox link of a game between two
 * decks), this gives each main-deck card's old id → its id now, by replaying the same shuffles on deck
 * positions. Summon slots and advance decks kept their ids.
 */
export function legacyDeckIds(decks: Record<PlayerId, DeckList>, seed: number): Map<string, string> {
  const rng = createRng(seed);
  const ids = new Map<string, string>();
  let next = 1;
  for (const p of ['A', 'B'] as const) {
    const deck = decks[p];
    next += deck.slots.length;
    // Position j of the shuffled deck holds the card that was at list index order[j].
    const order = shuffled(rng, deck.main.map((_, i) => i));
    order.forEach((listIndex, position) => ids.set(`c${next + listIndex}`, `c${next + position}`));
    next += deck.main.length + deck.advance.length;
  }
  return ids;
}
