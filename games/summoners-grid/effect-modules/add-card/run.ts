/** Summoner's Grid adds a generated copy of the named card on top of the player's zone (the hand when the zone is unknown). */
import { cardId, requireCard } from '../../rules/content';
import type { G } from '../../rules/game';
import { zoneByName } from '../../rules/select';
import { newCard } from '../../rules/setup';
import type { ExecState } from '../../rules/state';
import type { StepResult } from '../../interpret/choices';
import { playerOf, sourceName } from '../../interpret/exec-context';
import type { AddCardEffect } from './language';

export function runAddCard(g: G, exec: ExecState, effect: AddCardEffect): StepResult {
  const what = sourceName(g, exec);
  const player = playerOf(g, exec, effect.player);
  const zone = zoneByName(effect.to.text) ?? 'hand';
  const iid = newCard(g.s, player, cardId(requireCard(g.content, effect.card.text)), { generated: true });
  g.s.players[player].zones[zone].unshift(iid);
  g.changed();
  g.emit('card-added', () => `"${effect.card.text}" is added to ${player}'s ${zone} (${what})`, { player, card: iid, reason: 'added' });
  return 'continue';
}
