'use client';
/** One side of a new duel: which of the content's decks it plays, and who plays it (a human or one of the bots). */
import type { PlayerId } from '../../../../engine/core/players';
import { BOTS, isBotName } from '../bots';
import type { Seat } from '../run';
import shared from '../../sandbox.module.css';

export function DeckAndSeat({
  side,
  decks,
  deck,
  seat,
  onDeck,
  onSeat,
  testIds,
}: {
  side: PlayerId;
  decks: readonly string[];
  deck: string;
  seat: Seat;
  onDeck: (deck: string) => void;
  onSeat: (seat: Seat) => void;
  testIds: { deck: string; seat: string };
}) {
  return (
    <>
      <label className={shared.field}>
        Deck
        <select value={deck} onChange={(e) => onDeck(e.target.value)} aria-label={`Player ${side}'s deck`} data-testid={testIds.deck}>
          {decks.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <label className={shared.field}>
        Played by
        <select value={seat} onChange={(e) => onSeat(isBotName(e.target.value) ? e.target.value : 'human')} aria-label={`Player ${side} is played by`} data-testid={testIds.seat}>
          <option value="human">a human (you)</option>
          {Object.entries(BOTS).map(([name, bot]) => (
            <option key={name} value={name} title={bot.description}>
              {bot.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
