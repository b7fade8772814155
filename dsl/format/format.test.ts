import { describe, expect, it } from 'vitest';
import { sameAst } from '../ast-compare';
import { parse } from '../parse';
import { format } from './format';

describe('format', () => {
  it('lays a card out canonically: clause order (bindings keep theirs), indentation, spacing', () => {
    const messy = 'action   "Hot Bolt"{effect{attack target with magical damage=caster.INT*(1+power/100) crit   x1.5} target:enemy summon within range of caster power 60 then discard caster:your Mage}';
    expect(format(messy).text).toBe([
      'action "Hot Bolt" {',
      '  then discard',
      '  power 60',
      '  target: enemy summon within range of caster',
      '  caster: your Mage',
      '  effect {',
      '    attack target with magical damage = caster.INT * (1 + power / 100)',
      '      crit x1.5',
      '  }',
      '}',
      '',
    ].join('\n'));
  });

  it('keeps own-line and trailing comments next to their nodes, and single blank lines', () => {
    const source = [
      '// header comment',
      'action A {',
      '  power 1 // trailing',
      '',
      '  // before the effect',
      '  effect {',
      '    draw 1 card',
      '    // last in block',
      '  }',
      '}',
      '',
      '',
      '',
      '// second',
      'action B { }',
      '',
    ].join('\n');
    const expected = [
      '// header comment',
      'action A {',
      '  power 1 // trailing',
      '',
      '  // before the effect',
      '  effect {',
      '    draw 1 card',
      '    // last in block',
      '  }',
      '}',
      '',
      '// second',
      'action B {',
      '}',
      '',
    ].join('\n');
    const result = format(source);
    expect(result.text).toBe(expected);
    expect(format(result.text).text).toBe(expected);
  });

  it('prints a multiplier that is not a number after `×`, so it reads back as the same multiplier', () => {
    const text = 'action A {\n  target: enemy summon\n  effect {\n    deal physical damage = 10 to target\n      crit ×target.LCK\n  }\n}\n';
    const printed = format(text).text;
    expect(printed).toContain('      crit × target.LCK\n');
    expect(parse(printed).diagnostics).toEqual([]);
    expect(sameAst(parse(printed).document, parse(text).document)).toBe(true);
  });

  it('adds only the parentheses re-parsing needs', () => {
    const out = format('action A { param a (1 + 2) * 3 param b 1 + (2 * 3) param c 2 ^ (3 ^ 2) param d (2 ^ 3) ^ 2 param e -(1 + 2) param f 10 - (4 - 1) }').text;
    expect(out).toContain('param a (1 + 2) * 3\n');
    expect(out).toContain('param b 1 + 2 * 3\n');
    expect(out).toContain('param c 2 ^ 3 ^ 2\n');
    expect(out).toContain('param d (2 ^ 3) ^ 2\n');
    expect(out).toContain('param e -(1 + 2)\n');
    expect(out).toContain('param f 10 - (4 - 1)\n');
  });

  it('keeps a nested where-selector from swallowing the next condition', () => {
    const source = 'action A { requires (you control a Mage where level > 3) and hit }';
    const out = format(source).text;
    expect(out).toContain('requires (you control a Mage where level > 3) and hit');
    expect(sameAst(parse(out).document, parse(source).document)).toBe(true);
  });

  it('returns text with syntax errors unchanged, with the errors', () => {
    const source = 'action A { effect { draw } }';
    const result = format(source);
    expect(result.text).toBe(source);
    expect(result.changed).toBe(false);
    expect(result.errors.map((e) => e.code)).toEqual(['L0003']);
  });

  it('never drops a comment, wherever it is', () => {
    const source = 'action A { // one\n effect { // two\n draw 1 card // three\n } // four\n}\n// five\n';
    const out = format(source).text;
    for (const n of ['one', 'two', 'three', 'four', 'five']) expect(out).toContain(`// ${n}`);
    expect(format(out).text).toBe(out);
  });

  it('keeps `cannot` on a refused scenario step, and the AST says it is refused', () => {
    const source = 'scenario "S" { turn 3 player A phase action A   cannot advance "Champion Rage"   target: elf A end-turn }';
    const text = format(source).text;
    expect(text).toContain('\n  A cannot advance "Champion Rage" target: elf\n  A end-turn\n');
    expect(sameAst(parse(source).document, parse(text).document)).toBe(true);
    const steps = parse(text).document.decls.flatMap((d) => (d.kind === 'Scenario' ? d.steps : []));
    expect(steps.map((s) => (s.kind === 'ScenarioAction' ? `${s.verb.text} ${s.refused === true}` : s.kind))).toEqual(['advance true', 'end-turn false']);
  });
});

describe('text the parser had to leave out', () => {
  it('is never formatted away: a clause the card type does not take, or one given twice, leaves the file as it is', () => {
    for (const text of ['summon "S" {\n  footprint 2 x 2\n  species Nixie\n}\n', 'action "A" {\n  speed action\n  speed reaction\n}\n']) {
      const result = format(text);
      expect(result.text).toBe(text);
      expect(result.changed).toBe(false);
      expect(result.errors.map((e) => e.code)).toEqual([text.includes('footprint') ? 'L0404' : 'L0408']);
    }
  });
});
