'use client';
/**
 * One chain duel run in React: its timeline (states replayed from it; undo, stepping and branches are the
 * shared timeline's), the draws scripted for the next action, whose eyes the table uses, the last notice,
 * and the bots, which play their sides after a short delay when the game waits for them at the end of the
 * timeline. Every click is a local engine call.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { actorOf } from '../../../engine/core/game';
import type { PlayerId } from '../../../engine/core/players';
import type { ScriptedDraw } from '../../../engine/core/rng';
import type { ChainAction } from '../../../games/chain-duel/actions';
import type { ChainState } from '../../../games/chain-duel/state';
import { back, forward, goTo, switchBranch, timeline, undo } from '../model/timeline';
import type { Viewer } from '../mana-duel/viewer';
import { chainBoard, type ChainBoardModel } from './board-model';
import type { CompiledChainDuel } from './compile';
import { chainLog, type LogGroup } from './log-model';
import { appendEntry, botFor, chainFrames, type ChainEntry, type ChainFrame, type ChainSetup, type ChainTimeline } from './run';

/** `follow`: the table shows the side to act (hot seat); otherwise a fixed viewer. */
export type ViewerMode = 'follow' | Viewer;

/** How long a bot waits before it acts, so a designer can follow its moves. */
export const BOT_DELAY_MS = 450;

export interface ChainSession {
  setup: ChainSetup;
  timeline: ChainTimeline;
  frames: ChainFrame[];
  broken: { at: number; reason: string } | null;
  state: ChainState;
  viewer: Viewer;
  viewerMode: ViewerMode;
  board: ChainBoardModel;
  log: LogGroup[];
  waitsFor: PlayerId | null;
  /** The side the designer acts for now (null: nobody may act, or it is a bot's decision). */
  acting: PlayerId | null;
  legal: ChainAction[];
  notice: string | null;
  queued: ScriptedDraw[];
}

export interface ChainSessionActions {
  act(action: ChainAction): void;
  back(): void;
  forward(): void;
  goTo(cursor: number): void;
  undo(): void;
  switchBranch(index: number): void;
  queueDraw(draw: ScriptedDraw): void;
  clearDraws(): void;
  setViewerMode(mode: ViewerMode): void;
}

export function useChainSession(game: CompiledChainDuel, setup: ChainSetup, start: ChainFrame): [ChainSession, ChainSessionActions] {
  const engine = game.engine;
  const [line, setLine] = useState<ChainTimeline>(() => timeline<ChainAction, ScriptedDraw>());
  const [queued, setQueued] = useState<ScriptedDraw[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const humans = (['A', 'B'] as const).filter((p) => setup.seats[p] === 'human');
  const [viewerMode, setViewerMode] = useState<ViewerMode>(humans.length === 2 ? 'follow' : (humans[0] ?? 'all'));
  const [frames] = useState(() => chainFrames(engine, start));
  // One bot per bot seat for the whole run: a bot keeps its own generator between decisions.
  const [bots] = useState(() => ({ A: botFor(setup.seats.A, setup.seed * 2 + 1), B: botFor(setup.seats.B, setup.seed * 2 + 2) }));

  const replay = useMemo(() => frames.compute(line.entries), [frames, line.entries]);
  const broken = replay.ok ? null : { at: replay.failedAt, reason: replay.reason };
  const cursor = Math.min(line.cursor, replay.frames.length - 1);
  const frame = replay.frames[cursor] ?? start;
  const state = frame.state;
  const waitsFor = actorOf(engine.awaiting(state));
  const acting = waitsFor && setup.seats[waitsFor] === 'human' ? waitsFor : null;
  const viewer: Viewer = viewerMode === 'follow' ? (waitsFor ?? 'all') : viewerMode;
  const view = useMemo(() => (viewer === 'all' ? state : engine.viewFor(state, viewer)), [engine, state, viewer]);
  const legal = useMemo(() => (acting ? engine.legalActions(state, acting) : []), [engine, state, acting]);
  const board = useMemo(() => chainBoard(view, game.texts), [view, game.texts]);
  const log = useMemo(() => chainLog(replay.frames, line.entries.slice(0, replay.frames.length - 1), cursor, viewer, setup.script), [replay.frames, line.entries, cursor, viewer, setup.script]);

  const commit = useCallback(
    (action: ChainAction, draws: ScriptedDraw[]) => {
      const r = engine.apply(draws.length > 0 ? engine.script(state, draws) : state, action, { explain: false });
      if (!r.ok) return setNotice(r.reason);
      const entry: ChainEntry = { action, rolls: draws };
      setLine((t) => appendEntry(engine, { ...t, cursor }, entry));
      setQueued([]);
      setNotice(null);
    },
    [engine, state, cursor],
  );

  const atEnd = cursor === line.entries.length && !broken;
  const bot = waitsFor ? bots[waitsFor] : null;
  useEffect(() => {
    if (!bot || !waitsFor || !atEnd) return;
    const timer = window.setTimeout(() => {
      const options = engine.legalActions(state, waitsFor);
      if (options.length > 0) commit(bot.decide({ engine, state, player: waitsFor, legal: options }), queued);
    }, BOT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [bot, waitsFor, atEnd, engine, state, commit, queued]);

  const latest = useRef({ commit, queued, cursor });
  useLayoutEffect(() => {
    latest.current = { commit, queued, cursor };
  }, [commit, queued, cursor]);

  const humanSeats = humans.length;
  const actions: ChainSessionActions = useMemo(
    () => ({
      act: (action) => latest.current.commit(action, latest.current.queued),
      back: () => setLine((t) => back({ ...t, cursor: latest.current.cursor })),
      forward: () => setLine((t) => forward({ ...t, cursor: latest.current.cursor })),
      goTo: (n) => setLine((t) => goTo(t, n)),
      // Against a bot, undo takes back the designer's last decision with the bot's answers after it.
      undo: () => {
        setLine((t) => {
          let u = { ...t, cursor: latest.current.cursor };
          const byBot = (entry: ChainEntry | undefined) => entry !== undefined && setup.seats[entry.action.player] !== 'human';
          if (humanSeats > 0) while (byBot(u.entries[u.cursor - 1])) u = undo(u);
          return undo(u);
        });
        setNotice(null);
      },
      switchBranch: (i) => setLine((t) => switchBranch(t, i)),
      queueDraw: (d) => setQueued((q) => [...q, d]),
      clearDraws: () => setQueued([]),
      setViewerMode,
    }),
    [setup.seats, humanSeats],
  );

  return [{ setup, timeline: { ...line, cursor }, frames: replay.frames, broken, state, viewer, viewerMode, board, log, waitsFor, acting, legal, notice, queued }, actions];
}
