import type { GameEvent } from '../../../engine/core/events';
import type { PlayerId } from '../../../engine/core/players';
import { findCard, type Content } from '../rules/content';
import type { GameState } from '../rules/state';
import type { CardGame, PlayerCards } from '../../sim/tally';

/**
 * What each card did in one game, read from the game's event log (never from the players): plays, damage,
 * healing and victory points, attributed to a card as follows.
 * - A play is a `played` event (play, activate, advance, and a summon's Turn Summon: the summon card
 *   and its slot's role and equipment count as played) or a `set` event (a card set face down).
 * - Damage, healing and VP carry the card whose effect caused them (`source`). A basic attack's damage,
 *   and the VP of a defeat it causes, go to the attacker's weapon (its summon card when unarmed); the VP
 *   of a direct attack to the attacking summon's card.
 * - Damage to the enemy's summons and to the card owner's own summons are counted apart (`selfDamage`:
 *   a sacrifice is not an attack), and so are VP the owner gains and VP the card gives the opponent
 *   (`vpToOpponent`: destroying an own summon). VP later cancelled do not count.
 */
function blank(): CardGame {
  return { plays: 0, damage: 0, selfDamage: 0, healing: 0, vp: 0, vpToOpponent: 0, hits: [] };
}

/** The content ids of every card of a player's deck at the start: slots (summon, role, equipment), main, advance. */
export function deckCards(initial: GameState, player: PlayerId): string[] {
  const ids = new Set<string>();
  for (const iid in initial.cards) {
    const c = initial.cards[iid];
    if (!c || c.owner !== player) continue;
    ids.add(c.card);
    if (c.slot) {
      ids.add(c.slot.role);
      for (const e of c.slot.equipment) ids.add(e);
    }
  }
  return [...ids].sort();
}

/** Reads a game's events as they come, and gives each player's per-card record at the end. */
export class CardStatsCollector {
  private readonly players: Record<PlayerId, PlayerCards>;
  /** The card a basic attack's damage is attributed to, while that attack resolves. */
  private attackCard: { card: string; player: PlayerId } | null = null;
  /** VP gains by ledger id, to drop the ones cancelled later. */
  private readonly vpGains = new Map<number, { card: string; player: PlayerId; amount: number; own: boolean }>();

  constructor(
    private readonly content: Content,
    initial: GameState,
  ) {
    this.players = { A: { deck: deckCards(initial, 'A'), cards: {} }, B: { deck: deckCards(initial, 'B'), cards: {} } };
  }

  private entry(player: PlayerId, card: string): CardGame {
    const cards = this.players[player].cards;
    const e = cards[card] ?? blank();
    cards[card] = e;
    return e;
  }

  /** The events of one accepted action, with the state that action produced. */
  add(events: readonly GameEvent[], state: GameState): void {
    for (const e of events) this.event(e, state);
    this.attackCard = null;
  }

  /**
   * One event. Its readers are module functions, not closures made for each event: a game has thousands
   * of events, and three closures each were garbage (and, through tsx, which keeps function names, three
   * `Object.defineProperty` calls: 4 % of a greedy game's profile in `npm run bench -- balance`).
   */
  private event(e: GameEvent, s: GameState): void {
    const d = e.data ?? {};
    switch (e.kind) {
      case 'played': {
        const c = cardOf(s, stringIn(d, 'card'));
        if (!c) return;
        this.entry(c.player, c.card).plays++;
        const slot = s.cards[stringIn(d, 'card') ?? '']?.slot;
        if (stringIn(d, 'reason') === 'summon' && slot) for (const id of [slot.role, ...slot.equipment]) this.entry(c.player, id).plays++;
        return;
      }
      case 'set': {
        const c = cardOf(s, stringIn(d, 'card'));
        if (c) this.entry(c.player, c.card).plays++;
        return;
      }
      case 'attacks':
        this.attackCard = stringIn(d, 'reason') === 'basic' ? this.weaponOf(s, stringIn(d, 'unit')) : null;
        return;
      case 'damaged': {
        const c = cardOf(s, stringIn(d, 'source')) ?? this.attackCard;
        if (!c) return;
        const entry = this.entry(c.player, c.card);
        if (stringIn(d, 'player') === c.player) entry.selfDamage += numberIn(d, 'amount');
        else {
          entry.damage += numberIn(d, 'amount');
          entry.hits.push(numberIn(d, 'amount'));
        }
        return;
      }
      case 'healed': {
        const c = cardOf(s, stringIn(d, 'source'));
        if (c) this.entry(c.player, c.card).healing += numberIn(d, 'amount');
        return;
      }
      case 'gains-vp': {
        const reason = stringIn(d, 'reason');
        const c = reason === 'direct-attack' ? this.summonOf(s, stringIn(d, 'unit')) : (cardOf(s, stringIn(d, 'source')) ?? (reason === 'defeat' ? this.attackCard : null));
        if (!c) return;
        const own = stringIn(d, 'player') === c.player;
        const entry = this.entry(c.player, c.card);
        if (own) entry.vp += numberIn(d, 'amount');
        else entry.vpToOpponent += numberIn(d, 'amount');
        this.vpGains.set(numberIn(d, 'vp'), { ...c, amount: numberIn(d, 'amount'), own });
        return;
      }
    }
  }

  private summonOf(s: GameState, unit: string | undefined): { card: string; player: PlayerId } | null {
    const u = unit ? s.units[unit] : undefined;
    const c = u ? s.cards[u.iid] : undefined;
    return u && c ? { card: c.card, player: u.controller } : null;
  }

  private weaponOf(s: GameState, unit: string | undefined): { card: string; player: PlayerId } | null {
    const u = unit ? s.units[unit] : undefined;
    if (!u) return null;
    for (const e of u.equipment) {
      const decl = findCard(this.content, e.card);
      if (decl?.cardType === 'equipment' && decl.slot === 'weapon' && decl.weapon) return { card: e.card, player: u.controller };
    }
    return this.summonOf(s, unit);
  }

  /** Each player's cards at the end of the game (`final` tells which VP gains were cancelled). */
  finish(final: GameState): Record<PlayerId, PlayerCards> {
    for (const record of final.vpLedger) {
      const gain = this.vpGains.get(record.id);
      if (!gain || !record.cancelled) continue;
      const entry = this.entry(gain.player, gain.card);
      if (gain.own) entry.vp -= gain.amount;
      else entry.vpToOpponent -= gain.amount;
    }
    return this.players;
  }
}

type EventData = NonNullable<GameEvent['data']>;

function stringIn(d: EventData, k: string): string | undefined {
  const v = d[k];
  return typeof v === 'string' ? v : undefined;
}

function numberIn(d: EventData, k: string): number {
  const v = d[k];
  return typeof v === 'number' ? v : 0;
}

/** The card and owner of card instance `iid`, when it is one. */
function cardOf(s: GameState, iid: string | undefined): { card: string; player: PlayerId } | null {
  const c = iid ? s.cards[iid] : undefined;
  return c ? { card: c.card, player: c.owner } : null;
}
