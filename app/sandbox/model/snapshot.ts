/**
 * The position of a running game as a scenario setup ("save this position"). A scenario position holds
 * units, buildings, face-down cards, zones, VP and the turn; what it cannot hold is listed in `lost`
 * (active modifiers and timed effects, quests in play, the stack, a pending choice, the random
 * generator's progress), so the designer knows the saved position is not the whole game state.
 */
import { findCard, type Engine, type GameState } from '../../../games/summoners-grid/index';
import { SETUP_PHASES, SETUP_ZONES, emptyPlayer, freeHandle, type Setup, type SetupPhase, type Side } from './setup';
import { plural } from '../../ui/plural';

export function setupFromState(engine: Engine, state: GameState, name: string): { setup: Setup; lost: string[]; handles: Record<string, string> } {
  const content = engine.def.content;
  const cardName = (id: string) => findCard(content, id)?.name.text ?? id;
  const lost: string[] = [];
  const taken = new Set<string>();
  const handles: Record<string, string> = {};
  const phase: SetupPhase = (SETUP_PHASES as readonly string[]).includes(state.turn.phase) ? (state.turn.phase as SetupPhase) : 'action';
  if (phase !== state.turn.phase) lost.push(`the ${state.turn.phase} phase (saved as the Action Phase)`);
  const setup: Setup = { name, ruleset: content.ruleset.name.text, seed: state.rng.seed, turn: { number: Math.max(1, state.turn.number), player: state.turn.player, phase }, players: { A: emptyPlayer(), B: emptyPlayer() } };
  const onBoard = new Set<string>();
  for (const u of Object.values(state.units).sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))) {
    if (u.removed || !u.at) continue;
    const card = state.cards[u.iid];
    if (!card) continue;
    onBoard.add(u.iid);
    const handle = freeHandle(cardName(card.card), taken);
    taken.add(handle);
    handles[handle] = u.id;
    setup.players[u.controller].units.push({
      handle,
      card: cardName(card.card),
      role: cardName(u.role),
      equipment: u.equipment.map((e) => cardName(e.card)),
      at: { x: u.at.x, y: u.at.y },
      level: u.level,
      hp: engine.unitStats(state, u.id).hp,
      statuses: [...new Set(state.statuses.filter((s) => s.unit === u.id).map((s) => s.status))],
      ...(u.moved > 0 ? { moved: u.moved } : {}),
      ...(u.attacks > 0 ? { attacks: u.attacks } : {}),
      completed: u.quests.map(cardName),
    });
  }
  for (const b of Object.values(state.buildings)) {
    const card = state.cards[b.iid];
    if (!card) continue;
    onBoard.add(b.iid);
    const x = Math.min(...b.spaces.map((s) => s.x));
    const y = Math.min(...b.spaces.map((s) => s.y));
    setup.players[b.controller].buildings.push({ card: cardName(card.card), at: { x, y }, faceDown: b.faceDown });
  }
  for (const side of ['A', 'B'] as const satisfies readonly Side[]) {
    const p = state.players[side];
    const out = setup.players[side];
    out.vp = p.vp;
    for (const zone of SETUP_ZONES) {
      const cards = p.zones[zone].map((iid) => state.cards[iid]?.card).filter((c): c is string => !!c && c !== 'hidden');
      if (cards.length > 0) out.zones[zone] = cards.map(cardName);
    }
    for (const iid of p.zones['in-play']) {
      const card = state.cards[iid];
      if (!card || onBoard.has(iid)) continue;
      if (card.faceDown) out.faceDown.push(cardName(card.card));
    }
  }
  const quests = Object.keys(state.quests).length;
  const timed = state.modifiers.length + state.replacements.length + state.riders.length + state.grants.length + state.statuses.filter((s) => s.until !== null).length;
  if (timed > 0) lost.push(`${plural(timed, 'active effect')} (modifiers, timed statuses, riders): a scenario position has no way to state them`);
  if (quests > 0) lost.push(`${plural(quests, 'quest')} in play`);
  if (state.stack.length > 0) lost.push(`${plural(state.stack.length, 'item')} on the stack`);
  if (state.choice) lost.push('the pending choice');
  lost.push('the random generator’s progress (the saved position rolls from its seed again)');
  return { setup, lost, handles };
}
