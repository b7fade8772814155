'use client';
/**
 * One duel run in React: its timeline (states replayed from it; undo, stepping and branches are the
 * shared timeline's), the draws scripted for the next action, whose eyes the table uses, the last notice
 * (an illegal action's reason), and the bots, which play their sides on their own after a short delay when
 * the game waits for them at the end of the timeline. Every click is a local engine call: nothing goes to
 * the server. What the table shows and how the log titles an action are the game's (`DuelModel`).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Player } from '../../../engine/ai/index';
import { nextMove } from '../../../engine/ai/next-move';
import { actorOf, type GameAction } from '../../../engine/core/game';
import type { PlayerId } from '../../../engine/core/players';
import type { ScriptedDraw } from '../../../engine/core/rng';
import { back, forward, goTo, switchBranch, timeline, undo } from '../model/timeline';
import { createBot, isBotName } from './bots';
import type { CompiledDuel } from './compile';
import { duelLog, type DescribeAction, type LogGroup } from './log-model';
import { appendEntry, duelFrames, type DuelEntry, type DuelFrame, type DuelSetup, type DuelTimeline } from './run';
import type { Viewer } from './viewer';

/** What the table shows of a state as `viewer` sees it (`view` is already `engine.viewFor`'s), and the log's titles. */
export interface DuelModel<S, A, B> {
  board(view: S, viewer: Viewer, texts: Readonly<Record<string, string>>): B;
  describeAction: DescribeAction<S, A>;
}

/** `follow`: the table shows the side to act (hot seat); otherwise a fixed viewer. */
export type ViewerMode = 'follow' | Viewer;

/** How long a bot waits before it acts, so a designer can follow its moves. */
export const BOT_DELAY_MS = 450;

export interface DuelSession<S, A, B> {
  setup: DuelSetup;
  timeline: DuelTimeline<A>;
  frames: DuelFrame<S>[];
  broken: { at: number; reason: string } | null;
  state: S;
  viewer: Viewer;
  viewerMode: ViewerMode;
  board: B;
  log: LogGroup[];
  /** Who the game waits for (null: nobody, the game is over). */
  waitsFor: PlayerId | null;
  /** The side the designer acts for now (null: nobody may act, or it is a bot's decision). */
  acting: PlayerId | null;
  legal: A[];
  /** Why the last action was refused (or an illegal click's reason), until the next move. */
  notice: string | null;
  queued: ScriptedDraw[];
}

export interface DuelSessionActions<A> {
  /** Takes `action` with the queued draws; false (and a notice) when the engine refuses it. */
  act(action: A): boolean;
  back(): void;
  forward(): void;
  goTo(cursor: number): void;
  undo(): void;
  switchBranch(index: number): void;
  queueDraw(draw: ScriptedDraw): void;
  clearDraws(): void;
  setViewerMode(mode: ViewerMode): void;
  setNotice(notice: string | null): void;
}

/**
 * `onMove`: called whenever the position shown changes (an action taken, a step, undo, a branch), so a
 * game can drop what it kept for the position before (the mana duel's pick on the table).
 */
export function useDuelSession<S, A extends GameAction, D, B>(game: CompiledDuel<S, A, D>, setup: DuelSetup, start: DuelFrame<S>, model: DuelModel<S, A, B>, onMove: () => void = () => undefined): [DuelSession<S, A, B>, DuelSessionActions<A>] {
  const engine = game.engine;
  const [line, setLine] = useState<DuelTimeline<A>>(() => timeline<A, ScriptedDraw>());
  const [queued, setQueued] = useState<ScriptedDraw[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const humans = (['A', 'B'] as const).filter((p) => setup.seats[p] === 'human');
  const humanSeats = humans.length;
  // Hot seat follows the side to act; against a bot the table is the human's; bots alone: everyone's.
  const [viewerMode, setViewerMode] = useState<ViewerMode>(humanSeats === 2 ? 'follow' : (humans[0] ?? 'all'));
  const [frames] = useState(() => duelFrames(engine, start));
  // One bot per bot seat for the whole run: a bot keeps its own generator's state between decisions.
  const [bots] = useState(() => {
    const seated: Partial<Record<PlayerId, Player<S, A>>> = {};
    for (const p of ['A', 'B'] as const) {
      const seat = setup.seats[p];
      if (isBotName(seat)) seated[p] = createBot<S, A>(seat, setup.seed * 2 + (p === 'A' ? 1 : 2));
    }
    return seated;
  });

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
  const board = useMemo(() => model.board(view, viewer, game.texts), [model, view, viewer, game.texts]);
  const log = useMemo(() => duelLog(replay.frames, line.entries.slice(0, replay.frames.length - 1), cursor, viewer, setup.script, model.describeAction), [replay.frames, line.entries, cursor, viewer, setup.script, model]);

  const moved = useRef(onMove);
  useLayoutEffect(() => {
    moved.current = onMove;
  }, [onMove]);

  const commit = useCallback(
    (action: A, draws: ScriptedDraw[]): boolean => {
      const r = engine.apply(draws.length > 0 ? engine.script(state, draws) : state, action, { explain: false });
      if (!r.ok) {
        setNotice(r.reason);
        return false;
      }
      const entry: DuelEntry<A> = { action, rolls: draws };
      setLine((t) => appendEntry(engine, { ...t, cursor }, entry));
      setQueued([]);
      moved.current();
      setNotice(null);
      return true;
    },
    [engine, state, cursor],
  );

  // A bot plays its side when the game waits for it at the end of the timeline (stepping back never
  // wakes it: the designer looks at the past without the bot rewriting it).
  const atEnd = cursor === line.entries.length && !broken;
  const bot = waitsFor ? bots[waitsFor] : undefined;
  useEffect(() => {
    if (!bot || !waitsFor || !atEnd) return;
    const timer = window.setTimeout(() => {
      const move = nextMove(engine, state, { [waitsFor]: bot });
      if (move.kind === 'act') commit(move.action, queued);
    }, BOT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [bot, waitsFor, atEnd, engine, state, commit, queued]);

  const latest = useRef({ commit, queued, cursor });
  useLayoutEffect(() => {
    latest.current = { commit, queued, cursor };
  }, [commit, queued, cursor]);

  const actions: DuelSessionActions<A> = useMemo(() => {
    const move = (change: (t: DuelTimeline<A>) => DuelTimeline<A>) => {
      setLine(change);
      moved.current();
    };
    return {
      act: (action) => latest.current.commit(action, latest.current.queued),
      back: () => move((t) => back({ ...t, cursor: latest.current.cursor })),
      forward: () => move((t) => forward({ ...t, cursor: latest.current.cursor })),
      goTo: (n) => move((t) => goTo(t, n)),
      // Against a bot, undo takes back the designer's last decision: the bot's answers after it go too
      // (else the bot would answer again at once and undo would seem to do nothing).
      undo: () => {
        move((t) => {
          let u = { ...t, cursor: latest.current.cursor };
          const byBot = (entry: DuelEntry<A> | undefined) => entry !== undefined && setup.seats[entry.action.player] !== 'human';
          if (humanSeats > 0) while (byBot(u.entries[u.cursor - 1])) u = undo(u);
          return undo(u);
        });
        setNotice(null);
      },
      switchBranch: (i) => move((t) => switchBranch(t, i)),
      queueDraw: (d) => setQueued((q) => [...q, d]),
      clearDraws: () => setQueued([]),
      setViewerMode,
      setNotice,
    };
  }, [setup.seats, humanSeats]);

  const session: DuelSession<S, A, B> = { setup, timeline: { ...line, cursor }, frames: replay.frames, broken, state, viewer, viewerMode, board, log, waitsFor, acting, legal, notice, queued };
  return [session, actions];
}
