/**
 * Counted triggers (`at start of your 2nd turn after this was set`) through the language's stages: parse,
 * AST schema, printer, rules text, validator (with positions) and completion. Summoner's Grid counting
 * the turns is tested in games/summoners-grid/interpret/turn-count.test.ts and by the content's
 * scenarios/counted-turns.smith.
 */
import { describe, expect, it } from 'vitest';
import { gridErrors, parsedCard } from '../../games/summoners-grid/effect-modules/testing';
import { sameAst } from '../ast-compare';
import { TriggerSchema } from '../ast-schema';
import { format } from '../format/format';
import { parse } from '../parse';
import { Project } from '../project';
import { rulesText } from '../rules-text/rules-text';
import { gridCompletionLabels } from '../testing/completion-labels';
import { ordinal } from '../turn-count';

const counter = (trigger: string) => `counter "Slow Fuse" {\n  attribute fire\n  then discard\n  ${trigger}\n  effect {\n    draw 1 card\n  }\n}\n`;
const building = (trigger: string) => `building "Old Clock" {\n  attribute light\n  footprint 1 x 1\n  ${trigger} {\n    you gain 1 VP\n    destroy this\n  }\n}\n`;

function errorsAt(text: string): Array<{ code: string; line: number; column: number }> {
  const path = 'content/summoners-grid/cards/counter/probe.smith';
  return new Project([{ path, text }]).diagnostics(path).filter((d) => d.severity === 'error').map((d) => ({ code: d.code, line: d.range.start.line, column: d.range.start.column }));
}

describe('counted triggers: the Nth turn after this was set', () => {
  it('parses the ordinal and what the turns count from, matching the schema', () => {
    const card = parsedCard(counter('at start of your 2nd turn after this was set'));
    const trigger = card.kind === 'Card' && 'trigger' in card ? card.trigger : undefined;
    expect(trigger).toMatchObject({ event: { text: 'turn-start' }, whose: 'you', occurrence: 'each', nth: { kind: 'TurnCount', count: 2, since: 'set' } });
    // the count spans `2nd … set` (line 4, column 21 to column 45)
    expect(trigger?.nth?.range.start).toMatchObject({ line: 4, column: 20 });
    expect(TriggerSchema.safeParse(trigger).success).toBe(true);
    expect(TriggerSchema.safeParse({ ...trigger, nth: { kind: 'TurnCount', since: 'later', range: trigger?.range } }).success).toBe(false);
  });

  it('reads phases and `after this entered play` too', () => {
    const card = parsedCard(building("at end of opponent's 3rd draw phase after this entered play"));
    const ability = card.abilities[0];
    expect(ability?.kind === 'Triggered' && ability.trigger).toMatchObject({ event: { text: 'phase-end' }, phase: { text: 'draw' }, whose: 'opponent', nth: { count: 3, since: 'entered-play' } });
  });

  it('prints as written, reads back the same tree and reads as English', () => {
    for (const text of [counter('at start of your 2nd turn after this was set'), building('at end of each 11th turn after this entered play')]) {
      const printed = format(text).text;
      expect(printed).toBe(text);
      expect(sameAst(parse(printed).document, parse(text).document)).toBe(true);
    }
    expect(rulesText(parsedCard(counter('at start of your 2nd turn after this was set')))).toContain('At the start of your 2nd turn after this was set');
    expect(rulesText(parsedCard(building('at end of each 21st turn after this entered play')))).toContain('At the end of each 21st turn after this entered play');
  });

  it('writes ordinals the English way', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th']);
  });

  it('accepts a counted counter and a counted ability', () => {
    expect(gridErrors(counter('at start of your 2nd turn after this was set'))).toEqual([]);
    expect(gridErrors(building('at start of your 3rd turn after this entered play'))).toEqual([]);
  });

  it('refuses an ordinal without `after …`, `after …` without an ordinal, and the 0th turn, where they are written', () => {
    expect(errorsAt(counter('at start of your 2nd turn'))).toEqual([{ code: 'L0013', line: 4, column: 20 }]);
    expect(errorsAt(counter('at start of your turn after this was set'))).toEqual([{ code: 'L0013', line: 4, column: 25 }]);
    expect(errorsAt(counter('at start of your 0th turn after this was set'))).toEqual([{ code: 'L0013', line: 4, column: 20 }]);
    expect(gridErrors(counter('at start of your 2nd turn'))[0]).toContain('Say what the turns are counted from');
  });

  it('refuses `after this was set` on an ability, which is never set face down', () => {
    const errors = gridErrors(building('at start of your 2nd turn after this was set'));
    expect(errors).toEqual(['L0404 `after this was set` is for the trigger of a card set face down (a counter, a reaction or a trap); an ability counts `after this entered play`']);
  });

  it('is offered by completion: the ordinal’s `turn`, then `after`, then how it came into play', () => {
    const labels = (text: string): string[] => gridCompletionLabels(text, 'content/summoners-grid/cards/counter/probe.smith');
    expect(labels('counter C { at start of your 2nd turn | }')).toContain('after');
    expect(labels('counter C { at start of your 2nd turn after this | }')).toEqual(expect.arrayContaining(['was', 'entered']));
    expect(labels('counter C { at start of your 2nd turn after this was | }')).toContain('set');
  });
});
