import type { Condition } from '../../../dsl/ast';
import { NOWHERE, refNode } from '../../../dsl/synthetic-ast';
import { victories } from '../../../engine/core/formula/victory';
import { normName } from '../../../engine/core/formula/values';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import type { EvalContext } from '../interpret/expr';
import { unitsOnBoard } from './board';
import type { G } from './game';
import { SETTING } from './rule-names';

/**
 * The seed's rule, `win when you.vp >= victory-points`: it stands in for a ruleset that states none (the
 * validator reports that as L0422), so a game by such a ruleset can still be won. The setting is named as
 * the ruleset spells it (`victory-vp` is accepted too, see rule-names.ts).
 */
function seedWin(g: G): Condition {
  const setting = SETTING.victoryVP.find((n) => g.content.settings.has(normName(n))) ?? SETTING.victoryVP[0];
  return { kind: 'Compare', op: '>=', left: refNode('you', 'vp'), right: refNode(setting), range: NOWHERE };
}

/**
 * Where a player's win condition is read: `you` is the player, `opponent` the other; a setting is the
 * player's own after the rule overrides in play (a card may change `victory-points` for one player).
 */
function playerContext(g: G, player: PlayerId): EvalContext {
  return { ...g.plainContext(player), locals: { you: { t: 'player', p: player }, opponent: { t: 'player', p: opponentOf(player) } } };
}

/**
 * Victory, checked whenever the game settles (the stack empty, no trigger pending): a player meeting one
 * of the ruleset's `win when` lines wins (the seed's: `you.vp >= victory-points`, which stands in when the
 * ruleset has none). Both at once: more summons in play wins, else a draw. Returns whether the game is over.
 */
export function checkVictory(g: G): boolean {
  const written = g.content.ruleset.winConditions ?? [];
  const met = victories(written.length > 0 ? written : [seedWin(g)], (p) => playerContext(g, p));
  const [first, second] = met;
  if (!first) return false;
  if (second) {
    const count = (p: PlayerId) => unitsOnBoard(g).filter((u) => u.controller === p).length;
    const ca = count('A');
    const cb = count('B');
    g.s.winner = ca === cb ? 'draw' : ca > cb ? 'A' : 'B';
    g.s.endReason = `both players meet a win condition (A: ${first.text}; B: ${second.text}); summons in play A ${ca}, B ${cb}: ${g.s.winner === 'draw' ? 'the game is a draw' : `${g.s.winner} wins`}`;
  } else {
    g.s.winner = first.player;
    g.s.endReason = `${first.player} wins: ${first.text}`;
  }
  g.emit('game-over', g.s.endReason);
  g.s.turn.phase = 'over';
  return true;
}
