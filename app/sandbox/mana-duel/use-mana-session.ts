'use client';
/**
 * One mana duel run in React: its timeline (states replayed from it), the draws scripted for the next
 * action, the current pick on the table, whose eyes the table uses, the last notice (an illegal click's
 * reason), and the bots, which play their sides on their own after a short delay when the game waits for
 * them at the end of the timeline. Every click is a local engine call: nothing goes to the server.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { actorOf } from '../../../engine/core/game';
import type { Player } from '../../../engine/ai/index';
import { nextMove } from '../../../engine/ai/next-move';
import type { PlayerId } from '../../../engine/core/players';
import type { ScriptedDraw } from '../../../engine/core/rng';
import type { ManaAction } from '../../../games/mana-duel/actions';
import type { ManaState } from '../../../games/mana-duel/state';
import { back, forward, goTo, switchBranch, timeline, undo } from '../model/timeline';
import { manaBoard, type ManaBoardModel } from './board-model';
import { createBot, isBotName } from './bots';
import type { CompiledManaDuel } from './compile';
import { clickOn, NO_PICK, offer, type Click, type Offer, type Pick } from './interaction';
import { manaLog, type ManaLogGroup } from './log-model';
import { appendEntry, manaFrames, type ManaEntry, type ManaFrame, type ManaSetup, type ManaTimeline } from './run';
import type { Viewer } from './viewer';

export type Notice = { kind: 'illegal' | 'error'; text: string } | null;

/** `follow`: the table shows the side to act (hot seat); otherwise a fixed viewer. */
export type ViewerMode = 'follow' | Viewer;

/** How long a bot waits before it acts, so a designer can follow its moves. */
export const BOT_DELAY_MS = 450;

export interface ManaSession {
  setup: ManaSetup;
  timeline: ManaTimeline;
  frames: ManaFrame[];
  broken: { at: number; reason: string } | null;
  state: ManaState;
  viewer: Viewer;
  viewerMode: ViewerMode;
  board: ManaBoardModel;
  log: ManaLogGroup[];
  /** Who the game waits for (null: nobody, the game is over). */
  waitsFor: PlayerId | null;
  /** The side the designer acts for now (null: nobody may act, or it is a bot's decision). */
  acting: PlayerId | null;
  legal: ManaAction[];
  offer: Offer;
  pick: Pick;
  notice: Notice;
  queued: ScriptedDraw[];
}

export interface ManaSessionActions {
  act(action: ManaAction): boolean;
  click(click: Click): void;
  clearPick(): void;
  back(): void;
  forward(): void;
  goTo(cursor: number): void;
  undo(): void;
  switchBranch(index: number): void;
  queueDraw(draw: ScriptedDraw): void;
  clearDraws(): void;
  setViewerMode(mode: ViewerMode): void;
  setNotice(notice: Notice): void;
}

export function useManaSession(game: CompiledManaDuel, setup: ManaSetup, start: ManaFrame): [ManaSession, ManaSessionActions] {
  const engine = game.engine;
  const [line, setLine] = useState<ManaTimeline>(() => timeline<ManaAction, ScriptedDraw>());
  const [queued, setQueued] = useState<ScriptedDraw[]>([]);
  const [pick, setPick] = useState<Pick>(NO_PICK);
  const [notice, setNotice] = useState<Notice>(null);
  const humans = (['A', 'B'] as const).filter((p) => setup.seats[p] === 'human');
  const humanSeats = humans.length;
  // Hot seat follows the side to act; against a bot the table is the human's; bots alone: everyone's.
  const [viewerMode, setViewerMode] = useState<ViewerMode>(humanSeats === 2 ? 'follow' : (humans[0] ?? 'all'));
  const [frames] = useState(() => manaFrames(engine, start));
  // One bot per bot seat for the whole run: a bot keeps its own generator's state between decisions.
  const [bots] = useState(() => {
    const seated: Partial<Record<PlayerId, Player<ManaState, ManaAction>>> = {};
    for (const p of ['A', 'B'] as const) {
      const seat = setup.seats[p];
      if (isBotName(seat)) seated[p] = createBot(seat, setup.seed * 2 + (p === 'A' ? 1 : 2));
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
  const board = useMemo(() => manaBoard(view, viewer, game.texts), [view, viewer, game.texts]);
  const log = useMemo(() => manaLog(replay.frames, line.entries.slice(0, replay.frames.length - 1), cursor, viewer, setup.script), [replay.frames, line.entries, cursor, viewer, setup.script]);
  const offered = useMemo(() => offer(legal, pick), [legal, pick]);

  const commit = useCallback(
    (action: ManaAction, draws: ScriptedDraw[]): boolean => {
      const r = engine.apply(draws.length > 0 ? engine.script(state, draws) : state, action, { explain: false });
      if (!r.ok) {
        setNotice({ kind: 'illegal', text: r.reason });
        return false;
      }
      const entry: ManaEntry = { action, rolls: draws };
      setLine((t) => appendEntry(engine, { ...t, cursor }, entry));
      setQueued([]);
      setPick(NO_PICK);
      setNotice(null);
      return true;
    },
    [engine, state, cursor],
  );

  const act = useCallback((action: ManaAction) => commit(action, queued), [commit, queued]);

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

  const latest = useRef({ act, cursor, line, pick, legal, state, acting });
  useLayoutEffect(() => {
    latest.current = { act, cursor, line, pick, legal, state, acting };
  }, [act, cursor, line, pick, legal, state, acting]);

  const actions: ManaSessionActions = useMemo(
    () => ({
      act: (action) => latest.current.act(action),
      click(c) {
        const { state: s, acting: p, legal: l, pick: current } = latest.current;
        const r = clickOn({ engine, state: s, player: p, legal: l }, current, c);
        if (r.kind === 'act') latest.current.act(r.action);
        else if (r.kind === 'pick') {
          setPick(r.pick);
          setNotice(null);
        } else {
          setPick(r.pick);
          setNotice({ kind: 'illegal', text: r.reason });
        }
      },
      clearPick: () => setPick(NO_PICK),
      back: () => {
        setLine((t) => back({ ...t, cursor: latest.current.cursor }));
        setPick(NO_PICK);
      },
      forward: () => {
        setLine((t) => forward({ ...t, cursor: latest.current.cursor }));
        setPick(NO_PICK);
      },
      goTo: (n) => {
        setLine((t) => goTo(t, n));
        setPick(NO_PICK);
      },
      // Against a bot, undo takes back the designer's last decision: the bot's answers after it go too
      // (else the bot would answer again at once and undo would seem to do nothing).
      undo: () => {
        setLine((t) => {
          let u = { ...t, cursor: latest.current.cursor };
          const byBot = (entry: ManaEntry | undefined) => entry !== undefined && setup.seats[entry.action.player] !== 'human';
          if (humanSeats > 0) while (byBot(u.entries[u.cursor - 1])) u = undo(u);
          return undo(u);
        });
        setPick(NO_PICK);
        setNotice(null);
      },
      switchBranch: (i) => {
        setLine((t) => switchBranch(t, i));
        setPick(NO_PICK);
      },
      queueDraw: (d) => setQueued((q) => [...q, d]),
      clearDraws: () => setQueued([]),
      setViewerMode,
      setNotice,
    }),
    [engine, setup.seats, humanSeats],
  );

  const session: ManaSession = { setup, timeline: { ...line, cursor }, frames: replay.frames, broken, state, viewer, viewerMode, board, log, waitsFor, acting, legal, offer: offered, pick, notice, queued };
  return [session, actions];
}
