import { EventLog, type GameEvent } from '../../engine/core/events';
import type { SetupOptions } from '../../engine/core/game';
import { PLAYERS, type PlayerId } from '../../engine/core/players';
import { createRng, flipCoin, scriptDraws, shuffled } from '../../engine/core/rng';
import type { ManaCard } from './cards';
import { deckProblems, ManaDeckError, type ManaDeck } from './deck';
import { drawCards } from './effects';
import type { ManaRules } from './rules';
import type { ManaState, PlayerState } from './state';
import { setFirstPlayer } from './turn';

/**
 * A new match by `rules`: both decks shuffled, the opening hand each, then who starts (the setup option, or a coin flip whose
 * winner chooses with a `choose-first` action), then the mulligan (a simultaneous hidden choice).
 * Throws `ManaDeckError` for a deck that breaks the deck rules (check with `deckProblems` first).
 */
export function setupMatch(rules: ManaRules, decks: Record<PlayerId, ManaDeck>, seed: number, options: SetupOptions): { state: ManaState; events: GameEvent[] } {
  const pool: Record<string, ManaCard> = {};
  for (const p of PLAYERS) {
    const problems = deckProblems(decks[p], rules.deck);
    if (problems.length) throw new ManaDeckError(`${p}'s deck: ${problems.join('; ')}`);
    for (const c of decks[p].pool) {
      const known = pool[c.id];
      if (known && JSON.stringify(known) !== JSON.stringify(c)) throw new ManaDeckError(`both decks define "${c.id}", differently`);
      pool[c.id] = c;
    }
  }
  const rng = scriptDraws(createRng(seed), options.script ?? []);
  const log = new EventLog(0, options.explain !== false);
  const player = (p: PlayerId): PlayerState => ({ health: rules.startHealth, mana: 0, maxMana: 0, deck: shuffled(rng, decks[p].cards), hand: [], battlefield: Array.from({ length: rules.battlefieldSize }, () => null), graveyard: [], fatigue: 0, drawn: 0 });
  const players = { A: player('A'), B: player('B') };
  const s: ManaState = {
    rules,
    pool,
    decklists: { A: [...decks.A.cards].sort(), B: [...decks.B.cards].sort() },
    cards: {},
    players,
    turn: { number: 0, player: 'A', phase: 'choose-first' },
    coinWinner: null,
    first: null,
    mulligan: { A: null, B: null },
    winner: null,
    endReason: '',
    seq: 0,
    rng,
  };
  for (const p of PLAYERS) {
    log.emit('shuffle', `${p} shuffles their deck of ${decks[p].cards.length} cards`);
    drawCards(s, log, p, rules.openingHand);
  }
  if (options.firstPlayer) setFirstPlayer(s, log, options.firstPlayer, 'set for this match: in a series the starts alternate');
  else {
    const coin = flipCoin(s.rng);
    // Heads: A wins the flip.
    s.coinWinner = coin.value === 'heads' ? 'A' : 'B';
    s.turn.player = s.coinWinner;
    log.emit('coin-flip', `coin flip: ${coin.value}${coin.forced ? ' (scripted)' : ''} → ${s.coinWinner} wins and chooses who starts`, { data: { winner: s.coinWinner } });
  }
  s.seq = log.seq;
  return { state: s, events: log.events };
}
