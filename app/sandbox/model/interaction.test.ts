import { describe, expect, it } from 'vitest';
import { startScenario, type Value } from '../../../games/summoners-grid/index';
import { compiledContent } from '../../../test/sandbox/helpers';
import { defaultScenario } from './default-scenario';
import { cardCandidates, cardStep, clickSpace, selectCard, slotValue, sameValue, type Ctx, type Selection } from './interaction';

const game = compiledContent();

/** The sandbox's "Test this card" position for `cardId`, with A to act, and the card's instance in A's hand. */
function testPosition(cardId: string): { ctx: Ctx; card: string } {
  const made = defaultScenario(game.engine, cardId);
  if ('error' in made) throw new Error(made.error);
  const { state } = startScenario(game.engine, made.decl);
  const ctx: Ctx = { engine: game.engine, state, legal: game.engine.legalActions(state, 'A'), player: 'A' };
  const card = state.players.A.zones.hand.find((iid) => state.cards[iid]?.card === cardId);
  if (!card) throw new Error(`${cardId} is not in A's hand`);
  return { ctx, card };
}

function unitId(v: Value | undefined): string {
  if (!v || typeof v !== 'object' || Array.isArray(v) || v.t !== 'unit') throw new Error('not a unit');
  return v.id;
}

function at(ctx: Ctx, v: Value | undefined): { x: number; y: number } {
  const where = ctx.state.units[unitId(v)]?.at;
  if (!where) throw new Error('unit not on the board');
  return where;
}

describe('picking a card play on the board', () => {
  const { ctx, card } = testPosition('blast-bolt');
  const selected = selectCard(ctx, card);
  if (selected.kind !== 'select') throw new Error('the card cannot be selected');
  const selection: Selection = selected.selection;
  const plays = cardCandidates(ctx.legal, card);

  it('asks for the caster first when several summons can cast (the position this test relies on)', () => {
    const step = cardStep(ctx.engine, ctx.state, plays);
    expect(step.kind).toBe('slot');
    if (step.kind !== 'slot') return;
    expect(step.slot).toBe('targets.caster');
    expect(step.options.length).toBeGreaterThan(1);
  });

  it('takes a target clicked before the caster as the target, and then asks for the casters that can reach it', () => {
    const target = slotValue(plays[0]!, 'targets.target');
    // Worked out from the legal plays alone: the casters of the plays aimed at that target.
    const casters = plays.filter((p) => sameValue(slotValue(p, 'targets.target'), target)).map((p) => unitId(slotValue(p, 'targets.caster')));
    const { x, y } = at(ctx, target);
    const result = clickSpace(ctx, selection, x, y);
    if (casters.length === 1) {
      expect(result).toEqual({ kind: 'act', action: plays.find((p) => sameValue(slotValue(p, 'targets.target'), target)) });
      return;
    }
    expect(result.kind).toBe('select');
    if (result.kind !== 'select' || result.selection.kind !== 'card') throw new Error('not a card selection');
    expect(result.selection.picked.slots['targets.target']).toEqual(target);
    const next = cardStep(ctx.engine, ctx.state, cardCandidates(ctx.legal, card, result.selection.picked));
    expect(next.kind).toBe('slot');
    if (next.kind !== 'slot') return;
    expect(next.slot).toBe('targets.caster');
    expect(next.options.map((o) => unitId(o.value)).sort()).toEqual([...new Set(casters)].sort());
    // Then the caster's click decides the play: exactly the legal action with both.
    const caster = next.options[0]!.value;
    const where = at(ctx, caster);
    const played = clickSpace(ctx, result.selection, where.x, where.y);
    expect(played.kind).toBe('act');
    if (played.kind !== 'act') return;
    expect(plays).toContainEqual(played.action);
    expect(slotValue(played.action as (typeof plays)[number], 'targets.target')).toEqual(target);
    expect(slotValue(played.action as (typeof plays)[number], 'targets.caster')).toEqual(caster);
  });

  it('still refuses, with the engine’s reason, a click no remaining play uses: another enemy once the target is chosen, an empty space', () => {
    const target = slotValue(plays[0]!, 'targets.target');
    const aimed = plays.filter((p) => sameValue(slotValue(p, 'targets.target'), target));
    const picked: Selection = { kind: 'card', card, picked: { slots: { 'targets.target': target! } } };
    const casters = new Set(aimed.map((p) => unitId(slotValue(p, 'targets.caster'))));
    // Only meaningful while the caster is still open (several casters reach the target).
    if (casters.size < 2) throw new Error('one caster reaches the target: this test needs two');
    const other = Object.values(ctx.state.units).find((u) => !u.removed && u.at && u.id !== unitId(target) && !casters.has(u.id));
    if (!other?.at) throw new Error('no unit besides the target and its casters');
    const refused = clickSpace(ctx, picked, other.at.x, other.at.y);
    expect(refused.kind).toBe('illegal');
    if (refused.kind !== 'illegal') return;
    expect(refused.reason.length).toBeGreaterThan(0);
    expect(refused.selection).toEqual(picked);

    const occupied = new Set(Object.values(ctx.state.units).flatMap((u) => (u.at && !u.removed ? [`${u.at.x},${u.at.y}`] : [])));
    const empty = [...Array(12).keys()].map((x) => ({ x, y: 6 })).find((s) => !occupied.has(`${s.x},${s.y}`));
    if (!empty) throw new Error('no empty space on row 6');
    const onSpace = clickSpace(ctx, selection, empty.x, empty.y);
    expect(onSpace.kind).toBe('illegal');
    if (onSpace.kind === 'illegal') expect(onSpace.selection).toEqual(selection);
  });
});
