'use client';
/**
 * One run on the board: the board, the panels around it (whose move it is, the card being played, the
 * hands, the stack, the dice), the timeline bar and the explained log, the scenario's test results, and
 * the setup editor. A bot plays its side when the game waits for it and the cursor is at the end.
 */
import { seedLabel } from '../model/seed-label';
import { nextMove } from '../../../engine/ai/next-move';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Action, GameState } from '../../../games/summoners-grid/index';
import type { BoardHandle, BoardInput } from '../board/board-scene';
import { BoardView } from '../board/board-view';
import type { CompiledGame } from '../model/compile';
import { NO_HIGHLIGHTS, clickSpace } from '../model/interaction';
import type { BoardModel } from '../model/board-model';
import type { Side } from '../model/setup';
import type { Start } from '../model/start';
import type { Entry } from '../model/grid-timeline';
import { sameEntry } from '../model/grid-timeline';
import { encodeUrlState, type UrlState } from '../model/url-state';
import type { Player } from '../../../engine/ai/index';
import { playerKind } from '../players/players';
import { useSession, type Session, type Viewer } from '../session/use-session';
import styles from '../sandbox.module.css';
import { CardPanel } from './card-panel';
import { DicePanel } from './dice-panel';
import { HandPanel } from './hand-panel';
import { LogPanel } from './log-panel';
import { SavePanel } from './save-panel';
import { SetupEditor } from './setup-editor';
import { StackPanel } from './stack-panel';
import { StatusPanel } from './status-panel';
import { TestPanel } from './test-panel';
import { useAfterBoard } from './use-after-board';
import { TimelineBar } from './timeline-bar';
import { useTimeTravelKeys } from './use-time-travel-keys';

export type RunSource =
  | { kind: 'scenario'; ref: string; origin: 'content' | 'db' }
  /** `trigger`: a counter's or reaction's position ends with the opponent's step that triggers it (default-scenario.ts). */
  | { kind: 'card'; card: string; handedDraft: boolean; found: boolean; why: string | null; trigger: { step: string; at: number } | null }
  | { kind: 'play'; seed: number };

/** What tests (and curious designers, in the console) can read: `window.__sandbox`. */
interface SandboxProbe {
  session: () => Session;
  board: () => ReturnType<BoardHandle['info']> | null;
  /** Holds animations and forces whole redraws, for the tests that check region-by-region drawing. */
  boardControl: () => Pick<BoardHandle, 'holdAnimations' | 'redrawWhole' | 'busy'> | null;
  act: (action: Action) => boolean;
  /** The units rung on the board because a log line is hovered. */
  emphasis: () => string[];
  /** Whether the log and the card and hand panels show the run as it is now (they follow the board's animations). */
  panelsCurrent: () => boolean;
}
declare global {
  interface Window {
    __sandbox?: SandboxProbe;
  }
}

const BOT_DELAY_MS = 450;

function sameEntries(a: readonly Entry[], b: readonly Entry[]): boolean {
  return a.length === b.length && a.every((e, i) => sameEntry(e, b[i] as Entry));
}

export function RunView({ game, start, run, url, initial, bot, onOpen }: { game: CompiledGame; start: Start; run: RunSource; url: UrlState; initial: { entries: Entry[]; cursor: number }; bot: { side: Side; name: string } | null; onOpen: (s: UrlState | null) => void }) {
  const defaultViewer: Viewer = bot ? (bot.side === 'A' ? 'B' : 'A') : 'all';
  const [session, actions] = useSession(game, start, initial, { bot: bot?.side ?? null, viewer: defaultViewer });
  const [emphasis, setEmphasis] = useState<string[]>([]);
  const [hoverUnit, setHoverUnit] = useState<string | null>(null);
  const [panel, setPanel] = useState<'play' | 'setup' | 'save'>('play');
  const [setupModel, setSetupModel] = useState<BoardModel | null>(null);
  const setupSpace = useRef<((x: number, y: number) => void) | null>(null);
  const boardRef = useRef<BoardHandle | null>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const emphasisRef = useRef(emphasis);
  emphasisRef.current = emphasis;
  const engine = game.engine;

  // The URL follows the run (replaceState: stepping is not a navigation).
  useEffect(() => {
    const entries = session.timeline.entries;
    const state: UrlState = {
      source: url.source,
      ...(url.seed !== undefined ? { seed: url.seed } : {}),
      ...(bot ? { bot } : {}),
      ...(url.cards ? { cards: url.cards } : {}),
      ...(sameEntries(entries, start.script) ? {} : { entries }),
      at: session.timeline.cursor,
    };
    let stale = false;
    void encodeUrlState(state).then((query) => {
      if (!stale) window.history.replaceState(null, '', `/sandbox${query}`);
    });
    return () => {
      stale = true;
    };
  }, [session.timeline.entries, session.timeline.cursor, url.source, url.seed, url.cards, bot, start.script]);

  // The bot plays its side when the game waits for it, at the end of the timeline.
  const seated = useMemo<Player<GameState, Action> | null>(() => (bot ? (playerKind(bot.name)?.create((url.seed ?? 1) + 17) ?? null) : null), [bot, url.seed]);
  const atEnd = session.timeline.cursor === session.timeline.entries.length;
  useEffect(() => {
    if (!bot || !seated || !atEnd || session.broken) return;
    // Asked with no players, nextMove only says who is to act (deciding waits for the timer).
    const waiting = nextMove(engine, session.state, {});
    if (waiting.kind !== 'human' || waiting.actor !== bot.side) return;
    const timer = setTimeout(() => {
      const move = nextMove(engine, sessionRef.current.state, { [bot.side]: seated });
      if (move.kind === 'act') actions.act(move.action);
    }, BOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bot, seated, atEnd, session.state, session.broken, engine, actions]);

  const onSpace = useCallback(
    (x: number, y: number) => {
      const s = sessionRef.current;
      if (panel === 'setup') setupSpace.current?.(x, y);
      else actions.click(clickSpace(s.ctx, s.selection, x, y));
    },
    [actions, panel],
  );

  const editing = panel === 'setup' && setupModel !== null;
  const boardInput: BoardInput = useMemo(
    () => (editing && setupModel ? { model: setupModel, highlights: NO_HIGHLIGHTS, emphasis: [] } : { model: session.model, highlights: session.highlights, emphasis }),
    [editing, setupModel, session.model, session.highlights, emphasis],
  );

  const onBoardReady = useCallback((h: BoardHandle | null) => {
    boardRef.current = h;
  }, []);

  useEffect(() => {
    window.__sandbox = { session: () => sessionRef.current, board: () => boardRef.current?.info() ?? null, boardControl: () => boardRef.current, act: (a) => actions.act(a), emphasis: () => emphasisRef.current, panelsCurrent: () => panelsCurrent.current };
    return () => {
      delete window.__sandbox;
    };
  }, [actions]);

  // Keyboard: ← → step, Ctrl+Z undo, Escape clears the selection.
  const keys = useMemo(() => ({ back: actions.back, forward: actions.forward, undo: actions.undo, clear: () => actions.select({ kind: 'none' }) }), [actions]);
  useTimeTravelKeys(keys);

  // The board, the timeline bar and the status (whose turn, VP) show an action at once; the log, the card
  // and hand panels (hundreds of elements) follow when its animation ends (see use-after-board.ts), so a
  // unit slides at full frame rate.
  const boardBusy = useCallback(() => boardRef.current?.busy() ?? false, []);
  const lagging = useAfterBoard(session, boardBusy);
  const panelsCurrent = useRef(true);
  panelsCurrent.current = lagging === session;
  const logPanel = useMemo(() => <LogPanel session={lagging} actions={actions} onEmphasis={setEmphasis} />, [lagging, actions]);
  const testPanel = useMemo(() => (start.test ? <TestPanel start={start} session={lagging} actions={actions} /> : null), [start, lagging, actions]);
  const playPanels = useMemo(
    () => (
      <>
        <CardPanel session={lagging} actions={actions} engine={engine} hoverUnit={hoverUnit} />
        <HandPanel session={lagging} actions={actions} engine={engine} />
        <StackPanel session={lagging} engine={engine} />
        <DicePanel session={lagging} actions={actions} />
      </>
    ),
    [lagging, actions, engine, hoverUnit],
  );

  const seed = session.start.frame.state.rng.seed;
  const title = run.kind === 'card' ? `Testing ${start.title.replace(/^Test: /, '')}` : start.title;

  return (
    <div className={styles.run} data-testid="sandbox-run">
      <header className={styles.runHeader}>
        <div>
          <h2 className={styles.runTitle} data-testid="run-title">
            {title}
          </h2>
          <p className={styles.runMeta}>
            {run.kind === 'scenario' ? <span>{run.origin === 'db' ? 'saved scenario' : 'content scenario'}</span> : null}
            {run.kind === 'play' ? <span>{bot ? `you play ${bot.side === 'A' ? 'B' : 'A'}, a bot (${playerKind(bot.name)?.label ?? bot.name}) plays ${bot.side}` : 'hot-seat: you play both sides'}</span> : null}
            {run.kind === 'card' ? <span>{run.handedDraft ? 'the editor’s current draft (unsaved text included)' : 'the card’s stored draft'}</span> : null}
            <span data-testid="seed">{seedLabel(seed, session.viewer)}</span>
            <label className={styles.inlineField}>
              view
              <select value={session.viewer} onChange={(e) => actions.setViewer(e.target.value as Viewer)} aria-label="Whose view">
                <option value="all">everything (designer)</option>
                <option value="A">as player A sees it</option>
                <option value="B">as player B sees it</option>
              </select>
            </label>
          </p>
          {run.kind === 'card' && run.trigger !== null ? (
            <p className={styles.note} data-testid="trigger-note">
              Set up so that its trigger happens: <code>{run.trigger.step}</code> (the timeline&apos;s step), and A can now answer with {start.title.replace(/^Test: /, '')}.
            </p>
          ) : null}
          {run.kind === 'card' && !run.found ? <p className={styles.warning}>No position was found in which this card can be played{run.why ? `: ${run.why}` : ''}. Edit the setup to give it what it needs.</p> : null}
        </div>
        <nav className={styles.runActions}>
          <button type="button" className={panel === 'play' ? styles.tabActive : styles.tab} onClick={() => setPanel('play')}>
            Play
          </button>
          <button type="button" className={panel === 'setup' ? styles.tabActive : styles.tab} onClick={() => setPanel('setup')} disabled={!start.setup && !session.state} data-testid="edit-setup">
            Edit setup
          </button>
          <button type="button" className={panel === 'save' ? styles.tabActive : styles.tab} onClick={() => setPanel('save')} data-testid="open-save">
            Save
          </button>
          <button type="button" className={styles.tab} onClick={() => void navigator.clipboard?.writeText(window.location.href)} title="Copy a link to this run: scenario, seed and every action">
            Copy link
          </button>
          <button type="button" className={styles.tab} onClick={() => onOpen(null)}>
            Open…
          </button>
        </nav>
      </header>
      {session.broken ? (
        <p className={styles.warning} data-testid="broken-history">
          The history stops at action {session.broken.at + 1}: {session.broken.reason}. The content changed since this link was made; the run continues from there.
        </p>
      ) : null}
      <div className={styles.runGrid}>
        <div className={styles.boardColumn}>
          <BoardView className={styles.board} input={boardInput} callbacks={{ onSpace, onHover: setHoverUnit }} onReady={onBoardReady} />
          <TimelineBar session={session} actions={actions} />
        </div>
        <aside className={styles.sideColumn}>
          {panel === 'setup' ? (
            <SetupEditor game={game} session={session} onApply={(s) => onOpen(s)} source={url.source} onPreview={setSetupModel} spaceHandler={setupSpace} />
          ) : panel === 'save' ? (
            <SavePanel game={game} session={session} onOpen={onOpen} />
          ) : (
            <>
              <StatusPanel session={session} actions={actions} engine={engine} />
              {playPanels}
            </>
          )}
        </aside>
      </div>
      <div className={styles.lowerGrid}>
        {logPanel}
        {testPanel}
      </div>
    </div>
  );
}
