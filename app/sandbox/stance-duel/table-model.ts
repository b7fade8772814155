/**
 * What the stance duel's table shows, read from one player's view of the game (so nothing hidden can
 * reach the page): each side's fighter with its printed stats and what its kit makes of them now, its kit
 * with rules text, the score, and
 * where that side stands in the exchange being chosen — still choosing, chosen (hidden from the other),
 * or its own stance. The log is the events of every applied action as the viewer may see them, grouped
 * by exchange.
 */
import { eventsFor, type GameEvent } from '../../../engine/core/events';
import { PLAYERS, type PlayerId } from '../../../engine/core/players';
import { STATS, type Stat } from '../../../games/stance-duel/cards';
import { stanceWord } from '../../../games/stance-duel/exchange';
import { effectiveStats, printedStats } from '../../../games/stance-duel/formulas';
import type { Stance } from '../../../games/stance-duel/rules';
import { HIDDEN, type StanceState } from '../../../games/stance-duel/state';

export type SideStatus = { kind: 'choosing' } | { kind: 'hidden' } | { kind: 'chosen'; stance: Stance } | { kind: 'over' };

export interface SideModel {
  player: PlayerId;
  fighter: string;
  /**
   * `value` is printed on the fighter; `withKit` is what the exchange's formulas read before any stance is
   * revealed: every stat change of the kits (both players') whose condition holds now (`while opponent.wins
   * > you.wins`); changes that depend on a stance apply once the stances are in.
   */
  stats: Array<{ stat: Stat; value: number; withKit: number }>;
  kit: Array<{ id: string; name: string; type: string; text: string }>;
  wins: number;
  damage: number;
  status: SideStatus;
  /** The stance this side took in the last exchange, once revealed. */
  last: Stance | null;
}

export function sideModels(view: StanceState, texts: Readonly<Record<string, string>>): Record<PlayerId, SideModel> {
  const last = view.history[view.history.length - 1];
  const side = (p: PlayerId): SideModel => {
    const committed = view.committed[p];
    const status: SideStatus = view.winner ? { kind: 'over' } : committed === undefined ? { kind: 'choosing' } : committed === HIDDEN ? { kind: 'hidden' } : { kind: 'chosen', stance: committed };
    const stats = printedStats(view, p);
    const withKit = effectiveStats(view, { attacker: p, stances: null }, p);
    return {
      player: p,
      fighter: view.pool[view.players[p].fighter]?.name ?? view.players[p].fighter,
      stats: STATS.map((stat) => ({ stat, value: stats[stat], withKit: withKit[stat] })),
      kit: view.players[p].kit.map((id) => ({ id, name: view.pool[id]?.name ?? id, type: view.pool[id]?.type ?? '', text: texts[id] ?? '' })),
      wins: view.players[p].wins,
      damage: view.players[p].damage,
      status,
      last: last?.stances[p] ?? null,
    };
  };
  return { A: side('A'), B: side('B') };
}

export function statusText(s: SideModel): string {
  switch (s.status.kind) {
    case 'choosing':
      return 'choosing a stance…';
    case 'hidden':
      return 'has chosen: hidden until both have';
    case 'chosen':
      return `chose ${stanceWord(s.status.stance)}`;
    case 'over':
      return 'the fight is over';
  }
}

export interface LogGroup {
  title: string;
  lines: Array<{ seq: number; kind: string; text: string }>;
}

/** The log as `viewer` may see it, one group per exchange (the coin flip before the first). */
export function logGroups(events: readonly GameEvent[], viewer: PlayerId): LogGroup[] {
  const groups: LogGroup[] = [{ title: 'Before the fight', lines: [] }];
  let exchange = 0;
  for (const e of eventsFor(events, viewer)) {
    const n = typeof e.data?.exchange === 'number' ? e.data.exchange : null;
    const mentioned = /exchange (\d+)/.exec(e.text)?.[1];
    const at = n ?? (mentioned ? Number(mentioned) : exchange);
    if (at > exchange) {
      exchange = at;
      groups.push({ title: `Exchange ${at}`, lines: [] });
    }
    groups[groups.length - 1]?.lines.push({ seq: e.seq, kind: e.kind, text: e.text });
  }
  return groups.filter((g) => g.lines.length > 0);
}

/** Whose eyes the table uses: the one human (against a bot), or in hot seat the side still to choose. */
export function viewerFor(state: StanceState, humans: readonly PlayerId[]): PlayerId {
  if (humans.length === 1) return humans[0] as PlayerId;
  return PLAYERS.find((p) => state.committed[p] === undefined) ?? 'A';
}
