/**
 * Every card of every game's content fits its face, and every game draws its cards with its own faces
 * file (valid, one template for each card type its cards have).
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceDiagnostics, projectCardFaces, readProjectFaces, type ContentCardFace, type GameFaces } from '../../app/cards/faces/content-faces';
import { faceOverflow } from '../../app/cards/faces/face-layout';
import { loadProject } from '../../dsl/load-dir';
import { Project } from '../../dsl/project';

const GAMES = ['chain-duel', 'mana-duel', 'stance-duel', 'summoners-grid'];

describe('the content’s faces', () => {
  let faces: GameFaces[];
  let cards: ContentCardFace[];
  beforeAll(async () => {
    const project = await loadProject(['content']);
    faces = await readProjectFaces(project);
    cards = projectCardFaces(project, faces);
  }, 60_000);

  it('has a valid faces file for each game', () => {
    for (const game of GAMES) {
      const file = faces.find((f) => f.game === game)?.file;
      expect(file?.problems, game).toEqual([]);
      expect(file?.templates?.game, game).toBe(game);
    }
  });

  it('has a template for every card type a card has', () => {
    const missing = cards.filter((c) => !faces.find((f) => f.game === c.game)?.file?.templates?.templates.some((t) => t.cardType === c.face.cardType));
    expect(missing.map((c) => c.path)).toEqual([]);
  });

  it('fits every card’s text in its face', () => {
    expect(cards.length).toBeGreaterThan(100);
    const overflowing = cards.map((c) => ({ path: c.path, problems: faceOverflow(c.face, c.template) })).filter((c) => c.problems.length > 0);
    expect(overflowing).toEqual([]);
  });
});

describe('faceDiagnostics', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'faces-'));
  });

  async function projectWith(faces: string | undefined, card: string): Promise<Project> {
    const folder = join(root, `content/toy-${Math.random().toString(36).slice(2)}`);
    await mkdir(join(folder, 'cards/spell'), { recursive: true });
    if (faces !== undefined) await writeFile(join(folder, 'faces.json'), faces);
    return new Project([{ path: join(folder, 'cards/spell/card.smith'), text: card }]);
  }

  it('reports a broken faces file as an error on the file, and still checks the cards', async () => {
    const project = await projectWith('{"game": 1}', `action "Long" {\n  target: your summon\n  effect {\n    target.DEF +1 until end of turn\n  }\n  flavor "${'So long. '.repeat(60)}"\n}\n`);
    const diagnostics = await faceDiagnostics(project);
    const fileProblems = diagnostics.filter((d) => d.code === 'F0001');
    expect(fileProblems.map((d) => d.message)).toContain('game: Invalid input: expected string, received number');
    expect(fileProblems.every((d) => d.path.endsWith('/faces.json') && d.severity === 'error')).toBe(true);
    const overflow = diagnostics.filter((d) => d.code === 'F0002');
    expect(overflow).toHaveLength(1);
    expect(overflow[0]).toMatchObject({ severity: 'warning', range: { start: { line: 1, column: 8 } } });
    expect(overflow[0]?.path).toMatch(/cards\/spell\/card\.smith$/);
    expect(overflow[0]?.message).toMatch(/^Long's face: the flavor box is too small/);
  });

  it('reports nothing for a fitting card of a game without a faces file', async () => {
    const project = await projectWith(undefined, `action "Short" {\n  target: your summon\n  effect {\n    target.DEF +1 until end of turn\n  }\n}\n`);
    expect(await faceDiagnostics(project)).toEqual([]);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
});
