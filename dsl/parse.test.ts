import { describe, expect, it } from 'vitest';
import type { CardDecl, Condition, Decl, Effect, Expr, Selector, Trigger } from './ast';
import { withoutRanges } from './ast-compare';
import { parse } from './parse';
import { MAX_SOURCE_LENGTH } from './source-size';

function only(text: string): Decl {
  const result = parse(text);
  expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  const decl = result.document.decls[0];
  if (decl === undefined) throw new Error('no declaration');
  return decl;
}

function card(text: string): CardDecl {
  const decl = only(text);
  if (decl.kind !== 'Card') throw new Error('not a card');
  return decl;
}

function step(text: string): Effect {
  const effect = card(`action T { effect { ${text} } }`).effect[0];
  if (effect === undefined) throw new Error('no step');
  return effect;
}

function condition(text: string): Condition {
  const c = card(`action T { requires ${text} }`).requirements[0];
  if (c === undefined) throw new Error('no condition');
  return c;
}

function expr(text: string): Expr {
  const p = card(`action T { param x ${text} }`).params[0];
  if (p === undefined) throw new Error('no param');
  return p.value;
}

function selector(text: string): Selector {
  const b = card(`action T { t: ${text} }`).bindings[0];
  if (b === undefined) throw new Error('no binding');
  return b.selector;
}

/** A compact rendering of formulas to check structure: `(a + (b * c))`. */
function shape(e: Expr): string {
  switch (e.kind) {
    case 'Number': return String(e.value);
    case 'Percent': return `${e.value}%`;
    case 'Ref': return e.path.map((n) => n.text).join('.');
    case 'Binary': return `(${shape(e.left)} ${e.op} ${shape(e.right)})`;
    case 'Unary': return `(-${shape(e.operand)})`;
    case 'Call': return `${e.fn.text}(${e.args.map(shape).join(', ')})`;
    case 'If': return `if(${e.condition.kind}, ${shape(e.then)}, ${shape(e.else)})`;
  }
}

describe('formulas', () => {
  it('applies arithmetic precedence and associativity', () => {
    expect(shape(expr('1 + 2 * 3 - 4 / 2'))).toBe('((1 + (2 * 3)) - (4 / 2))');
    expect(shape(expr('2 ^ 3 ^ 2'))).toBe('(2 ^ (3 ^ 2))');
    expect(shape(expr('-2 ^ 2'))).toBe('(-(2 ^ 2))');
    expect(shape(expr('-a * b'))).toBe('((-a) * b)');
    expect(shape(expr('(1 + 2) * 3'))).toBe('((1 + 2) * 3)');
  });

  it('reads references, calls, percentages and if-expressions', () => {
    expect(shape(expr('caster.INT * (1 + power / 100) * (caster.INT / target.MDF)'))).toBe('((caster.INT * (1 + (power / 100))) * (caster.INT / target.MDF))');
    expect(shape(expr('floor(max(1, target.maxHP * 25%))'))).toBe('floor(max(1, (target.maxHP * 25%)))');
    expect(shape(expr('if tier >= 2 then 2 else 1'))).toBe('if(Compare, 2, 1)');
  });

  it('reports a condition used as a value (L0011) and a value used as a condition (L0010)', () => {
    const codes = (text: string): string[] => parse(text).diagnostics.map((d) => d.code);
    expect(codes('action T { param x 1 + (a > 2) }')).toEqual(['L0011']);
    expect(codes('action T { requires level + 1 }')).toEqual(['L0010']);
  });
});

describe('conditions', () => {
  it('groups and/or/not by precedence and flattens chains', () => {
    const c = condition('a > 1 and b > 2 and not c = 3 or d < 4');
    expect(c.kind).toBe('Or');
    if (c.kind !== 'Or') return;
    expect(c.items.map((i) => i.kind)).toEqual(['And', 'Compare']);
    const and = c.items[0];
    if (and?.kind !== 'And') return;
    expect(and.items.map((i) => i.kind)).toEqual(['Compare', 'Compare', 'Not']);
  });

  it('reads `is` tests: a bare word is a status, a descriptor names roles, owners and nouns', () => {
    const status = condition('target is not immobilized');
    expect(withoutRanges(status)).toMatchObject({ kind: 'Is', filters: [{ kind: 'Status', status: { text: 'immobilized' }, negated: true }] });
    const role = condition('it is a tier 1 Archer');
    expect(withoutRanges(role)).toMatchObject({ kind: 'Is', filters: [{ kind: 'Tier', op: '=', value: 1 }, { kind: 'Role', role: { text: 'Archer' } }] });
    expect(role.kind === 'Is' && role.owner === undefined && role.entity === undefined).toBe(true);
    const owned = condition('event.unit is your summon');
    expect(withoutRanges(owned)).toMatchObject({ kind: 'Is', owner: 'you', entity: 'summon', filters: [] });
    expect(condition('it is not a Archer').kind).toBe('Not');
  });

  it('reads existence tests with counts', () => {
    expect(withoutRanges(condition('you control a Mage'))).toMatchObject({ kind: 'Exists', selector: { owner: 'you', filters: [{ kind: 'Role' }] } });
    expect(withoutRanges(condition('there are at least 2 enemy summons within 3 of caster'))).toMatchObject({
      kind: 'Exists', count: { op: '>=', value: { kind: 'Number', value: 2 } }, selector: { owner: 'opponent', entity: 'summon' },
    });
    expect(withoutRanges(condition('opponent controls no Archer'))).toMatchObject({ kind: 'Exists', count: { op: '=', value: { value: 0 } }, selector: { owner: 'opponent' } });
  });

  it('reads step outcomes, plain and labelled', () => {
    expect(withoutRanges(condition('hit'))).toEqual({ kind: 'Outcome', outcome: { kind: 'Name', text: 'hit' } });
    expect(withoutRanges(condition('bolt.crit'))).toEqual({ kind: 'Outcome', outcome: { kind: 'Name', text: 'crit' }, label: { kind: 'Name', text: 'bolt' } });
  });
});

describe('selectors', () => {
  it('treats a lone name as a role and a name before a noun as a species', () => {
    expect(withoutRanges(selector('your Mage'))).toMatchObject({ entity: 'summon', owner: 'you', filters: [{ kind: 'Role', role: { text: 'Mage' } }] });
    expect(withoutRanges(selector('your Elf summon'))).toMatchObject({ entity: 'summon', filters: [{ kind: 'Species', species: { text: 'Elf' } }] });
    expect(withoutRanges(selector('enemy Elf Mage'))).toMatchObject({ owner: 'opponent', filters: [{ kind: 'Species' }, { kind: 'Role' }] });
  });

  it('does not swallow the next lowercase binding', () => {
    const c = card('action T { caster: your Mage target: enemy summon }');
    expect(c.bindings.map((b) => b.name.text)).toEqual(['caster', 'target']);
  });

  it('reads every trailing filter', () => {
    const s = selector('empty space within 6 of caster adjacent to target in your territory on these spaces that is not immobilized that has completed a quest other than caster where level < 10 named "X"');
    expect(s.entity).toBe('space');
    expect(s.filters.map((f) => f.kind)).toEqual(['Empty', 'Within', 'Adjacent', 'Territory', 'OnSpaces', 'Status', 'CompletedQuest', 'OtherThan', 'Where', 'Named']);
  });

  it('reads card selectors with a type and a zone', () => {
    expect(withoutRanges(selector('quest card in hand'))).toMatchObject({ entity: 'card', zone: { text: 'hand' }, filters: [{ kind: 'CardType', cardType: 'quest' }] });
  });

  it('reads binding counts, optional choices and the chooser', () => {
    const b = card('action T { victims: all summons on these spaces picks: up to 2 enemy summons chosen by opponent }').bindings;
    expect(b.map((x) => [x.count, x.optional, x.chooser])).toEqual([['all', false, 'you'], [2, true, 'opponent']]);
  });
});

describe('effect steps', () => {
  it('reads an attack with its hit, crit and on-hit rider', () => {
    const s = step('attack target with physical damage = caster.STR hit = accuracy + caster.LCK / 10 crit x1.5 on hit { target is immobilized until end of opponent\'s next turn, save 30% }');
    expect(withoutRanges(s)).toMatchObject({
      kind: 'Damage', hit: { kind: 'HitFormula' }, crit: { kind: 'StandardCrit', multiplier: { value: 1.5 } },
      onHit: [{ kind: 'Status', status: { text: 'immobilized' }, duration: { until: 'end-of-opponents-next-turn' }, save: { kind: 'Percent', value: 30 } }],
    });
  });

  it('defaults attacks to the standard hit and crit, and plain damage to none', () => {
    expect(withoutRanges(step('attack target with magical damage = 1'))).toMatchObject({ hit: { kind: 'StandardHit' }, crit: { kind: 'StandardCrit' } });
    expect(withoutRanges(step('deal neutral damage = 1 to target'))).toMatchObject({ hit: { kind: 'AlwaysHits' }, crit: { kind: 'NoCrit' } });
    expect(withoutRanges(step('heal target by 5'))).toMatchObject({ kind: 'Heal', crit: { kind: 'NoCrit' } });
  });

  it('splits a modified path into the unit and its property', () => {
    expect(withoutRanges(step('target.weapon.power +10'))).toMatchObject({ kind: 'Modify', target: { path: [{ text: 'target' }] }, property: [{ text: 'weapon' }, { text: 'power' }], op: 'add', duration: { until: 'permanent' } });
    expect(withoutRanges(step('event.unit.MV x2 until end of turn'))).toMatchObject({ target: { path: [{ text: 'event' }, { text: 'unit' }] }, property: [{ text: 'MV' }], op: 'mul' });
    expect(withoutRanges(step('target.DEF /2, ends when it moves or attacks'))).toMatchObject({ op: 'div', duration: { endsWhen: [{ text: 'moves' }, { text: 'attacks' }] } });
  });

  it('tells level-ups, set levels and role changes apart', () => {
    expect(step('it gains 2 levels').kind).toBe('LevelUp');
    expect(step('m becomes level 20').kind).toBe('SetLevel');
    expect(step('m becomes a Champion').kind).toBe('ChangeRole');
  });

  it('reads player steps with and without a player', () => {
    expect(withoutRanges(step('draw 2 cards'))).toMatchObject({ kind: 'Draw', player: 'you' });
    const discard = step('opponent discards 1 card');
    expect(withoutRanges(discard)).toMatchObject({ kind: 'Discard', player: 'opponent' });
    expect(discard).not.toHaveProperty('to');
    expect(withoutRanges(step('opponent discards 1 card to recharge'))).toMatchObject({ kind: 'Discard', to: { text: 'recharge' } });
    expect(withoutRanges(step('you lose 1 VP'))).toMatchObject({ kind: 'GainVP', amount: { kind: 'Unary' } });
    expect(step('you may advance m now').kind).toBe('AllowAdvance');
    expect(withoutRanges(step('you may: draw 1 card'))).toMatchObject({ kind: 'May', body: [{ kind: 'Draw' }] });
  });

  it('reads else-if chains as nested ifs', () => {
    const s = step('if hit { draw 1 card } else if crit { draw 2 cards } else { draw 3 cards }');
    expect(withoutRanges(s)).toMatchObject({ kind: 'If', else: [{ kind: 'If', else: [{ kind: 'Draw' }] }] });
  });
});

describe('triggers and abilities', () => {
  const trigger = (text: string): Trigger => {
    const c = card(`counter T { ${text} }`);
    if (c.cardType !== 'counter' || c.trigger === undefined) throw new Error('no trigger');
    return c.trigger;
  };

  it('reads event triggers with subject, would and condition', () => {
    expect(withoutRanges(trigger('when your summon is defeated'))).toMatchObject({ event: { text: 'defeated' }, subject: { kind: 'Selector', owner: 'you' }, would: false });
    expect(withoutRanges(trigger('when opponent would gain VP if event.unit is your summon'))).toMatchObject({ event: { text: 'gains-vp' }, whose: 'opponent', would: true, condition: { kind: 'Is' } });
    expect(withoutRanges(trigger('when this enters play'))).toMatchObject({ event: { text: 'enters-play' }, subject: { kind: 'This' } });
    expect(withoutRanges(trigger('when you play a summon card'))).toMatchObject({ event: { text: 'played' }, whose: 'you', subject: { entity: 'card' } });
  });

  it('reads turn and phase triggers, including "next"', () => {
    expect(withoutRanges(trigger('at end of your next turn'))).toMatchObject({ event: { text: 'turn-end' }, whose: 'you', occurrence: 'next' });
    expect(withoutRanges(trigger("at start of opponent's draw phase"))).toMatchObject({ event: { text: 'phase-start' }, phase: { text: 'draw' }, whose: 'opponent' });
  });

  it('turns `moves into these spaces` into a condition on the event space', () => {
    expect(withoutRanges(trigger('when enemy summon moves into these spaces'))).toMatchObject({
      event: { text: 'moves-into' }, condition: { kind: 'Is', subject: { path: [{ text: 'event' }, { text: 'space' }] }, entity: 'space', filters: [{ kind: 'OnSpaces' }] },
    });
  });

  it('makes a trigger with a body an ability, with bindings', () => {
    const c = card('building B { footprint 1 x 1 at end of your turn { m: your Mage m gains 1 level } }');
    expect(withoutRanges(c.abilities[0])).toMatchObject({ kind: 'Triggered', bindings: [{ name: { text: 'm' } }], effect: [{ kind: 'LevelUp' }] });
  });

  it('reads continuous abilities: rule overrides, auras and replacements', () => {
    const c = card('building B { footprint 1 x 1 your hand-limit is 8 while hit { your Elf summons get STR +2 } your Mage treat DEF as DEF + 1 when defending }');
    expect(c.abilities.map((a) => (a.kind === 'Continuous' ? a.effects.map((e) => e.kind).join() : a.kind))).toEqual(['RuleOverride', 'Aura', 'ReplaceAura']);
  });
});

describe('declarations', () => {
  it('fills each card type with its defaults', () => {
    const counter = card('counter C { when your summon is defeated }');
    expect(counter.cardType === 'counter' && counter.speed).toBe('counter');
    const weapon = card('weapon W { power 30 range 5 physical damage = STR }');
    expect(weapon.cardType === 'equipment' && weapon.weapon?.power === 30 && weapon.weapon.range === 5 && weapon.params.length === 0).toBe(true);
    const role = card('role R { tier 2 from A, "B C" }');
    expect(role.cardType === 'role' && role.family.text === 'R' && role.from.map((n) => n.text)).toEqual(['A', 'B C']);
  });

  it('reports clauses that do not belong to the card type (L0404) and missing ones (L0405)', () => {
    const result = parse('action A { footprint 2 x 2 } summon S { }');
    expect(result.diagnostics.map((d) => d.code)).toEqual(['L0404', 'L0405']);
  });

  it('keeps quoted names quoted and unquotes them', () => {
    const c = card('action "Follow \\"Me\\"!" { }');
    expect(c.name).toMatchObject({ text: 'Follow "Me"!', quoted: true });
  });

  it('reads scenarios: players, units, actions, rolls and expectations', () => {
    const s = only(`scenario S { seed 3 turn 2 player B phase action
      player B { unit fae: "Sprite" as Mage at (5,11) level 6 hp 40 { moved 1 completed "Q" } hand: X, "Y Z" }
      B play "X" caster: fae target: w
      B end-turn
      rolls 42, 73
      expect { w.hp = 44 fae at (5,10) X in B.discard w is immobilized w is defeated log contains "86.4" winner B } }`);
    expect(withoutRanges(s)).toMatchObject({
      kind: 'Scenario', seed: 3, turn: { number: 2, player: 'B', phase: { text: 'action' } },
      players: [{ side: 'B', zones: [{ zone: { text: 'hand' }, cards: [{ text: 'X' }, { text: 'Y Z' }] }], units: [{ handle: { text: 'fae' }, level: 6, hp: 40, at: { x: 5, y: 11 }, overrides: [{ name: { text: 'moved' } }, { name: { text: 'completed' }, value: { kind: 'Ref' } }] }] }],
      steps: [
        { kind: 'ScenarioAction', verb: { text: 'play' }, subject: { kind: 'Name', text: 'X' }, args: [{ name: { text: 'caster' } }, { name: { text: 'target' } }] },
        { kind: 'ScenarioAction', verb: { text: 'end-turn' }, args: [] },
        { kind: 'ScenarioRolls', values: [42, 73] },
        { kind: 'ScenarioExpect', expectations: [{ kind: 'ExpectCompare' }, { kind: 'ExpectAt' }, { kind: 'ExpectInZone' }, { kind: 'ExpectStatus' }, { kind: 'ExpectDefeated' }, { kind: 'ExpectLog' }, { kind: 'ExpectWinner', winner: 'B' }] },
      ],
    });
  });
});

describe('error recovery', () => {
  it('reports three mistakes at their positions and keeps the rest of the file', () => {
    const text = [
      'action Broken {',
      '  power 60 60',
      '  target: enemy summon within 6 of',
      '  effect {',
      '    attack target with magical damage = caster.INT * * 2',
      '    draw 1 card',
      '  }',
      '}',
      'action Fine { effect { draw 1 card } }',
    ].join('\n');
    const result = parse(text);
    const syntax = result.diagnostics.filter((d) => d.code === 'L0003');
    expect(syntax.map((d) => [d.range.start.line, d.range.start.column])).toEqual([[2, 12], [4, 3], [5, 54]]);
    const names = result.document.decls.map((d) => d.name.text);
    expect(names).toEqual(['Broken', 'Fine']);
    const broken = result.document.decls[0];
    expect(broken?.kind === 'Card' && broken.effect.map((e) => e.kind)).toEqual(['Damage', 'Draw']);
  });

  it('skips a stray line between declarations and reads on', () => {
    const result = parse('action A { effect { draw 1 card } }\nstray words here\naction B { }');
    expect(result.document.decls.map((d) => d.name.text)).toEqual(['A', 'B']);
    expect(result.diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['L0003', 2]]);
  });

  it('points at the `{` left open when a brace is missing, with a fix that closes it at the end of the file', () => {
    const result = parse('action A {\n  effect { draw 1 card }\n');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]?.range.start).toMatchObject({ line: 1, column: 10 });
    expect(result.diagnostics[0]?.fixes?.[0]?.edits[0]?.range.start.line).toBe(3);
  });
});

describe('parse results on demand', () => {
  it('gives the comments of the text, lexed when first asked for, and the same list afterwards', () => {
    const text = '// first\naction "A" { // second\n  effect: draw 1 card\n}\n';
    const result = parse(text);
    expect(result.comments.map((t) => [t.image, t.startOffset])).toEqual([['// first', 0], ['// second', 22]]);
    expect(result.comments).toBe(result.comments);
  });

  it('makes one object per position within a file: as many position objects as distinct offsets', () => {
    const { document } = parse('action "A" {\n  effect: draw 1 card\n  effect: draw 2 cards\n}\n');
    const positions = new Set<object>();
    const offsets = new Set<number>();
    let seen = 0;
    const walk = (value: unknown): void => {
      if (value === null || typeof value !== 'object') return;
      if ('offset' in value && typeof value.offset === 'number') {
        seen++;
        positions.add(value);
        offsets.add(value.offset);
        return;
      }
      for (const v of Object.values(value)) walk(v);
    };
    walk(document);
    expect(seen).toBeGreaterThan(positions.size); // some positions are asked for more than once …
    expect(positions.size).toBe(offsets.size); // … and each is one object
  });
});

describe('a text longer than a file may be', () => {
  const card = 'action A { effect { draw 1 card } }\n// padding\n';
  /** The card, then comment lines up to exactly `length` characters. */
  const padded = (length: number): string => {
    const line = '// padding to the limit\n';
    const body = card + line.repeat(Math.floor((length - card.length) / line.length));
    return body + ' '.repeat(length - body.length);
  };

  it('is read up to MAX_SOURCE_LENGTH characters exactly', () => {
    const text = padded(MAX_SOURCE_LENGTH);
    expect(text).toHaveLength(MAX_SOURCE_LENGTH);
    const result = parse(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.document.decls.map((d) => d.name.text)).toEqual(['A']);
    expect(result.comments.length).toBeGreaterThan(40_000);
  });

  it('one character more is refused whole: one L0007 at its start, no declarations, no tokens or comments lexed later', () => {
    const text = padded(MAX_SOURCE_LENGTH + 1);
    const result = parse(text);
    expect(result.diagnostics).toEqual([
      {
        code: 'L0007',
        severity: 'error',
        message: `This file is 1.00 MB (${(MAX_SOURCE_LENGTH + 1).toLocaleString('en')} characters), more than the 1 MB of text a .smith file may hold (split it into smaller files): nothing in it was read`,
        range: { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } },
      },
    ]);
    expect(result.document.decls).toEqual([]);
    expect(result.tokens).toEqual([]);
    expect(result.comments).toEqual([]);
    expect(result.text).toBe(text);
  });
});
