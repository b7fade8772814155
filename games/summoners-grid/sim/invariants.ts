import type { GameEvent } from '../../../engine/core/events';
import { ZONES, type GameState } from '../rules/state';
import type { EngineDef } from '../rules/game';
import { unitStatsOf } from '../rules/stats';

/**
 * Invariants that hold after every action of every game. Each returns a list of violations (empty when
 * the state is sound), so a property test can report all of them with the action that broke them.
 */
export function cardConservation(prev: GameState, next: GameState, events: readonly GameEvent[]): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  for (const p of ['A', 'B'] as const) {
    for (const z of ZONES) {
      for (const iid of next.players[p].zones[z]) {
        if (seen.has(iid)) out.push(`card ${iid} is in both ${seen.get(iid)} and ${p}.${z}`);
        seen.set(iid, `${p}.${z}`);
        const card = next.cards[iid];
        if (!card) out.push(`${p}.${z} holds unknown card ${iid}`);
        else if (card.owner !== p) out.push(`card ${iid} of ${card.owner} is in ${p}'s ${z}`);
      }
    }
  }
  for (const iid of Object.keys(next.cards)) if (!seen.has(iid)) out.push(`card ${iid} is in no zone`);
  for (const iid of Object.keys(prev.cards)) if (!next.cards[iid]) out.push(`card ${iid} vanished`);
  const created = events.filter((e) => e.kind === 'card-added').length;
  const grown = Object.keys(next.cards).length - Object.keys(prev.cards).length;
  if (grown !== created) out.push(`${grown} cards appeared but ${created} were added by effects`);
  return out;
}

export function boardSound(def: EngineDef, s: GameState): string[] {
  const out: string[] = [];
  const taken = new Map<string, string>();
  const { width, height } = def.content.ruleset.board;
  for (const u of Object.values(s.units)) {
    if (u.removed) {
      if (u.at) out.push(`removed unit ${u.id} has a position`);
      continue;
    }
    if (!u.at) {
      out.push(`unit ${u.id} in play has no position`);
      continue;
    }
    const key = `${u.at.x},${u.at.y}`;
    if (taken.has(key)) out.push(`units ${taken.get(key)} and ${u.id} share (${key})`);
    taken.set(key, u.id);
    if (u.at.x < 0 || u.at.y < 0 || u.at.x >= width || u.at.y >= height) out.push(`unit ${u.id} is off the board at (${key})`);
    const st = unitStatsOf(def, s, u.id);
    if (st.hp > st.maxHP) out.push(`unit ${u.id} has HP ${st.hp} > max HP ${st.maxHP}`);
    if (st.hp <= 0) out.push(`unit ${u.id} is on the board with HP ${st.hp}`);
    if (u.level < 1) out.push(`unit ${u.id} has level ${u.level}`);
  }
  return out;
}

const VP_SOURCES = new Set(['defeat', 'direct-attack', 'effect']);

/** VP equals the sum of its uncancelled ledger entries, and every entry comes from a listed source. */
export function vpSound(s: GameState, events: readonly GameEvent[], prev: GameState): string[] {
  const out: string[] = [];
  for (const p of ['A', 'B'] as const) {
    const sum = s.vpLedger.filter((r) => r.player === p && !r.cancelled).reduce((a, r) => a + r.amount, 0);
    if (sum !== s.players[p].vp) out.push(`${p} has ${s.players[p].vp} VP but the ledger says ${sum}`);
  }
  for (const r of s.vpLedger.slice(prev.vpLedger.length)) {
    if (!VP_SOURCES.has(r.source)) out.push(`VP from an unlisted source ${r.source}`);
  }
  const newDefeatVP = s.vpLedger.slice(prev.vpLedger.length).filter((r) => r.source === 'defeat').length;
  const defeats = events.filter((e) => e.kind === 'defeated').length;
  if (newDefeatVP !== defeats) out.push(`${newDefeatVP} defeat VP gains for ${defeats} defeats`);
  return out;
}
