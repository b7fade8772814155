import type { EventLog } from '../../engine/core/events';
import { victories } from '../../engine/core/formula/victory';
import type { PlayerId } from '../../engine/core/players';
import { playerContext } from './formulas';
import type { ManaState } from './state';

/**
 * The ruleset's `win when` lines decide the mana duel (the seed's `opponent.health <= 0`: the first player
 * to reach 0 health loses). They are checked whenever a player's numbers may have changed: at once when a
 * player takes damage (so nothing further resolves), after every step of an effect with the defeated
 * monsters, and after every action. The names a line reads are a player's stats (`opponent.health`,
 * `you.mana`, `you.graveyard` …, see formulas.ts) and the ruleset's settings and formulas.
 *
 * Rule decision: when a check finds both players meeting a line at once (possible only with lines other
 * than the seed's), the player whose turn it is wins; the mana duel has no draws.
 */
export function checkVictory(s: ManaState, log: EventLog): void {
  if (s.winner || s.rules.win.length === 0) return;
  const met = victories(s.rules.win, (you) => playerContext(s.rules, s, you));
  const won = met.find((v) => v.player === s.turn.player) ?? met[0];
  if (won) endGame(s, log, won.player, `${won.player} wins: ${won.text}`);
}

export function endGame(s: ManaState, log: EventLog, winner: PlayerId, reason: string): void {
  s.winner = winner;
  s.endReason = reason;
  s.turn.phase = 'over';
  log.emit('game-over', reason, { data: { winner } });
}
