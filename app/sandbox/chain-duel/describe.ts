/** A chain duel action in words, for the log's titles (nothing in it is hidden from either player). */
import type { ChainAction } from '../../../games/chain-duel/actions';
import type { ChainState } from '../../../games/chain-duel/state';

export function describeAction(s: ChainState, a: ChainAction): string {
  const name = (iid: string) => (s.cards[iid] && s.pool[s.cards[iid].card]?.name) || 'a card';
  switch (a.type) {
    case 'alter':
      return `${a.player} alters: drops ${name(a.card)}`;
    case 'play':
      return `${a.player} plays ${name(a.card)}`;
    case 'activate':
      return `${a.player} activates ${name(a.card)} from Stasis`;
    case 'pass':
      return `${a.player} passes`;
    case 'end-turn':
      return `${a.player} ends the turn`;
  }
}
