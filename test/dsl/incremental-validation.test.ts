/**
 * Incremental validation against the definition of correct: after every edit, the diagnostics of the
 * edited project equal those of a fresh `new Project` of the same files (read in another order). The
 * edits are random (seeded, so a failure replays): renames of cards, roles, species and rarities (to new
 * names, to other declarations' names, to near misses that change "did you mean" suggestions), deleted
 * and restored files, broken text, new decks and `add "Card"` references, duplicates, files of another
 * game and roles given other tiers. Then a few hand-checked cases of what an edit re-validates.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Project, type SourceFile } from '../../dsl/project';
import { mutate, seededRandom } from '../../dsl/testing/mutate';

const game = 'content/summoners-grid';

/** A small but fully cross-referenced slice of Summoner's Grid: its vocabulary, decks, a scenario and the cards they name. */
function baseFiles(): SourceFile[] {
  const read = (path: string): SourceFile => ({ path, text: readFileSync(path, 'utf8') });
  const dir = (sub: string, keep: (name: string) => boolean = () => true): SourceFile[] =>
    readdirSync(join(game, sub)).filter((n) => n.endsWith('.smith') && keep(n)).sort().map((n) => read(`${game}/${sub}/${n}`));
  return [
    ...['ruleset', 'growth', 'rarities', 'roles', 'species'].map((n) => read(`${game}/${n}.smith`)),
    ...dir('decks', (n) => n.startsWith('player-')),
    read(`${game}/scenarios/alrecht-barkstep.smith`),
    ...['action', 'advance', 'building', 'equipment', 'quest'].flatMap((sub) => dir(`cards/${sub}`)),
    ...dir('cards/summon', (n) => n.startsWith('gignen-') || n.startsWith('fae-')),
  ];
}

/** `kind "Name" {` or `kind Name {` at the start of a line: a declaration's header, group 3 its name. */
const header = /^(\s*)([a-z][\w-]*) ("(?:[^"\\]|\\.)*"|[A-Za-z][\w'-]*) \{/gm;

function namesIn(text: string): string[] {
  return [...text.matchAll(header)].map((m) => (m[3] ?? '').replace(/^"|"$/g, ''));
}

interface Edit {
  describe: string;
  path: string;
  /** The new text; undefined deletes the file. */
  text: string | undefined;
}

/**
 * One random edit of the project `files` (path → text); `base` holds every file's original text. Edits
 * favour a few `names` and the files that declare them, so that references, near misses, renames and
 * deletions of the same declarations meet within a short run.
 */
function randomEdit(files: Map<string, string>, base: Map<string, string>, names: string[], random: () => number, step: number): Edit {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const paths = [...files.keys()];
  const declaring = paths.filter((p) => namesIn(files.get(p) ?? '').some((n) => names.some((name) => n.startsWith(name.slice(0, -1)))));
  const path = declaring.length > 0 && random() < 0.5 ? pick(declaring) : pick(paths);
  const text = files.get(path) ?? '';
  const someName = (): string => {
    const name = pick(names);
    const r = random();
    // A near miss (one letter off) makes a reference unknown but suggests the original.
    if (r < 0.25) return name.slice(0, -1);
    if (r < 0.35) return `${name} II`;
    return name;
  };
  const quoted = (name: string): string => `"${name.replace(/["\\]/g, '')}"`;
  switch (Math.floor(random() * 10)) {
    case 0:
    case 1: {
      const vocabulary = paths.filter((p) => !p.includes('/cards/') && !p.includes('/decks/') && !p.includes('/scenarios/'));
      const target = random() < 0.35 && vocabulary.length > 0 ? pick(vocabulary) : path;
      const source = files.get(target) ?? '';
      const headers = [...source.matchAll(header)];
      const h = headers.length > 0 ? pick(headers) : undefined;
      if (h === undefined || h.index === undefined) return { describe: `touch ${target}`, path: target, text: `${source}\n` };
      const name = someName();
      const renamed = `${source.slice(0, h.index)}${h[1]}${h[2]} ${quoted(name)} {${source.slice(h.index + h[0].length)}`;
      return { describe: `rename ${h[3]} → ${name} in ${target}`, path: target, text: renamed };
    }
    case 2:
      return { describe: `delete ${path}`, path, text: undefined };
    case 3: {
      const gone = [...base.keys()].filter((p) => !files.has(p) || files.get(p) !== base.get(p));
      const back = gone.length > 0 ? pick(gone) : path;
      return { describe: `restore ${back}`, path: back, text: base.get(back) };
    }
    case 4:
      return { describe: `break ${path}`, path, text: mutate(text, random) };
    case 5: {
      const name = someName();
      const decks = paths.filter((p) => p.includes('/decks/'));
      const deck = decks.length > 0 && random() < 0.5 ? pick(decks) : undefined;
      if (deck !== undefined) {
        const source = files.get(deck) ?? '';
        return { describe: `deck ${deck} adds ${name}`, path: deck, text: source.replace(/main \{\n/, (m) => `${m}    1 ${quoted(name)}\n`) };
      }
      return { describe: `new deck naming ${name}`, path: `${game}/decks/extra-${step}.smith`, text: `deck "Extra ${step}" {\n  main {\n    1 ${quoted(name)}\n  }\n}\n` };
    }
    case 6: {
      const name = someName();
      const advance = `${game}/cards/advance/alrecht-barkstep-scoutmaster.smith`;
      const source = files.get(advance) ?? base.get(advance) ?? '';
      return { describe: `advance adds ${name}`, path: advance, text: source.replace(/add "[^"]*"/, `add ${quoted(name)}`) };
    }
    case 7: {
      // A copy of a card under a new file: same name, another id (a duplicate name), or in another game.
      const cards = paths.filter((p) => p.includes('/cards/'));
      const card = cards.length > 0 ? pick(cards) : path;
      const elsewhere = random() < 0.3;
      const copy = elsewhere ? card.replace('content/summoners-grid/', 'content/other-game/') : card.replace(/([^/]+)\.smith$/, `copy-${step}.smith`);
      return { describe: `copy ${card} to ${copy}`, path: copy, text: files.get(card) ?? '' };
    }
    case 8: {
      // Another tier for a role: cards read the role tree (tiers, advancement) as a whole.
      const roles = `${game}/roles.smith`;
      const source = files.get(roles) ?? base.get(roles) ?? '';
      const tiers = [...source.matchAll(/\btier (\d+)/g)];
      const t = tiers.length > 0 ? pick(tiers) : undefined;
      if (t === undefined || t.index === undefined) return { describe: `touch ${roles}`, path: roles, text: source };
      const tier = 1 + Math.floor(random() * 4);
      return { describe: `retier a role to ${tier}`, path: roles, text: `${source.slice(0, t.index)}tier ${tier}${source.slice(t.index + t[0].length)}` };
    }
    default:
      return { describe: `comment in ${path}`, path, text: `${text}\n// edit ${step}\n` };
  }
}

function shuffled<T>(xs: T[], random: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('incremental validation equals a fresh validation', () => {
  const base = baseFiles();
  const baseMap = new Map(base.map((f) => [f.path, f.text]));
  const allNames = [...new Set(base.flatMap((f) => namesIn(f.text)))];

  for (const seed of [1, 2, 3]) {
    it(`after each of 40 random edits (seed ${seed})`, () => {
      const random = seededRandom(seed);
      const names = shuffled(allNames, random).slice(0, 6);
      const files = new Map(baseMap);
      const project = new Project(base);
      const history: string[] = [];
      for (let step = 0; step < 40; step++) {
        const edit = randomEdit(files, baseMap, names, random, step);
        history.push(edit.describe);
        if (edit.text === undefined) {
          files.delete(edit.path);
          project.remove(edit.path);
        } else {
          files.set(edit.path, edit.text);
          project.update(edit.path, edit.text);
        }
        const fresh = new Project(shuffled([...files].map(([path, text]) => ({ path, text })), random));
        const context = `seed ${seed}, step ${step}: ${history.slice(-3).join('; ')}`;
        expect(project.allDiagnostics(), context).toEqual(fresh.allDiagnostics());
        expect(project.counts(), context).toEqual(fresh.counts());
      }
    });
  }
});

describe('what an edit re-validates', () => {
  const card = (name: string, body = ''): string => `action "${name}" {\n  target: any monster\n  effect { deal 1 damage to target }\n  ${body}\n}\n`;
  const cardPath = (id: string): string => `content/g/cards/action/${id}.smith`;
  /** 200 cards, a deck naming card-7, and a deck naming an unknown "Card 4x". */
  const files = (): SourceFile[] => [
    ...Array.from({ length: 200 }, (_, i) => ({ path: cardPath(`card-${i}`), text: card(`Card ${i}`) })),
    { path: 'content/g/decks/seven.smith', text: 'deck Seven {\n  main {\n    1 "Card 7"\n  }\n}\n' },
    { path: 'content/g/decks/typo.smith', text: 'deck Typo {\n  main {\n    1 "Card 4x"\n  }\n}\n' },
  ];

  it('a body edit re-validates the card and the deck that names it, nothing else', () => {
    const p = new Project(files());
    expect(p.update(cardPath('card-7'), card('Card 7', '// edited')).sort()).toEqual([cardPath('card-7'), 'content/g/decks/seven.smith']);
    expect(p.update(cardPath('card-8'), card('Card 8', '// edited'))).toEqual([cardPath('card-8')]);
  });

  it('renaming a card re-validates its referrers and the files whose suggestions may change', () => {
    const p = new Project(files());
    const unknown = (path: string): string[] => p.diagnostics(path).filter((d) => d.code === 'L0105').map((d) => d.message);
    expect(unknown('content/g/decks/seven.smith')).toEqual([]);
    const redone = p.update(cardPath('card-7'), card('Card Seven'));
    expect(redone.sort()).toEqual([cardPath('card-7'), 'content/g/decks/seven.smith', 'content/g/decks/typo.smith']);
    expect(unknown('content/g/decks/seven.smith')).toHaveLength(1);
    // "Card 4x" is one letter from "Card 4" and from "Card 43"…: declaring it removes the unknown name.
    p.update(cardPath('card-extra'), card('Card 4x'));
    expect(unknown('content/g/decks/typo.smith')).toEqual([]);
  });

  it('the first declaration in source order wins a duplicate name, whatever the order of edits', () => {
    const p = new Project([{ path: cardPath('b'), text: card('Twin') }]);
    p.update(cardPath('a'), card('Twin'));
    // a.smith sorts before b.smith: both projects report b's duplicate as "also declared in …a.smith".
    const fresh = new Project([{ path: cardPath('a'), text: card('Twin') }, { path: cardPath('b'), text: card('Twin') }]);
    expect(p.symbols('g').resolve('card', 'Twin')?.path).toBe(cardPath('a'));
    expect(p.allDiagnostics()).toEqual(fresh.allDiagnostics());
  });

  it('a role edit re-validates every file of its game (the role tree is read as a whole)', () => {
    const p = new Project([...files(), { path: 'content/g/roles.smith', text: 'role Guard { tier 1 }' }, { path: 'content/other/cards/action/x.smith', text: card('X') }]);
    const redone = p.update('content/g/roles.smith', 'role Guard { tier 2 }');
    expect(redone).toHaveLength(203);
    expect(redone).not.toContain('content/other/cards/action/x.smith');
  });
});
