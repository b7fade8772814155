import { actorOf } from '../../../engine/core/game';
import { describe, expect, it } from 'vitest';
import { parse } from '../../../dsl/parse';
import { runScenario, type Action } from '../../../games/summoners-grid/index';
import { compiledContent, scenarioNamed } from '../../../test/sandbox/helpers';
import { boardModel, initials, territoryOfRow } from './board-model';
import { defaultScenario } from './default-scenario';
import { clickSpace, cardCandidates, cardStep, highlightsFor, NO_SELECTION, pickOption, selectCard, type Ctx } from './interaction';
import { logGroups, unitsNamed } from './log-model';
import { writeScript } from './script';
import { setupToText } from './setup';
import { scenarioStart, playStart, type Start } from './start';
import { Frames, append, back, switchBranch, timeline, undo, type Entry } from './grid-timeline';

const game = compiledContent();
const engine = game.engine;

function start(prefix: string): Start {
  const r = scenarioStart(game, scenarioNamed(game, prefix).decl);
  if (!r.ok) throw new Error(r.message);
  return r.start;
}

function framesOf(s: Start, entries: Entry[]) {
  const r = new Frames(engine, s.frame).compute(entries);
  if (!r.ok) throw new Error(r.reason);
  return r.frames;
}

function ctxAt(s: Start, entries: Entry[]): Ctx {
  const state = framesOf(s, entries).at(-1)?.state ?? s.frame.state;
  const a = engine.awaiting(state);
  const player = actorOf(a);
  return { engine, state, player, legal: player ? engine.legalActions(state, player) : [] };
}

describe('timeline', () => {
  const e = (n: number): Entry => ({ action: { type: 'choose', player: 'A', option: n }, rolls: [] });

  it('steps, undoes, and forks a what-if that keeps the abandoned line as a branch', () => {
    let t = timeline([e(1), e(2), e(3)]);
    expect(t.cursor).toBe(3);
    t = back(back(t));
    expect(t.cursor).toBe(1);
    // The same action as the next entry is just a step forward: no fork.
    expect(append(t, e(2))).toMatchObject({ cursor: 2, branches: [] });
    t = append(t, e(9));
    expect(t.entries).toEqual([e(1), e(9)]);
    expect(t.branches).toEqual([{ at: 1, entries: [e(2), e(3)] }]);
    t = switchBranch(t, 0);
    expect(t.entries).toEqual([e(1), e(2), e(3)]);
    expect(t.branches).toEqual([{ at: 1, entries: [e(9)] }]);
    t = undo(t);
    expect(t).toMatchObject({ cursor: 2, entries: [e(1), e(2)] });
  });

  it('replays from the cache: a fork keeps the states of the shared prefix', () => {
    const s = start('Turn 2: Blast Bolt');
    const frames = new Frames(engine, s.frame);
    const first = frames.compute(s.script);
    if (!first.ok) throw new Error(first.reason);
    const again = frames.compute(s.script.slice(0, 2));
    expect(again.ok && again.frames[2]).toBe(first.frames[2]);
    const bad = frames.compute([...s.script.slice(0, 1), { action: { type: 'end-turn', player: 'A' }, rolls: [] }]);
    expect(bad).toMatchObject({ ok: false, failedAt: 1 });
  });
});

describe('board model', () => {
  it('draws the T2 position as the engine computes it: HP, level, role, statuses, territories', () => {
    const s = start('Turn 2: Blast Bolt');
    const frames = framesOf(s, s.script);
    const afterBolt = frames.find((f) => f.events.some((ev) => ev.kind === 'damaged'));
    if (!afterBolt) throw new Error('no damage in the script');
    const model = boardModel(engine, afterBolt.state);
    const warrior = model.units.find((u) => u.name === 'Gignen Warrior');
    // 96 max HP at level 5; Blast Bolt deals floor(19 × 1.6 × 19 / 11) = 52.
    expect(warrior).toMatchObject({ controller: 'A', at: { x: 5, y: 4 }, hp: 44, maxHp: 96, level: 5, role: 'Warrior', weapon: 'Heirloom Sword', initials: 'GW', statuses: [] });
    expect(model.units.find((u) => u.name === 'Fae Magician')).toMatchObject({ controller: 'B', at: { x: 5, y: 10 }, role: 'Magician' });
    expect([model.width, model.height, model.territoryRows, model.vpToWin]).toEqual([12, 14, 3, 3]);
    expect([0, 2, 3, 10, 11, 13].map((y) => territoryOfRow(model, y))).toEqual(['A', 'A', null, null, 'B', 'B']);
    expect(initials('Alrecht Barkstep, Scoutmaster')).toBe('AB');
  });

  it('shows the immobilize status, face-down cards and buildings', () => {
    const s = start('Play example');
    const frames = framesOf(s, s.script);
    const ensnared = frames.find((f) => f.events.some((ev) => ev.kind === 'status'));
    const model = boardModel(engine, ensnared?.state ?? s.frame.state);
    expect(model.units.find((u) => u.statuses.includes('immobilized'))?.name).toBe('Gignen Warrior');
    expect(model.buildings.map((b) => [b.name, b.controller, b.spaces.length])).toContainEqual(['Gignen Country', 'A', 6]);
    const set = frames.find((f) => f.events.some((ev) => ev.kind === 'set'));
    const withSet = boardModel(engine, set?.state ?? s.frame.state);
    expect(withSet.faceDown).toEqual([expect.objectContaining({ owner: 'B', name: 'Dramatic Return!' })]);
    // As A sees it, B's face-down card has no name.
    expect(boardModel(engine, engine.viewFor(set?.state ?? s.frame.state, 'A')).faceDown).toEqual([expect.objectContaining({ owner: 'B', name: null })]);
  });

  it('shows the stack while an item waits on it, and who holds priority', () => {
    const s = start('Play example');
    const waiting = framesOf(s, s.script).find((f) => f.state.stack.length > 0 && f.state.priority.holder !== null);
    if (!waiting) throw new Error('the play example never leaves an item on the stack');
    const model = boardModel(engine, waiting.state);
    expect(model.stack.map((i) => [i.id, i.speed, i.controller])).toEqual(waiting.state.stack.map((i) => [i.id, i.speed, i.controller]));
    expect(model.stack.every((i) => i.label.length > 0 && !i.label.includes('undefined'))).toBe(true);
    expect(model.priority).toBe(waiting.state.priority.holder);
    expect(boardModel(engine, s.frame.state).stack).toEqual([]);
  });
});

describe('log model', () => {
  it('groups the play example by action; Blast Bolt’s group holds its explained rolls and names both units', () => {
    const s = start('Play example');
    const frames = framesOf(s, s.script);
    const groups = logGroups(engine, frames, s.script, 10);
    const bolt = groups.find((g) => g.title.startsWith('B plays Blast Bolt'));
    expect(bolt?.title).toBe("B plays Blast Bolt (caster: B's Fae Magician, target: A's Gignen Warrior) — forced rolls 42, 73");
    const texts = bolt?.lines.map((l) => l.text) ?? [];
    expect(texts).toContain('ToHit = 85 + 14 / 10 = 86.4%, roll 42 ≤ 86.4 → hit');
    expect(texts).toContain('Damage = 19 * (1 + 60 / 100) * (19 / 11) = 52.5091 → 52 (magical)');
    const damaged = bolt?.lines.find((l) => l.kind === 'damaged');
    expect(damaged?.units).toHaveLength(1);
    const played = bolt?.lines.find((l) => l.kind === 'played');
    expect(played?.units.length).toBe(2);
    expect(groups.filter((g) => g.future).length).toBe(s.script.length - 10);
  });

  it('finds a unit by its label without also matching a shorter name inside a longer one', () => {
    const labels = [
      { label: "A's Gignen Warrior", id: 'u1' },
      { label: 'Warrior', id: 'u2' },
    ];
    expect(unitsNamed({ seq: 0, kind: 'x', text: "A's Gignen Warrior attacks" }, labels)).toEqual(['u1']);
  });
});

describe('interaction', () => {
  it('a selected unit highlights exactly its legal moves and attacks', () => {
    const s = start('Turn 2: Blast Bolt');
    const ctx = ctxAt(s, []);
    const fae = s.handles.fae ?? '';
    const selected = clickSpace(ctx, NO_SELECTION, 5, 11);
    expect(selected).toEqual({ kind: 'select', selection: { kind: 'unit', unit: fae } });
    if (selected.kind !== 'select') return;
    const marks = highlightsFor(ctx, selected.selection);
    const moves = ctx.legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && a.unit === fae);
    expect(marks.spaces.map((m) => `${m.x},${m.y}`).sort()).toEqual(moves.map((m) => `${m.to.x},${m.to.y}`).sort());
    expect(moves.length).toBeGreaterThan(5);
    // A click on a highlighted space is the move; on a space out of reach, the engine's reason.
    expect(clickSpace(ctx, selected.selection, 5, 10)).toEqual({ kind: 'act', action: { type: 'move', player: 'B', unit: fae, to: { x: 5, y: 10 } } });
    const far = clickSpace(ctx, selected.selection, 5, 3);
    expect(far.kind).toBe('illegal');
    expect(far.kind === 'illegal' && far.reason).toBe(engine.explainIllegal(ctx.state, { type: 'move', player: 'B', unit: fae, to: { x: 5, y: 3 } }));
  });

  it('a card narrows caster then target; an illegal target is explained by the engine', () => {
    const s = start('Turn 2: Blast Bolt');
    const ctx = ctxAt(s, s.script.slice(0, 1)); // after the Fae's step forward: the Warrior is in range
    const bolt = ctx.state.players.B.zones.hand.find((iid) => ctx.state.cards[iid]?.card === 'blast-bolt') ?? '';
    const selected = selectCard(ctx, bolt);
    expect(selected.kind).toBe('select');
    if (selected.kind !== 'select' || selected.selection.kind !== 'card') return;
    const step = cardStep(engine, ctx.state, cardCandidates(ctx.legal, bolt));
    // One possible caster (the Fae) and one target in range: the play is decided, and shown before it happens.
    const warrior = s.handles.warrior ?? '';
    const fae = s.handles.fae ?? '';
    expect(step).toMatchObject({ kind: 'ready', action: { targets: { caster: { t: 'unit', id: fae }, target: { t: 'unit', id: warrior } } } });
    expect(highlightsFor(ctx, selected.selection).units).toContainEqual({ id: warrior, kind: 'target' });
    // The Fae itself is not a valid target: the engine says why.
    const own = clickSpace(ctx, selected.selection, 5, 10);
    const probe: Action = { type: 'play', player: 'B', card: bolt, targets: { caster: { t: 'unit', id: fae }, target: { t: 'unit', id: fae } } };
    expect(own).toEqual({ kind: 'illegal', reason: engine.explainIllegal(ctx.state, probe), selection: selected.selection });
    expect(engine.explainIllegal(ctx.state, probe)).toMatch(/target/);
    // A click on the highlighted target plays the card.
    expect(clickSpace(ctx, selected.selection, 5, 4)).toMatchObject({ kind: 'act', action: { type: 'play', card: bolt, targets: { target: { t: 'unit', id: warrior } } } });
  });

  it('with several targets, the target is asked for and picked on the board', () => {
    const s = start('Play example');
    const frames = framesOf(s, s.script);
    // Just before A's T3 Healing Hands: the Gignen Magician may heal the Warrior or itself.
    const index = s.script.findIndex((e, i) => e.action.type === 'play' && frames[i]?.state.cards[e.action.card]?.card === 'healing-hands');
    const ctx = ctxAt(s, s.script.slice(0, index));
    const hands = (s.script[index]?.action as Extract<Action, { type: 'play' }>).card;
    const selected = selectCard(ctx, hands);
    if (selected.kind !== 'select' || selected.selection.kind !== 'card') throw new Error('not selectable');
    const step = cardStep(engine, ctx.state, cardCandidates(ctx.legal, hands));
    if (step.kind !== 'slot') throw new Error(`expected a choice, got ${step.kind}`);
    expect(step.slot).toBe('targets.target');
    expect(step.options.map((o) => o.label).sort()).toEqual(["A's Gignen Magician", "A's Gignen Warrior"]);
    const marks = highlightsFor(ctx, selected.selection).units.filter((m) => m.kind === 'target');
    expect(marks).toHaveLength(2);
    // The Warrior stands at (5,4) (T1's move): clicking it plays the card on it.
    const warrior = boardModel(engine, ctx.state).units.find((u) => u.name === 'Gignen Warrior');
    expect(warrior?.at).toEqual({ x: 5, y: 4 });
    expect(clickSpace(ctx, selected.selection, 5, 4)).toMatchObject({ kind: 'act', action: { type: 'play', card: hands, targets: { target: { t: 'unit', id: warrior?.id } } } });
  });

  it('a card with no legal play says why', () => {
    const s = start('Turn 2: Blast Bolt');
    const ctx = ctxAt(s, []); // the Warrior is out of range before the step forward
    const bolt = ctx.state.players.B.zones.hand[0] ?? '';
    expect(selectCard(ctx, bolt)).toEqual({ kind: 'illegal', reason: 'Blast Bolt has no valid targets now', selection: NO_SELECTION });
  });
});

describe('a run saved as a scenario', () => {
  it('the play example’s run, written back as a script with expectations, re-runs as a passing test', () => {
    const s = start('Play example');
    const frames = framesOf(s, s.script);
    const steps = s.script.map((entry, i) => ({ entry, before: frames[i]?.state ?? s.frame.state, after: frames[i + 1]?.state ?? s.frame.state }));
    const end = frames.at(-1)?.state ?? s.frame.state;
    const script = writeScript(engine, s.handles, steps, end);
    expect(script.problems).toEqual([]);
    if (!s.setup) throw new Error('no setup');
    const text = setupToText({ ...s.setup, name: 'Saved run' }, script.steps);
    // The Fae Magician is summoned first, so it is the script's `magician` (the Gignen one becomes `magician2`).
    expect(text).toContain('B play "Blast Bolt" caster: magician target: warrior');
    expect(text).toContain('A summon "Gignen Magician" to (4,2) called: magician2');
    expect(text).toContain('winner B');
    const decl = parse(text).document.decls[0];
    if (!decl || decl.kind !== 'Scenario') throw new Error(text);
    const run = runScenario(engine, decl);
    expect(run.failures).toEqual([]);
    expect(run.checks.length).toBeGreaterThan(10);
    expect(run.state.players.B.vp).toBe(3);
  });
});

describe('default scenario for a card', () => {
  it('finds a position where the engine offers the card, for every playable card but one that needs a named caster', () => {
    const playable = game.content.cards.filter((c) => !['role', 'equipment'].includes(c.cardType));
    const without: string[] = [];
    for (const card of playable) {
      const d = defaultScenario(engine, card.name.text);
      if ('error' in d) throw new Error(d.error);
      if (d.actions.length === 0) without.push(`${card.name.text}: ${d.why}`);
      // The position text is a scenario the sandbox can start.
      expect(scenarioStart(game, d.decl).ok).toBe(true);
    }
    expect(without).toEqual(['Follow Me!: Follow Me! has no valid targets now']);
  });

  it('counters and reactions: B’s scripted step makes their trigger happen, after which A can use the card', () => {
    // A trigger at a point of the turn (Buried Cache: `at start of your 2nd turn after this was set`) is not
    // something one step of B makes happen: those cards get the ordinary default position instead.
    const timed = (c: (typeof game.content.cards)[number]) => 'trigger' in c && c.trigger !== undefined && /^(turn|phase)-/.test(c.trigger.event.text);
    const answering = game.content.cards.filter((c) => (c.cardType === 'counter' || c.cardType === 'reaction') && !timed(c));
    // The content's counters and reactions: a test that covered none would prove nothing.
    expect(answering.map((c) => c.cardType).sort()).toEqual(['counter', 'counter', 'counter', 'reaction', 'reaction', 'reaction']);
    for (const card of game.content.cards.filter(timed)) expect('error' in defaultScenario(engine, card.name.text), card.name.text).toBe(false);
    for (const card of answering) {
      const d = defaultScenario(engine, card.name.text);
      if ('error' in d) throw new Error(d.error);
      expect(d.trigger?.step, card.name.text).toMatch(/^B (attack|play|activate|direct-attack|summon|move) /);
      expect(d.setup.turn.player).toBe('B');
      if (card.cardType === 'counter') expect(d.setup.players.A.faceDown).toContain(card.name.text);
      else expect(d.setup.players.A.zones.hand).toContain(card.name.text);
      // Before B's step A cannot use the card; after the scenario's script, the engine offers it to A.
      const s = scenarioStart(game, d.decl);
      if (!s.ok) throw new Error(s.message);
      const iids = new Set(Object.values(s.start.frame.state.cards).filter((c) => c.card === card.name.text || c.card === card.id).map((c) => c.iid));
      const uses = (state: typeof s.start.frame.state) => engine.legalActions(state, 'A').filter((a) => (a.type === 'activate' || a.type === 'play') && iids.has(a.card));
      expect(uses(s.start.frame.state), card.name.text).toEqual([]);
      const at = d.trigger?.at ?? 0;
      expect(at).toBeGreaterThan(0);
      expect(s.start.script.length).toBeGreaterThanOrEqual(at);
      // Where the sandbox opens the run: after B's step and the passes that resolve it.
      const frames = framesOf(s.start, s.start.script.slice(0, at));
      const end = frames[frames.length - 1]?.state;
      if (!end) throw new Error('no frame');
      expect(uses(end).length, card.name.text).toBeGreaterThan(0);
      expect(uses(end).map((a) => a.type)).toContain(card.cardType === 'counter' ? 'activate' : 'play');
    }
  });

  it('Blast Bolt: A’s Magician casts at a B summon two spaces away, in A’s Action Phase', () => {
    const d = defaultScenario(engine, 'blast-bolt');
    if ('error' in d) throw new Error(d.error);
    expect(d.setup.turn).toEqual({ number: 3, player: 'A', phase: 'action' });
    expect(d.actions[0]).toMatchObject({ type: 'play', player: 'A' });
    expect(d.setup.players.A.zones.hand).toEqual(['Blast Bolt']);
  });
});

describe('play mode start', () => {
  it('starts a game between two content decks, waiting for the coin flip winner', () => {
    const r = playStart(game, { A: 'player-a', B: 'player-b' }, 5);
    if (!r.ok) throw new Error(r.message);
    expect(engine.awaiting(r.start.frame.state).kind).toBe('choice');
    expect(playStart(game, { A: 'player-a', B: 'nope' }, 5)).toMatchObject({ ok: false, message: expect.stringContaining('no deck "nope"') });
  });
});
