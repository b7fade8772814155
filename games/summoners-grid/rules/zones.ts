import type { PlayerId } from '../../../engine/core/players';
import { shuffled } from '../../../engine/core/rng';
import { findCard } from './content';
import type { G } from './game';
import type { ZoneName } from './state';
import { ZONES } from './state';

/** Card movement between zones. Every card instance is in exactly one zone of its owner. */
export function zoneOf(g: G, iid: string): { player: PlayerId; zone: ZoneName } | undefined {
  for (const p of ['A', 'B'] as const) {
    for (const z of ZONES) if (g.s.players[p].zones[z].includes(iid)) return { player: p, zone: z };
  }
  return undefined;
}

export function cardName(g: G, iid: string): string {
  const c = g.s.cards[iid];
  return c ? (findCard(g.content, c.card)?.name.text ?? c.card) : iid;
}

/** Moves a card to the top (or bottom) of a zone of its owner. */
export function moveCard(g: G, iid: string, to: ZoneName, position: 'top' | 'bottom' = 'top'): void {
  const card = g.card(iid);
  const from = zoneOf(g, iid);
  if (from) {
    const list = g.s.players[from.player].zones[from.zone];
    list.splice(list.indexOf(iid), 1);
  }
  const target = g.s.players[card.owner].zones[to];
  if (position === 'top') target.unshift(iid);
  else target.push(iid);
  if (to !== 'in-play' && (card.faceDown !== undefined || card.setTurn !== undefined)) {
    // A copy without the two fields rather than `delete` on the card: V8 turns an object that loses a
    // property into a slow dictionary, and every rule that reads card instances then meets a new shape.
    const { faceDown: _faceDown, setTurn: _setTurn, ...rest } = card;
    g.replaceCard(iid, rest);
  }
  g.changed();
}

export function shuffleZone(g: G, player: PlayerId, zone: ZoneName): void {
  const z = g.s.players[player].zones;
  z[zone] = shuffled(g.s.rng, z[zone]);
  g.emit('shuffle', `${player} shuffles their ${zone}`, undefined, { data: { player, zone } });
}

/**
 * Draws cards one at a time. An empty main deck is refilled by shuffling the recharge pile into it; if
 * both are empty, that draw fails (and the remaining ones too).
 */
export function drawCards(g: G, player: PlayerId, count: number, why: string): number {
  const zones = g.s.players[player].zones;
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    if (zones['main-deck'].length === 0) {
      if (zones.recharge.length === 0) {
        g.emit('draw-failed', `${player}'s ${why} fails: no cards in the main deck or the recharge pile`, undefined, { data: { player } });
        break;
      }
      zones['main-deck'] = shuffled(g.s.rng, zones.recharge);
      zones.recharge = [];
      g.emit('reshuffle', `${player}'s main deck is empty: the recharge pile (${zones['main-deck'].length} cards) is shuffled in`, undefined, { data: { player } });
    }
    const iid = zones['main-deck'][0] as string;
    moveCard(g, iid, 'hand');
    drawn++;
    g.emit('draws', `${player} draws ${cardName(g, iid)} (${why})`, { player, card: iid, reason: why }, { visibleTo: player, publicText: `${player} draws a card (${why})` });
  }
  return drawn;
}
