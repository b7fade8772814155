/**
 * Conservation of cards, for the invariants of a duel played with decks: every card instance stands in
 * exactly one zone, and a player's cards (their deck and every instance they own) are always their decklist.
 */
import type { PlayerId } from '../../engine/core/players';
import type { HandsAndDecks } from './hands-and-decks';

/** Where each card instance was found, zone by zone; a card found twice, or never, is reported into `problems`. */
export class CardLedger {
  private readonly zones = new Map<string, string>();

  constructor(private readonly problems: string[]) {}

  place(iid: string, zone: string): void {
    const before = this.zones.get(iid);
    if (before) this.problems.push(`${iid} is both in ${before} and in ${zone}`);
    this.zones.set(iid, zone);
  }

  /** Reports every one of `iids` that no zone holds. */
  expectPlaced(iids: Iterable<string>): void {
    for (const iid of iids) if (!this.zones.has(iid)) this.problems.push(`${iid} is in no zone`);
  }

  /** Each placed instance with its zone. */
  placed(): IterableIterator<[string, string]> {
    return this.zones.entries();
  }
}

/** Every card `p` has, wherever it is (their deck and the instances they own), as sorted card ids. */
export function cardsOf(s: HandsAndDecks, p: PlayerId): string[] {
  const have = [...s.players[p].deck];
  for (const iid in s.cards) if (s.cards[iid]?.owner === p) have.push(s.cards[iid]?.card ?? '');
  return have.sort();
}

/** A problem when `p`'s cards are not their decklist's. */
export function decklistProblems(s: HandsAndDecks, p: PlayerId): string[] {
  return cardsOf(s, p).join('\n') === s.decklists[p].join('\n') ? [] : [`${p}'s cards are not their decklist's`];
}
