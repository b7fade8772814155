import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { baseName, declsAsPlayed, gameOf, isCardFile, Project } from './project';
import { declId, slug } from './slug';
import { parse } from './parse';

const card = (name: string, body = ''): string => `action "${name}" { ${body} }`;

/** Codes other than "no ruleset" (these small projects have none). */
const codesOf = (p: Project, path: string): string[] => p.diagnostics(path).map((d) => d.code).filter((c) => c !== 'L0415');

describe('ids and games', () => {
  it('slugs display names', () => {
    expect(slug('Hero of the Day, Captain')).toBe('hero-of-the-day-captain');
    expect(slug("Traveller's Staff")).toBe('travellers-staff');
    expect(slug('  Ça va!  ')).toBe('ca-va');
    // An accent goes, its letter stays (Summoner's Grid once had a slug of its own that lost the letter: "lan-vital").
    expect(slug('Élan Vital')).toBe('elan-vital');
    expect(slug('Naïve Plan')).toBe('naive-plan');
  });

  it("names a declaration by its stated id, else by its name's slug", () => {
    const [stated, named] = parse('role Other { id custom tier 1 } role "Sky Guard" { tier 1 }').document.decls;
    expect([declId(stated!), declId(named!)]).toEqual(['custom', 'sky-guard']);
  });

  it("plays a card file's card under its file's name, whatever its name says, and leaves other files alone", () => {
    const p = new Project([
      { path: 'content/g/cards/action/fire-ball.smith', text: card('Fire Ball II') },
      { path: 'content/g/cards/action/ice.smith', text: card('Ice', 'id ice') },
      { path: 'content/g/extra.smith', text: card('Spare Bolt') },
    ]);
    const played = (path: string): string[] => declsAsPlayed(p.file(path)!).map(declId);
    // The card was renamed in its file: the project, the studio and the database still call it fire-ball.
    expect(played('content/g/cards/action/fire-ball.smith')).toEqual(['fire-ball']);
    expect(p.symbols('g').resolve('card', 'fire-ball')?.name).toBe('Fire Ball II');
    expect(played('content/g/cards/action/ice.smith')).toEqual(['ice']);
    expect(played('content/g/extra.smith')).toEqual(['spare-bolt']);
    // The parse itself is not changed: the formatter and the editor still see the card as written.
    expect(p.file('content/g/cards/action/fire-ball.smith')!.parsed.document.decls[0]!.id).toBeUndefined();
  });

  it('finds the game and card files from the path', () => {
    expect(gameOf('content/my-game/cards/action/x.smith')).toBe('my-game');
    expect(gameOf('/abs/repo/content/other/roles.smith')).toBe('other');
    expect(gameOf('scratch.smith')).toBe('');
    expect(isCardFile('content/my-game/cards/action/x.smith')).toBe(true);
    expect(isCardFile('content/my-game/roles.smith')).toBe(false);
    expect(baseName('content\\g\\cards\\a\\fire-ball.smith')).toBe('fire-ball');
  });

  it('gives a card in a card file the file name as id, and family declarations the slug of their name', () => {
    const p = new Project([
      { path: 'content/g/cards/action/fire-ball.smith', text: card('Fire Ball!') },
      { path: 'content/g/roles.smith', text: 'role "Sky Guard" { tier 1 } role Other { id custom tier 1 }' },
    ]);
    const t = p.symbols('g');
    expect(t.resolve('card', 'fire-ball')?.name).toBe('Fire Ball!');
    expect(t.resolve('card', 'Fire Ball!')?.id).toBe('fire-ball');
    expect(t.resolve('role', 'sky-guard')?.name).toBe('Sky Guard');
    expect(t.resolve('role', 'custom')?.name).toBe('Other');
    expect(t.resolveCard('Sky Guard')?.kind).toBe('role');
  });

  it('keeps games apart', () => {
    const p = new Project([
      { path: 'content/one/cards/action/a.smith', text: card('Same') },
      { path: 'content/two/cards/action/a.smith', text: card('Same') },
    ]);
    expect(p.diagnostics('content/one/cards/action/a.smith').filter((d) => d.code === 'L0401' || d.code === 'L0402')).toEqual([]);
    expect(p.counts().cards).toBe(2);
  });
});

describe('declaration rules', () => {
  it('reports a second card in a card file and a non-card there (L0403)', () => {
    const p = new Project([{ path: 'content/g/cards/action/a.smith', text: card('A') + card('B') + 'species S { }' }]);
    expect(codesOf(p, 'content/g/cards/action/a.smith')).toEqual(['L0403', 'L0403']);
  });

  it('reports an explicit id that contradicts the file name (L0410)', () => {
    const p = new Project([{ path: 'content/g/cards/action/a.smith', text: card('A', 'id b') }]);
    expect(codesOf(p, 'content/g/cards/action/a.smith')).toEqual(['L0410']);
  });

  it('reports duplicate ids (L0401) in both files and duplicate names (L0402)', () => {
    const p = new Project([
      { path: 'content/g/roles.smith', text: 'role R { tier 1 }' },
      { path: 'content/g/more-roles.smith', text: 'role R { tier 1 }' },
      { path: 'content/g/cards/action/x.smith', text: card('Twin') },
      { path: 'content/g/cards/action/y.smith', text: card('Twin') },
    ]);
    expect(codesOf(p, 'content/g/roles.smith')).toEqual(['L0401']);
    expect(codesOf(p, 'content/g/more-roles.smith')).toEqual(['L0401']);
    expect(codesOf(p, 'content/g/cards/action/x.smith')).toEqual(['L0402']);
  });
});

describe('card ids across games', () => {
  it('reports a card id another game has too (L0419) on both cards, and lists both files when it comes or goes', () => {
    const p = new Project([
      { path: 'content/g/cards/action/lunge.smith', text: card('Lunge') },
      { path: 'content/h/cards/action/jab.smith', text: card('Jab') },
    ]);
    expect(codesOf(p, 'content/g/cards/action/lunge.smith')).toEqual([]);
    // h gains a card with g's id: both files report it, and the update names g's file as changed too.
    const changed = p.update('content/h/cards/action/lunge.smith', card('Lunge'));
    expect(changed.sort()).toEqual(['content/g/cards/action/lunge.smith', 'content/h/cards/action/lunge.smith']);
    expect(codesOf(p, 'content/g/cards/action/lunge.smith')).toEqual(['L0419']);
    expect(codesOf(p, 'content/h/cards/action/lunge.smith')).toEqual(['L0419']);
    expect(p.diagnostics('content/g/cards/action/lunge.smith').find((d) => d.code === 'L0419')?.message).toContain('content/h/cards/action/lunge.smith');
    // Removing it clears g's report, and says so.
    expect(p.remove('content/h/cards/action/lunge.smith')).toContain('content/g/cards/action/lunge.smith');
    expect(codesOf(p, 'content/g/cards/action/lunge.smith')).toEqual([]);
  });

  it('leaves alone a card whose name, not id, another game has', () => {
    const p = new Project([
      { path: 'content/g/cards/action/lunge.smith', text: card('Lunge') },
      { path: 'content/h/cards/action/counter-cut.smith', text: card('Lunge') },
    ]);
    expect(codesOf(p, 'content/g/cards/action/lunge.smith')).toEqual([]);
    expect(codesOf(p, 'content/h/cards/action/counter-cut.smith')).toEqual([]);
  });
});

describe('incremental updates', () => {
  const files = (): Array<{ path: string; text: string }> => [
    { path: 'content/g/cards/action/a.smith', text: card('A') },
    { path: 'content/g/cards/action/b.smith', text: card('B') },
    { path: 'content/g/cards/action/c.smith', text: card('C') },
  ];

  it('re-validates only the edited file when its names do not change anyone else', () => {
    const p = new Project(files());
    expect(p.update('content/g/cards/action/a.smith', card('A', 'power 2'))).toEqual(['content/g/cards/action/a.smith']);
  });

  it('re-validates the files that clash with a new name, and clears the clash when it goes', () => {
    const p = new Project(files());
    const redone = p.update('content/g/cards/action/a.smith', card('B'));
    expect(redone.sort()).toEqual(['content/g/cards/action/a.smith', 'content/g/cards/action/b.smith']);
    expect(codesOf(p, 'content/g/cards/action/b.smith')).toEqual(['L0402']);
    p.update('content/g/cards/action/a.smith', card('A'));
    expect(codesOf(p, 'content/g/cards/action/b.smith')).toEqual([]);
  });

  it('removes a file and its symbols', () => {
    const p = new Project(files());
    p.remove('content/g/cards/action/c.smith');
    expect(p.symbols('g').resolve('card', 'C')).toBeUndefined();
    expect(p.counts().cards).toBe(2);
  });
});

describe('many files changed at once', () => {
  /**
   * Roles, cards requiring a role whose file may come later (an unknown name until it does, with a
   * "did you mean"), a card misnaming one, and two cards with one name: every kind of dependency.
   */
  const roleFile = (i: number) => ({ path: `content/g/rules/role-${i}.smith`, text: `role "Role ${i}" {\n  tier 1\n  family "Role ${i}"\n}` });
  const cardFile = (i: number, role: string) => ({ path: `content/g/cards/action/card-${i}.smith`, text: `action "Card ${i}" {\n  caster: your ${role}\n  effect {\n    draw 1 card\n  }\n}\n` });
  const pool = [
    ...Array.from({ length: 6 }, (_, i) => roleFile(i)),
    ...Array.from({ length: 12 }, (_, i) => cardFile(i, `"Role ${i % 7}"`)),
    cardFile(12, '"Rol 3"'),
    { path: 'content/g/cards/action/twin.smith', text: 'action "Card 1" {\n  effect {\n    draw 1 card\n  }\n}\n' },
  ];
  const diagnosticsOf = (p: Project) => Object.fromEntries(p.files().map((f) => [f.path, p.diagnostics(f.path)]));

  it('gives what a project of all of them gives, and what changing them one at a time gives, in any order', () => {
    const expected = diagnosticsOf(new Project(pool));
    // The pool holds what it should, so that the comparison compares something.
    expect(codesOf(new Project(pool), 'content/g/cards/action/card-6.smith')).toContain('SG0103');
    expect(codesOf(new Project(pool), 'content/g/cards/action/twin.smith')).toContain('L0402');
    expect(new Project(pool).diagnostics('content/g/cards/action/card-12.smith').some((d) => d.message.includes('did you mean'))).toBe(true);
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: pool.length }), fc.integer({ min: 0, max: pool.length }), (order, split) => {
        // Some files first, one at a time, then the rest in one change.
        const batched = new Project();
        for (const f of order.slice(0, split)) batched.update(f.path, f.text);
        const redone = batched.change(order.slice(split));
        expect(new Set(redone).size).toBe(redone.length);
        expect(diagnosticsOf(batched)).toEqual(expected);
        const oneByOne = new Project();
        for (const f of order) oneByOne.update(f.path, f.text);
        expect(diagnosticsOf(oneByOne)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('removes and replaces in the same change, a file changed twice counting as it is last', () => {
    const p = new Project(pool);
    const redone = p.change(
      [cardFile(3, '"Role 5"'), { path: 'content/g/cards/action/card-3.smith', text: cardFile(3, '"Role 4"').text }, roleFile(6)],
      ['content/g/rules/role-4.smith', 'content/g/cards/action/twin.smith'],
    );
    const after = [...pool.filter((f) => !['content/g/rules/role-4.smith', 'content/g/cards/action/twin.smith', 'content/g/cards/action/card-3.smith'].includes(f.path)), cardFile(3, '"Role 4"'), roleFile(6)];
    expect(diagnosticsOf(p)).toEqual(diagnosticsOf(new Project(after)));
    expect(codesOf(p, 'content/g/cards/action/card-3.smith')).toContain('SG0103');
    expect(codesOf(p, 'content/g/cards/action/card-6.smith')).not.toContain('SG0103');
    expect(codesOf(p, 'content/g/cards/action/card-1.smith')).not.toContain('L0402');
    expect(redone).toEqual(expect.arrayContaining(['content/g/cards/action/card-3.smith', 'content/g/cards/action/card-1.smith', 'content/g/cards/action/card-6.smith']));
    expect(p.file('content/g/cards/action/twin.smith')).toBeUndefined();
  });
});

describe('files parsed before the project is built', () => {
  const files = [
    { path: 'content/g/rules/roles.smith', text: 'role Lamplighter {\n  tier 1\n  family Lamplighter\n}' },
    { path: 'content/g/cards/action/zap.smith', text: 'action Zap {\n  caster: your Lamplighter\n  effect {\n    draw 1\n  }\n}\n' },
  ];

  it('uses a parse handed in with its text, and gives what parsing the text itself gives', () => {
    const parsed = files.map((f) => parse(f.text));
    const project = new Project(files.map((f, i) => ({ ...f, parsed: parsed[i] })));
    const plain = new Project(files);
    files.forEach((f, i) => {
      expect(project.file(f.path)?.parsed).toBe(parsed[i]);
      expect(project.diagnostics(f.path)).toEqual(plain.diagnostics(f.path));
    });
    expect(project.diagnostics(files[1]?.path ?? '').length).toBeGreaterThan(0);
  });

  it('parses the text again when the parse handed in is of another text', () => {
    const stale = parse('role Archivist {\n  tier 1\n  family Archivist\n}');
    const [roles] = files;
    if (roles === undefined) throw new Error('no file');
    const project = new Project([{ ...roles, parsed: stale }]);
    expect(project.file(roles.path)?.parsed).not.toBe(stale);
    expect(project.symbols('g').withIdOrName('role', 'Lamplighter')).toHaveLength(1);
  });

  it('reads a changed file as the constructor reads it: with the parse handed in (when it is of its text) and a read error', () => {
    const parsed = files.map((f) => parse(f.text));
    const project = new Project();
    project.change(files.map((f, i) => ({ ...f, parsed: parsed[i] })));
    files.forEach((f, i) => expect(project.file(f.path)?.parsed).toBe(parsed[i]));
    expect(files.map((f) => project.diagnostics(f.path))).toEqual(files.map((f) => new Project(files).diagnostics(f.path)));
    const [roles] = files;
    if (roles === undefined) throw new Error('no file');
    const stale = parse('role Archivist {\n  tier 1\n  family Archivist\n}');
    project.change([{ ...roles, parsed: stale }]);
    expect(project.file(roles.path)?.parsed).not.toBe(stale);
    project.change([{ path: roles.path, text: '', unreadable: 'this file: permission denied' }]);
    expect(codesOf(project, roles.path)).toEqual(codesOf(new Project([{ path: roles.path, text: '', unreadable: 'this file: permission denied' }]), roles.path));
    expect(codesOf(project, roles.path)).toContain('L0006');
  });
});
