'use client';
/**
 * One sandbox run in React: its start, its timeline (with the states replayed from it), the dice the
 * designer forced for the next action, the current selection on the board, and the last notice (an
 * illegal click's reason). Every click is a local engine call: nothing goes to the server.
 */
import { actorOf } from '../../../engine/core/game';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Action, GameState } from '../../../games/summoners-grid/index';
import { boardModel, type BoardModel } from '../model/board-model';
import type { CompiledGame } from '../model/compile';
import { NO_SELECTION, highlightsFor, isLegal, type ClickResult, type Ctx, type Highlights, type Selection } from '../model/interaction';
import { logGroups, type LogGroup } from '../model/log-model';
import type { Side } from '../model/setup';
import type { Start } from '../model/start';
import { Frames, append, back, forward, goTo, switchBranch, timeline, undo, type Entry, type Frame, type Timeline } from '../model/grid-timeline';

export type Notice = { kind: 'illegal' | 'info' | 'error'; text: string } | null;

/** Whose eyes the panels and board use: everyone's (the designer) or one player's. */
export type Viewer = 'all' | Side;

export interface Session {
  start: Start;
  timeline: Timeline;
  frames: Frame[];
  /** A replay error (a shared link whose history no longer fits the content). */
  broken: { at: number; reason: string } | null;
  state: GameState;
  /** The state as the current viewer sees it. */
  view: GameState;
  model: BoardModel;
  ctx: Ctx;
  highlights: Highlights;
  log: LogGroup[];
  selection: Selection;
  notice: Notice;
  queued: number[];
  viewer: Viewer;
  /** The side the sandbox acts for now (null: nobody may act, or it is the bot's turn). */
  acting: Side | null;
}

export interface SessionActions {
  act(action: Action): boolean;
  click(result: ClickResult): void;
  select(selection: Selection): void;
  setNotice(notice: Notice): void;
  back(): void;
  forward(): void;
  goTo(cursor: number): void;
  undo(): void;
  switchBranch(index: number): void;
  queueRolls(rolls: number[]): void;
  clearRolls(): void;
  setViewer(viewer: Viewer): void;
}

export function useSession(game: CompiledGame, start: Start, initial: { entries: Entry[]; cursor: number }, options: { bot: Side | null; viewer: Viewer }): [Session, SessionActions] {
  const engine = game.engine;
  const [line, setLine] = useState<Timeline>(() => timeline(initial.entries, initial.cursor));
  const [queued, setQueued] = useState<number[]>([]);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [notice, setNotice] = useState<Notice>(null);
  const [viewer, setViewer] = useState<Viewer>(options.viewer);
  const frames = useRef(new Frames(engine, start.frame));

  const replay = useMemo(() => frames.current.compute(line.entries), [line.entries]);
  const broken = useMemo(() => (replay.ok ? null : { at: replay.failedAt, reason: replay.reason }), [replay]);
  const cursor = Math.min(line.cursor, replay.frames.length - 1);
  const frame = replay.frames[cursor] ?? start.frame;
  const state = useMemo(() => (queued.length > 0 ? { ...frame.state, rng: { ...frame.state.rng, forced: [...frame.state.rng.forced, ...queued] } } : frame.state), [frame, queued]);
  const view = useMemo(() => (viewer === 'all' ? state : engine.viewFor(state, viewer)), [engine, state, viewer]);

  const awaiting = engine.awaiting(state);
  const waitsFor = actorOf(awaiting);
  const acting = waitsFor && waitsFor !== options.bot ? waitsFor : null;
  const legal = useMemo(() => (acting ? engine.legalActions(state, acting) : []), [engine, state, acting]);
  const ctx: Ctx = useMemo(() => ({ engine, state, legal, player: acting }), [engine, state, legal, acting]);
  const model = useMemo(() => boardModel(engine, view), [engine, view]);
  const highlights = useMemo(() => highlightsFor(ctx, selection), [ctx, selection]);
  // The explained log describes every action of the run: it follows a step or two behind (a deferred,
  // interruptible render), so a new action moves the board at once and its animation never waits for it.
  const logInput = useMemo(() => ({ frames: replay.frames, entries: line.entries, cursor, viewer }), [replay.frames, line.entries, cursor, viewer]);
  const lagging = useDeferredValue(logInput);
  const log = useMemo(
    () => logGroups(engine, lagging.frames, lagging.entries.slice(0, lagging.frames.length - 1), lagging.cursor, lagging.viewer === 'all' ? undefined : lagging.viewer),
    [engine, lagging],
  );

  const act = useCallback(
    (action: Action): boolean => {
      const who = action.player;
      const legalNow = engine.legalActions(state, who);
      if (!isLegal(legalNow, action)) {
        setNotice({ kind: 'illegal', text: engine.explainIllegal(state, action) ?? 'not possible now' });
        return false;
      }
      const entry: Entry = { action, rolls: queued };
      setLine((t) => append({ ...t, cursor }, entry));
      setQueued([]);
      setSelection(NO_SELECTION);
      setNotice(null);
      return true;
    },
    [engine, state, queued, cursor],
  );

  // The actions object never changes: its functions read the latest act and cursor, so panels rendered
  // from a deferred (older) session still act on the run as it is now.
  const latest = useRef({ act, cursor });
  useLayoutEffect(() => {
    latest.current = { act, cursor };
  }, [act, cursor]);
  const actions: SessionActions = useMemo(
    () => ({
      act: (action) => latest.current.act(action),
      click(result) {
        if (result.kind === 'act') latest.current.act(result.action);
        else if (result.kind === 'select') {
          setSelection(result.selection);
          setNotice(null);
        } else if (result.kind === 'illegal') {
          setSelection(result.selection);
          setNotice({ kind: 'illegal', text: result.reason });
        }
      },
      select(s) {
        setSelection(s);
        setNotice(null);
      },
      setNotice,
      back: () => {
        setLine((t) => back({ ...t, cursor: latest.current.cursor }));
        setSelection(NO_SELECTION);
      },
      forward: () => {
        setLine((t) => forward({ ...t, cursor: latest.current.cursor }));
        setSelection(NO_SELECTION);
      },
      goTo: (n) => {
        setLine((t) => goTo(t, n));
        setSelection(NO_SELECTION);
      },
      undo: () => {
        setLine((t) => undo({ ...t, cursor: latest.current.cursor }));
        setSelection(NO_SELECTION);
        setNotice(null);
      },
      switchBranch: (i) => {
        setLine((t) => switchBranch(t, i));
        setSelection(NO_SELECTION);
      },
      queueRolls: (rolls) => setQueued((q) => [...q, ...rolls]),
      clearRolls: () => setQueued([]),
      setViewer,
    }),
    [],
  );

  // The same object until something in it changes: panels rendered from it can skip a render.
  const session: Session = useMemo(
    () => ({ start, timeline: { ...line, cursor }, frames: replay.frames, broken, state, view, model, ctx, highlights, log, selection, notice, queued, viewer, acting }),
    [start, line, cursor, replay.frames, broken, state, view, model, ctx, highlights, log, selection, notice, queued, viewer, acting],
  );
  return [session, actions];
}
