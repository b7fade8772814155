/** The built-in function list drives the validator, completion and the constant folder of exports. */
import { describe, expect, it } from 'vitest';
import { BUILTINS } from '../../dsl/builtins';
import { LanguageService } from '../../dsl/language-service/service';
import { Project } from '../../dsl/project';
import { ZONES } from '../../dsl/zones';
import { parse } from '../../dsl/parse';
import { constantValue } from '../../sets/constant-value';
import { fixtureFiles, fixtureProject } from './fixture-game';

const probe = 'content/t/cards/action/probe.smith';

function codesOf(text: string): string[] {
  return fixtureProject([{ path: probe, text }])
    .diagnostics(probe)
    .map((d) => `${d.code} ${d.message}`);
}

describe('built-in functions in the DSL', () => {
  it('validate with an allowed number of arguments and report any other number (L0206)', () => {
    for (const b of BUILTINS) {
      expect(codesOf(`action A { param x ${b.name}(3) effect { draw x cards } }`), b.name).toEqual([]);
      const wrong = b.arity.max === 1 ? `${b.name}(1, 2)` : `${b.name}()`;
      expect(codesOf(`action A { param x ${wrong} effect { draw x cards } }`).some((c) => c.startsWith(`L0206 \`${b.name}\` takes`)), b.name).toBe(true);
    }
    expect(codesOf('action A { param x sqrt(4) effect { draw x cards } }')[0]).toMatch(/^L0116 Unknown function `sqrt`/);
  });

  it('are all offered by completion in formulas, with their descriptions', () => {
    const service = new LanguageService(new Project(fixtureFiles));
    const text = 'action X { power 2 effect { draw | } }';
    service.update(probe, text.replace('|', ''));
    const items = service.completions(probe, text.indexOf('|'))?.items.filter((i) => i.kind === 'function') ?? [];
    expect(items.map((i) => i.label)).toEqual(BUILTINS.map((b) => b.name));
    expect(items.find((i) => i.label === 'abs')?.detail).toContain('without its sign');
  });

  it('are folded to numbers on exported card faces', () => {
    const param = (formula: string) => {
      const card = parse(`action A { param x ${formula} effect { draw x cards } }`).document.decls[0];
      if (card?.kind !== 'Card') throw new Error('not a card');
      const p = card.params[0];
      if (!p) throw new Error('no parameter');
      return constantValue(p.value);
    };
    expect([param('floor(7 / 2)'), param('ceil(7 / 2)'), param('round(7 / 2)'), param('abs(0 - 4)'), param('min(3, 1, 2)'), param('max(3, 1, 2)')]).toEqual([3, 4, 4, 4, 1, 3]);
    expect(param('floor(1, 2)')).toBeUndefined();
  });
});

describe('zones in the DSL', () => {
  it('every zone is a valid zone name, and others are reported (L0112)', () => {
    for (const zone of ZONES) expect(codesOf(`action A { effect { shuffle ${zone} } }`), zone).toEqual([]);
    expect(codesOf('action A { effect { shuffle graveyard } }')[0]).toMatch(/^L0112 Unknown zone `graveyard`/);
  });
});
