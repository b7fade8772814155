import type { Awaiting } from '../../engine/core/game';
import type { PlayerId } from '../../engine/core/players';
import type { ChainAction } from './actions';
import { statText, type ChainCard } from './cards';
import { canPayTraits, cardOf, type ChainState } from './state';

export function awaiting(s: ChainState): Awaiting {
  if (s.winner) return { kind: 'over' };
  if (s.chain) return { kind: 'priority', player: s.chain.priority };
  return { kind: 'free', player: s.turn.player };
}

/** Who decides now, or null when the game is over. */
function decider(s: ChainState): PlayerId | null {
  if (s.winner) return null;
  return s.chain ? s.chain.priority : s.turn.player;
}

/**
 * Why `p` may not play `card` from the hand now, or null. With no chain, the turn player plays a move
 * with an initial ATK: 1 or more initiates combat (once a turn), 0 starts a non-combat chain. In a combat
 * chain the attacker adds moves with an additional ATK, the defender one initial defensive move and then
 * moves with an additional DEF. In a non-combat chain the turn player adds moves with initial ATK 0.
 * Special moves (`~` / `~`) join any chain, on either side (README decision 4). Every move costs its
 * traits: each must be a trait of the player's monster.
 */
export function whyNotPlayable(s: ChainState, p: PlayerId, card: ChainCard): string | null {
  if (card.type !== 'move') return `${card.name} is not a move`;
  if (!canPayTraits(s, p, card)) return `${card.name} costs the traits ${card.traits.join(', ')}; ${p}'s monster lacks some`;
  const special = card.atk.kind === 'none' && card.def.kind === 'none';
  const chain = s.chain;
  if (!chain) {
    if (special) return `${card.name} is a special move: it joins a chain, it does not start one`;
    if (card.atk.kind !== 'initial') return `with no chain, only a move with an initial ATK can be played (${card.name} has ATK ${statText(card.atk)})`;
    if (card.atk.value >= 1 && s.turn.combatDone) return `combat can be initiated only once a turn (${card.name} has ATK ${card.atk.value})`;
    return null;
  }
  if (special) return null;
  if (chain.kind === 'effect') {
    if (p === chain.attacker && card.atk.kind === 'initial' && card.atk.value === 0) return null;
    return `a non-combat chain takes only special moves, Field effects and the turn player's ATK 0 moves`;
  }
  if (p === chain.attacker) {
    if (card.atk.kind === 'additional') return null;
    return card.atk.kind === 'initial' ? `the attack already has its initial move: only an additional ATK (+n) can follow` : `${card.name} has ATK ~: it cannot be played on the attack`;
  }
  if (card.def.kind === 'none') return `${card.name} has DEF ~: it cannot be played in defence`;
  if (!chain.initialDefence) return card.def.kind === 'initial' ? null : `the defence begins with an initial defensive move; ${card.name} has DEF ${statText(card.def)}`;
  return card.def.kind === 'additional' ? null : `only one initial defensive move per defence; ${card.name} has DEF ${card.def.value}`;
}

/** Why `action` is not legal now, or null when it is. */
export function explainIllegal(s: ChainState, a: ChainAction): string | null {
  if (s.winner) return 'the game is over';
  const who = decider(s);
  if (a.player !== who) return s.chain ? `${who} has priority in the chain` : `it is ${who}'s turn`;
  const pl = s.players[a.player];
  switch (a.type) {
    case 'alter':
      if (s.chain || s.turn.phase !== 'alter') return 'Alter comes at the start of the turn, once, before anything is played';
      return pl.hand.includes(a.card) ? null : `${a.card} is not in ${a.player}'s hand`;
    case 'play': {
      const card = pl.hand.includes(a.card) ? cardOf(s, a.card) : undefined;
      if (!card) return `${a.card} is not in ${a.player}'s hand`;
      return whyNotPlayable(s, a.player, card);
    }
    case 'activate': {
      const card = pl.stasis.includes(a.card) ? cardOf(s, a.card) : undefined;
      if (!card) return `${a.card} is not in ${a.player}'s Stasis`;
      if (card.field.length === 0) return `${card.name} has no Field effect to activate`;
      if (!s.chain && s.turn.player !== a.player) return 'a chain is started by the turn player';
      return null;
    }
    case 'pass':
      return s.chain ? null : 'there is no chain to pass in: end the turn instead';
    case 'end-turn':
      return s.chain ? 'the chain must resolve first' : null;
  }
}

/** Every action `p` may take now. */
export function legalActions(s: ChainState, p: PlayerId): ChainAction[] {
  if (decider(s) !== p) return [];
  const pl = s.players[p];
  const out: ChainAction[] = [];
  const distinct = (iids: readonly string[]) => iids.filter((iid, i) => iids.findIndex((x) => s.cards[x]?.card === s.cards[iid]?.card) === i);
  if (!s.chain && s.turn.phase === 'alter') for (const card of distinct(pl.hand)) out.push({ type: 'alter', player: p, card });
  for (const iid of distinct(pl.hand)) {
    const card = cardOf(s, iid);
    if (card && whyNotPlayable(s, p, card) === null) out.push({ type: 'play', player: p, card: iid });
  }
  if (s.chain || s.turn.player === p) for (const iid of pl.stasis) if ((cardOf(s, iid)?.field.length ?? 0) > 0) out.push({ type: 'activate', player: p, card: iid });
  out.push(s.chain ? { type: 'pass', player: p } : { type: 'end-turn', player: p });
  return out;
}
