import type { EventLog } from '../../engine/core/events';
import { isBuiltin } from '../../dsl/builtins';
import { victories } from '../../engine/core/formula/victory';
import { normName } from '../../engine/core/formula/values';
import type { PlayerId } from '../../engine/core/players';
import { playerContext } from './formulas';
import type { ManaRules } from './rules';
import type { ManaState } from './state';

/**
 * The ruleset's `win when` lines decide the mana duel (the seed's `opponent.health <= 0`: the first player
 * to reach 0 health loses). They are checked whenever a player's numbers may have changed: at once when a
 * player's health changes (so nothing further resolves), and, for lines that read more than health, after
 * every step of an effect with the defeated monsters and after every action. The names a line reads are a player's stats (`opponent.health`,
 * `you.mana`, `you.graveyard` …, see formulas.ts) and the ruleset's settings and formulas.
 *
 * Rule decision: when a check finds both players meeting a line at once (possible only with lines other
 * than the seed's), the player whose turn it is wins; the mana duel has no draws.
 */
export function checkVictory(s: ManaState, log: EventLog, cause: 'health' | 'any' = 'any'): void {
  if (s.winner || s.rules.win.length === 0) return;
  // Lines reading only players' health (the seed's) cannot change their outcome but through health: the
  // checks after every step and action are skipped for them (5 % of a greedy game's time, profiled).
  if (cause === 'any' && readsOnlyHealth(s.rules)) return;
  const met = victories(s.rules.win, (you) => playerContext(s.rules, s, you));
  const won = met.find((v) => v.player === s.turn.player) ?? met[0];
  if (won) endGame(s, log, won.player, `${won.player} wins: ${won.text}`);
}

const healthOnly = new WeakMap<ManaRules, boolean>();

/**
 * Do the rules' win lines read nothing of a position but the players' `health`? Settings and numbers are
 * constant; a ruleset formula (which may read a stat) or any other stat makes the answer no.
 */
function readsOnlyHealth(rules: ManaRules): boolean {
  let found = healthOnly.get(rules);
  if (found === undefined) {
    const formulas = new Set(rules.formulas.map((f) => normName(f.name.text)));
    found = rules.win.every((line) => onlyHealth(line, formulas));
    healthOnly.set(rules, found);
  }
  return found;
}

function onlyHealth(node: unknown, formulas: ReadonlySet<string>): boolean {
  if (Array.isArray(node)) return node.every((n) => onlyHealth(n, formulas));
  if (typeof node !== 'object' || node === null) return true;
  const n = node as { kind?: unknown; path?: ReadonlyArray<{ text: string }>; fn?: { text: string } };
  if (n.kind === 'Ref' && n.path) {
    const [head, ...rest] = n.path.map((p) => normName(p.text));
    if (rest.length === 0) return head === undefined || !formulas.has(head);
    return (head === 'you' || head === 'opponent') && rest.length === 1 && rest[0] === 'health';
  }
  if (n.kind === 'Call' && n.fn && !isBuiltin(n.fn.text)) return false;
  return Object.entries(node).every(([key, value]) => key === 'range' || onlyHealth(value, formulas));
}

export function endGame(s: ManaState, log: EventLog, winner: PlayerId, reason: string): void {
  s.winner = winner;
  s.endReason = reason;
  s.turn.phase = 'over';
  log.emit('game-over', reason, { data: { winner } });
}
