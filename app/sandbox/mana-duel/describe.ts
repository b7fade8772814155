/**
 * A mana duel action in words, for the log's titles. A player's view never learns the other player's
 * mulligan choice from a title (it is hidden until both have chosen).
 */
import type { Character, ManaAction } from '../../../games/mana-duel/actions';
import { findMonster, nameOf, type ManaState } from '../../../games/mana-duel/state';
import type { Viewer } from '../duel/viewer';

function character(s: ManaState, c: Character): string {
  return c.kind === 'player' ? `player ${c.player}` : nameOf(s, c.iid);
}

/** `action` in words, in the state before it. */
export function describeAction(s: ManaState, action: ManaAction, viewer: Viewer): string {
  const p = action.player;
  switch (action.type) {
    case 'choose-first':
      return `${p} chooses that ${action.first} starts`;
    case 'mulligan':
      if (viewer !== 'all' && viewer !== p) return `${p} chooses their mulligan`;
      return action.putBack.length === 0 ? `${p} keeps their opening hand` : `${p} puts back ${action.putBack.map((iid) => nameOf(s, iid)).join(', ')}`;
    case 'play': {
      const slot = action.slot === undefined ? '' : ` into slot ${action.slot}`;
      const target = action.target ? ` on ${character(s, action.target)}` : '';
      return `${p} plays ${nameOf(s, action.card)}${slot}${target}`;
    }
    case 'attack': {
      const attacker = findMonster(s, action.attacker) ? nameOf(s, action.attacker) : action.attacker;
      return `${p}: ${attacker} attacks ${character(s, action.defender)}`;
    }
    case 'end-turn':
      return `${p} ends the turn`;
  }
}
