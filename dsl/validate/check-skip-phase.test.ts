/**
 * `skip opponent's level phase` (a continuous override of a phase) through the language's stages. The
 * engine skipping each phase is tested in test/engine/phase-skips.test.ts and by the content's
 * scenarios/frozen-hourglass.smith.
 */
import { describe, expect, it } from 'vitest';
import { gridErrors, parsedCard } from '../../games/summoners-grid/effect-modules/testing';
import { sameAst } from '../ast-compare';
import { ContinuousEffectSchema } from '../ast-schema';
import { format } from '../format/format';
import { parse } from '../parse';
import { Project } from '../project';
import { rulesText } from '../rules-text/rules-text';
import { gridCompletionLabels } from '../testing/completion-labels';

const hourglass = (effect: string) => `building "Hourglass" {\n  attribute water\n  footprint 1 x 1\n  ${effect}\n}\n`;

describe('skipping a phase (`skip opponent\'s level phase`)', () => {
  it('parses into a SkipPhase continuous effect matching the schema', () => {
    const ability = parsedCard(hourglass("skip opponent's level phase")).abilities[0];
    const effect = ability?.kind === 'Continuous' ? ability.effects[0] : undefined;
    expect(effect).toMatchObject({ kind: 'SkipPhase', phase: { text: 'level' }, appliesTo: 'opponent' });
    expect(ContinuousEffectSchema.safeParse(effect).success).toBe(true);
    expect(ContinuousEffectSchema.safeParse({ ...effect, appliesTo: 'both' }).success).toBe(false);
  });

  it('reads `your`, `each` and a condition (`while …: skip …`)', () => {
    const mine = parsedCard(hourglass('skip your draw phase')).abilities[0];
    expect(mine?.kind === 'Continuous' && mine.effects[0]).toMatchObject({ appliesTo: 'you', phase: { text: 'draw' } });
    const each = parsedCard(hourglass('while opponent controls no summons: skip each end phase')).abilities[0];
    expect(each).toMatchObject({ kind: 'Continuous', condition: { kind: 'Exists' }, effects: [{ kind: 'SkipPhase', appliesTo: 'any', phase: { text: 'end' } }] });
  });

  it('prints as written, reads back the same tree and reads as English', () => {
    for (const effect of ["skip opponent's level phase", 'skip each action phase', 'while opponent controls no summons: skip your draw phase']) {
      const text = hourglass(effect);
      expect(format(text).text).toBe(text);
      expect(sameAst(parse(format(text).text).document, parse(text).document)).toBe(true);
    }
    expect(rulesText(parsedCard(hourglass("skip opponent's level phase")))).toContain("Skip your opponent's level phase.");
    expect(rulesText(parsedCard(hourglass('skip each end phase')))).toContain("Skip each player's end phase.");
  });

  it('accepts a declared phase and refuses an unknown one where it is written', () => {
    expect(gridErrors(hourglass("skip opponent's level phase"))).toEqual([]);
    const path = 'content/summoners-grid/cards/building/probe.smith';
    const diagnostics = new Project([{ path, text: hourglass("skip opponent's nap phase") }]).diagnostics(path).filter((d) => d.severity === 'error' || d.code === 'L0114');
    expect(diagnostics.map((d) => ({ code: d.code, line: d.range.start.line, column: d.range.start.column }))).toEqual([{ code: 'L0114', line: 4, column: 19 }]);
    expect(diagnostics[0]?.message).toContain('Unknown phase `nap`');
  });

  it('is offered by completion: `skip`, then whose, then the declared phases', () => {
    const labels = (text: string): string[] => gridCompletionLabels(text);
    expect(labels('building B { footprint 1 x 1 | }')).toContain('skip');
    expect(labels('building B { footprint 1 x 1 skip | }')).toEqual(expect.arrayContaining(['your', "opponent's", 'each']));
    expect(labels('building B { footprint 1 x 1 skip your | }')).toEqual(expect.arrayContaining(['draw', 'level', 'action', 'end']));
  });
});
