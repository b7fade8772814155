import type { CardDecl } from '../../../dsl/ast';
import { opponentOf, type PlayerId } from '../../../engine/core/players';
import { otherDice, shuffled, type RngState } from '../../../engine/core/rng';
import { findCard, type Content } from '../rules/content';
import { cloneState, type CardInstance, type GameState } from '../rules/state';

/**
 * A sample of the game as `me` might believe it to be: everything `viewFor(state, me)` shows is kept, and
 * what it hides is redrawn at random from what is consistent with it:
 * - the opponent's unseen cards (hand, main deck, face-down cards in play) are dealt again from the
 *   multiset of those cards — the opponent's decklist minus what has been seen; a face-down card only
 *   receives a card that could have been set there (same card type, same footprint for a trap);
 * - both main decks are shuffled (their order is hidden from both players);
 * - the dice get a new seed (the real seed would predict every roll).
 * Summon-slot cards stay: which slots are still in a hand is public (the others are on the board).
 *
 * The result depends only on the view, the multiset of hidden cards and `rng`, never on where the hidden
 * cards really are (the pools are put in a canonical order before they are dealt): a player looking
 * ahead on a sample learns nothing the rules hide.
 */
export function determinize(content: Content, state: GameState, me: PlayerId, rng: RngState): GameState {
  const s = cloneState(state);
  const opp = opponentOf(me);
  const zones = s.players[opp].zones;
  const isHidden = (iid: string) => !s.cards[iid]?.slot;
  const faceDown = zones['in-play'].filter((iid) => s.cards[iid]?.faceDown).sort();
  const open = [...zones.hand.filter(isHidden), ...[...zones['main-deck']].sort()];
  const positions = [...faceDown, ...open];
  const pool = positions.map((iid) => payload(s.cards[iid] as CardInstance)).sort(comparePayloads);
  const dealt = shuffled(rng, pool);
  for (const iid of faceDown) {
    const want = setKey(content, s.cards[iid]?.card);
    let index = dealt.findIndex((p) => setKey(content, p.card) === want);
    // Nothing else of its kind is unseen: the card itself is the only possibility.
    if (index < 0) index = dealt.findIndex((p) => p.card === s.cards[iid]?.card);
    assign(s, iid, dealt.splice(index, 1)[0] as Payload);
  }
  open.forEach((iid, i) => assign(s, iid, dealt[i] as Payload));
  for (const p of [me, opp]) s.players[p].zones['main-deck'] = shuffled(rng, [...s.players[p].zones['main-deck']].sort());
  s.rng = otherDice(rng, s.rng);
  return s;
}

interface Payload {
  card: string;
  generated?: boolean;
}

function payload(c: CardInstance): Payload {
  return c.generated ? { card: c.card, generated: true } : { card: c.card };
}

function comparePayloads(a: Payload, b: Payload): number {
  return a.card < b.card ? -1 : a.card > b.card ? 1 : Number(a.generated === true) - Number(b.generated === true);
}

function assign(s: GameState, iid: string, p: Payload): void {
  const { generated: _generated, ...rest } = s.cards[iid] as CardInstance;
  // Built without `delete` (which makes V8 store the object as a slow dictionary).
  s.cards[iid] = p.generated ? { ...rest, card: p.card, generated: true } : { ...rest, card: p.card };
}

/**
 * What must agree for a card to stand in for a face-down card: a set counter or reaction could be any
 * card that can be set that way; a set trap's footprint is on the board for both players to see.
 */
function setKey(content: Content, card: string | undefined): string {
  const decl: CardDecl | undefined = card === undefined ? undefined : findCard(content, card);
  if (!decl) return '?';
  if (decl.cardType === 'counter' || decl.cardType === 'reaction') return 'set';
  if (decl.cardType === 'building' && decl.trap) {
    const { width, height } = decl.footprint;
    return `trap:${Math.min(width, height)}x${Math.max(width, height)}`;
  }
  return decl.cardType;
}
