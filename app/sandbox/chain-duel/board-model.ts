/**
 * What the chain duel's table shows, from a state as one viewer sees it (pure, tested): each side's
 * monster with its HP and the damage zone growing toward it, the hand (hidden cards as backs), Stasis and
 * Drop, the action zone split into attack (the turn player's cards) and defence (the other player's), the
 * chain as it builds (links in order, vertical or horizontal) with its running Final ATK and DEF, and the
 * outcome. `s` is already the viewer's view (`engine.viewFor`): a hidden card has no name here.
 */
import type { PlayerId } from '../../../engine/core/players';
import { moveKind, statText } from '../../../games/chain-duel/cards';
import { combatTotals } from '../../../games/chain-duel/combat';
import { cardOf, HIDDEN, passiveStat, type ChainState } from '../../../games/chain-duel/state';

export interface CardFace {
  iid: string;
  /** The card's id (null while hidden): the card zoom draws its face. */
  id: string | null;
  /** null: a card the viewer may not see (its back is shown). */
  name: string | null;
  atk: string;
  def: string;
  kind: string;
  traits: string[];
  text: string;
  horizontal: boolean;
}

export interface SideModel {
  player: PlayerId;
  monster: { name: string; hp: number; atk: number; def: number; traits: string[]; text: string };
  damage: CardFace[];
  hand: CardFace[];
  stasis: CardFace[];
  drop: CardFace[];
  deck: number;
  action: CardFace[];
}

export interface ChainModel {
  kind: 'combat' | 'effect';
  links: Array<{ number: number; player: PlayerId; card: CardFace }>;
  priority: PlayerId;
  /** Combat only: the running totals as they would resolve now (effects not yet resolved excluded). */
  totals: { atk: number; def: number; atkText: string; defText: string; defended: boolean } | null;
}

export interface ChainBoardModel {
  turn: { number: number; player: PlayerId; phase: string; combatDone: boolean };
  sides: Record<PlayerId, SideModel>;
  /** The side whose cards form the attack half of the action zone (the turn player). */
  attacker: PlayerId;
  chain: ChainModel | null;
  outcome: string | null;
}

function face(s: ChainState, iid: string, texts: Readonly<Record<string, string>>, horizontal = false): CardFace {
  const inst = s.cards[iid];
  const card = inst && inst.card !== HIDDEN ? cardOf(s, iid) : undefined;
  if (!card) return { iid, id: null, name: null, atk: '', def: '', kind: '', traits: [], text: '', horizontal };
  return { iid, id: card.id, name: card.name, atk: statText(card.atk), def: statText(card.def), kind: card.type === 'monster' ? 'monster' : moveKind(card), traits: card.traits, text: texts[card.id] ?? '', horizontal };
}

export function chainBoard(s: ChainState, texts: Readonly<Record<string, string>>): ChainBoardModel {
  const side = (p: PlayerId): SideModel => {
    const pl = s.players[p];
    const monster = cardOf(s, pl.monster);
    const stat = (st: 'atk' | 'def') => (monster && monster[st].kind === 'initial' ? monster[st].value : 0);
    return {
      player: p,
      monster: { name: monster?.name ?? '?', hp: monster?.hp ?? 0, atk: stat('atk') + passiveStat(s, p, 'atk'), def: stat('def') + passiveStat(s, p, 'def'), traits: monster?.traits ?? [], text: monster ? (texts[monster.id] ?? '') : '' },
      damage: pl.damage.map((iid) => face(s, iid, texts)),
      hand: pl.hand.map((iid) => face(s, iid, texts)),
      stasis: pl.stasis.map((iid) => face(s, iid, texts)),
      drop: pl.drop.map((iid) => face(s, iid, texts)),
      deck: pl.deck.length,
      action: pl.action.map((a) => face(s, a.iid, texts, a.horizontal)),
    };
  };
  let chain: ChainModel | null = null;
  if (s.chain) {
    const c = s.chain;
    const t = c.kind === 'combat' ? combatTotals(s, c) : null;
    chain = {
      kind: c.kind,
      links: c.links.map((l, i) => ({ number: i + 1, player: l.player, card: face(s, l.iid, texts, l.horizontal) })),
      priority: c.priority,
      totals: t ? { atk: t.atk, def: t.def, atkText: t.atkText, defText: t.defText, defended: t.defended } : null,
    };
  }
  return { turn: { ...s.turn }, sides: { A: side('A'), B: side('B') }, attacker: s.chain?.attacker ?? s.turn.player, chain, outcome: s.winner ? s.endReason : null };
}
