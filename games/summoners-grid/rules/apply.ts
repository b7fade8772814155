import { EventLog, type GameEvent } from '../../../engine/core/events';
import type { Awaiting } from '../../../engine/core/game';
import { EvalError } from '../interpret/values';
import type { Action } from './actions';
import { ContentError } from './content';
import { pushItem, passFor, requireHandLimit, respondToAdded, settle } from './flow';
import { G, type EngineDef } from './game';
import { awaiting, explainIllegal } from './legal';
import { queryOf, remember } from './query';
import { cloneState, type GameState, type StackItem, type TriggerEvent } from './state';
import { cardName, moveCard } from './zones';
import { showSpace } from './board';
import { unitName } from './units';

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; reason: string };

export interface ApplyOptions {
  /** Build the human text of every event (default true; simulations switch it off for speed). */
  explain?: boolean;
}

/** The event just emitted as a trigger context (emit with a trigger pushes it to pendingEvents). */
export function lastTrigger(g: G): TriggerEvent {
  return g.s.pendingEvents[g.s.pendingEvents.length - 1] as TriggerEvent;
}

function push(g: G, item: Omit<StackItem, 'id'>, declared: TriggerEvent[]): void {
  pushItem(g, { id: g.id('s'), ...item }, declared);
}

function perform(g: G, action: Action): void {
  const p = action.player;
  switch (action.type) {
    case 'choose': {
      const choice = g.s.choice;
      if (!choice) return;
      g.s.choice = null;
      const option = action.option >= 0 ? action.option : null;
      const picked = option === null ? 'declines' : `chooses ${choice.options[option]?.label ?? option}`;
      g.emit('choice', `${p} ${picked}`, undefined, { data: { player: p, option: action.option } });
      const resume = choice.resume;
      if (resume.kind === 'effects') {
        const before = g.s.stack.length;
        g.e.behaviours.resume(g, resume.exec, option, choice.options);
        respondToAdded(g, before);
      }
      else if (resume.kind === 'hand-limit') {
        const v = option === null ? null : choice.options[option]?.value;
        if (v && typeof v === 'object' && !Array.isArray(v) && v.t === 'card') moveCard(g, v.iid, 'recharge');
        requireHandLimit(g, p);
      } else {
        const first = option === 1 ? (p === 'A' ? 'B' : 'A') : p;
        g.s.first = first;
        g.s.turn = { number: 1, player: first, phase: 'draw', step: 0 };
        g.emit('first-player', `${first} goes first`);
      }
      return;
    }
    case 'pass':
      passFor(g, p, false);
      return;
    case 'end-turn':
      g.emit('declares', `${p} initiates the end of the turn`, { player: p, reason: 'end-turn' });
      push(g, { controller: p, speed: 'action', what: { kind: 'end-turn' } }, [lastTrigger(g)]);
      return;
    case 'summon': {
      moveCard(g, action.card, 'in-play');
      g.s.players[p].summons += 1;
      g.emit('played', () => `${p} plays the summon ${cardName(g, action.card)} as their Turn Summon at ${showSpace(action.to)}`, { player: p, card: action.card, space: action.to, reason: 'summon' });
      push(g, { controller: p, speed: 'action', what: { kind: 'summon', iid: action.card, at: action.to, turnSummon: true } }, [lastTrigger(g)]);
      return;
    }
    case 'move':
      g.emit('declares', () => `${p} orders ${unitName(g, g.unit(action.unit))} to move to ${showSpace(action.to)}`, { player: p, unit: action.unit, space: action.to, reason: 'move' });
      push(g, { controller: p, speed: 'action', what: { kind: 'move', unit: action.unit, to: action.to } }, [lastTrigger(g)]);
      return;
    case 'attack':
      g.emit('declares', () => `${unitName(g, g.unit(action.unit))} declares an attack on ${unitName(g, g.unit(action.target))}`, { player: p, unit: action.unit, reason: 'attack' });
      push(g, { controller: p, speed: 'action', what: { kind: 'attack', unit: action.unit, target: action.target } }, [lastTrigger(g)]);
      return;
    case 'direct-attack':
      g.emit('declares', () => `${unitName(g, g.unit(action.unit))} declares a direct attack`, { player: p, unit: action.unit, reason: 'direct-attack' });
      push(g, { controller: p, speed: 'action', what: { kind: 'direct-attack', unit: action.unit } }, [lastTrigger(g)]);
      return;
    default:
      g.e.behaviours.startCardAction(g, action);
  }
}

/**
 * Applies one action to a copy of `state`. Returns the new state and the events it produced, or the
 * reason the action is illegal. Never mutates `state`; never throws on a bad action.
 */
export function applyAction(e: EngineDef, state: GameState, action: Action, opts: ApplyOptions = {}): ApplyResult {
  const started = start(e, state, action, opts.explain !== false);
  if (!started.ok) return started;
  return finish(e, started.g);
}

/** `action` checked against `state` and applied to a copy of it; the G of the copy, or why not. */
function start(e: EngineDef, state: GameState, action: Action, explain: boolean, answers?: { left: number }): { ok: true; g: G } | { ok: false; reason: string } {
  const probe = queryOf(e, state);
  let why: string | null;
  try {
    why = explainIllegal(probe, action);
  } catch (err) {
    return { ok: false, reason: errorText(err) };
  }
  if (why) return { ok: false, reason: why };
  const s = cloneState(state);
  const g = new G(e, s, new EventLog(s.seq, explain));
  g.copyCaches(probe);
  const failed = performAndSettle(g, action, answers);
  return failed === null ? { ok: true, g } : { ok: false, reason: failed };
}

/** Performs `action` on the G's state and settles the game (see `settle` for `answers`); a content error's text, or null. */
function performAndSettle(g: G, action: Action, answers?: { left: number }): string | null {
  try {
    perform(g, action);
    g.s.actions += 1;
    settle(g, answers);
    return null;
  } catch (err) {
    if (err instanceof EvalError || err instanceof ContentError) return errorText(err);
    throw err;
  }
}

/** The new state of a finished `apply`; its G's caches are kept for queries of that state. */
function finish(e: EngineDef, g: G): { ok: true; state: GameState; events: GameEvent[] } {
  g.ownCaches();
  remember(e, g);
  return { ok: true, state: g.s, events: g.log.events };
}

/**
 * The game module's `playOn`: `action` and then the look-ahead's automatic answers (priority passed, a
 * choice's first option) in one working copy, without a copy of the state and a legality check of
 * the caller's state per answer. Null when `state` does not allow `action`. Undefined, leaving the
 * look-ahead to its loop of `apply` calls, when an answer meets a content error (the copy is half
 * changed, and `apply` stops before that answer) or when the answers run out: passes that `apply`
 * would have made on its own without counting them are counted here, so past the limit this copy
 * cannot tell where the loop would have stopped.
 */
export function playOn(e: EngineDef, state: GameState, action: Action, maxAnswers: number, answer: (state: GameState, awaiting: Awaiting) => Action | null): { state: GameState; events: GameEvent[] } | null | undefined {
  const answers = { left: maxAnswers };
  const started = start(e, state, action, false, answers);
  if (!started.ok) return null;
  const g = started.g;
  for (;;) {
    const aw = awaiting(g);
    const next = answer(g.s, aw);
    if (!next || explainIllegal(g, next) !== null) break;
    if (answers.left <= 0) return undefined;
    answers.left -= 1;
    if (performAndSettle(g, next, answers) !== null) return undefined;
  }
  return finish(e, g);
}

function errorText(err: unknown): string {
  return err instanceof Error ? `content error: ${err.message}` : String(err);
}

/** Runs the automatic steps of a fresh state (used after creating a game or a scenario position). */
export function settleState(e: EngineDef, state: GameState, opts: ApplyOptions = {}): { state: GameState; events: GameEvent[] } {
  const s = cloneState(state);
  const g = new G(e, s, new EventLog(s.seq, opts.explain !== false));
  settle(g);
  return { state: s, events: g.log.events };
}
