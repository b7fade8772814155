import { describe, expect, it } from 'vitest';
import { parse } from '../../../dsl/parse';
import { startScenario } from '../../../games/summoners-grid/index';
import { compiledContent, scenarioNamed } from '../../../test/sandbox/helpers';
import { boardModel } from './board-model';
import { setupToText } from './setup';
import { setupFromState } from './snapshot';
import { scenarioStart } from './start';
import { Frames } from './grid-timeline';

const game = compiledContent();

describe('saving a position', () => {
  it('the play example after Turn 6 saved as a setup rebuilds the same board, and says what it cannot keep', () => {
    const r = scenarioStart(game, scenarioNamed(game, 'Play example').decl);
    if (!r.ok) throw new Error(r.message);
    const frames = new Frames(game.engine, r.start.frame).compute(r.start.script);
    if (!frames.ok) throw new Error(frames.reason);
    // The position after B's Ensnare (T6): an immobilized Berserker, Gignen Country, a face-down Graverobbing.
    const index = frames.frames.findIndex((f) => f.events.some((e) => e.kind === 'status'));
    const state = frames.frames[index]?.state;
    if (!state) throw new Error('no Ensnare');
    const { setup, lost } = setupFromState(game.engine, state, 'After Ensnare');
    const text = setupToText(setup);
    const decl = parse(text).document.decls[0];
    if (!decl || decl.kind !== 'Scenario') throw new Error(text);
    const rebuilt = startScenario(game.engine, decl).state;
    const strip = (m: ReturnType<typeof boardModel>) => ({ ...m, units: m.units.map(({ id: _id, ...u }) => u).sort((a, b) => a.at.x - b.at.x || a.at.y - b.at.y), buildings: m.buildings.map(({ id: _id, ...b }) => b), faceDown: m.faceDown.map(({ iid: _iid, ...f }) => f) });
    expect(strip(boardModel(game.engine, rebuilt))).toEqual(strip(boardModel(game.engine, state)));
    expect(rebuilt.players.B.zones.hand.map((iid) => rebuilt.cards[iid]?.card)).toEqual(state.players.B.zones.hand.map((iid) => state.cards[iid]?.card));
    expect(lost.some((l) => l.includes('active effect'))).toBe(true);
    expect(lost.at(-1)).toContain('random generator');
  });
});
