import { describe, expect, it } from 'vitest';
import { readSmithFiles } from '../../dsl/load-dir';
import { gameFiles } from '../../balance/run-files';
import { playChunk, prepareRun, RunSpecError } from '../../balance/match-from-spec';
import { RunSpecSchema } from '../../balance/run-spec';
import { describeSkipped, playableSources } from '../../games/playable-sources';

const files = (await readSmithFiles(['content/summoners-grid'])).filter((f) => !f.path.includes('/scenarios/'));
const blastBolt = files.find((f) => f.path.endsWith('/blast-bolt.smith'));
if (!blastBolt) throw new Error('no Blast Bolt in content/');

const trio = (name: string, card: string) => `deck "${name}" {\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n  slot "Angar Lookout" as Scout\n  main {\n    3 "${card}"\n  }\n}\n`;
const brokenDeck = { path: 'content/summoners-grid/decks/broken.smith', text: trio('Broken', 'Nowhere Card') };
// A card with an error (an unknown role for its caster), and a deck that names it.
const brokenCard = { path: 'content/summoners-grid/cards/action/bad-bolt.smith', text: blastBolt.text.replace('action "Blast Bolt"', 'action "Bad Bolt"').replace('caster: your Magician', 'caster: your Wizardd') };
const dependent = { path: 'content/summoners-grid/decks/bad-bolts.smith', text: trio('Bad Bolts', 'Bad Bolt') };

describe('playableSources', () => {
  it('keeps every file of sound content', () => {
    const r = playableSources(files);
    expect(r.skipped).toEqual([]);
    expect(r.fatal).toEqual([]);
    expect(r.project.files()).toHaveLength(files.length);
  });

  it('leaves out a deck file with errors, and only it', () => {
    const r = playableSources([...files, brokenDeck]);
    expect(r.skipped.map((s) => s.path)).toEqual([brokenDeck.path]);
    expect(r.skipped[0]?.decks).toEqual(['Broken']);
    expect(r.skipped[0]?.errors[0]?.message).toContain('Nowhere Card');
    expect(r.fatal).toEqual([]);
    expect(r.project.files()).toHaveLength(files.length);
    expect(describeSkipped(r.skipped[0] ?? { path: '', errors: [], decks: [], cards: [] })).toMatch(/^content\/summoners-grid\/decks\/broken\.smith: 6:\d+ .*Nowhere Card.* — skipped deck "Broken"$/);
  });

  it('leaves out a card with errors, then the deck that names it (a second round)', () => {
    const r = playableSources([...files, brokenCard, dependent]);
    expect(r.skipped.map((s) => s.path)).toEqual([brokenCard.path, dependent.path]);
    expect(r.skipped[0]?.cards).toEqual(['bad-bolt']);
    expect(r.skipped[1]?.decks).toEqual(['Bad Bolts']);
  });

  it('never leaves out a kept path, and reports errors in the definitions as fatal', () => {
    expect(playableSources([...files, brokenDeck], new Set([brokenDeck.path])).skipped).toEqual([]);
    // roles.smith declares cards (the roles), but outside cards/: a definition every summon slot needs.
    const ruleset = files.find((f) => f.path.endsWith('/roles.smith'));
    if (!ruleset) throw new Error('no roles.smith');
    const r = playableSources(files.map((f) => (f === ruleset ? { ...f, text: `${f.text}\n@@ not the language\n` } : f)));
    expect(r.fatal.length).toBeGreaterThan(0);
    expect(r.fatal.every((d) => d.path === ruleset.path)).toBe(true);
  });
});

describe('a run with a broken deck file in its content (cardsmith simulate, Balance runs)', () => {
  const spec = async (A: string) => RunSpecSchema.parse({ files: [...(await gameFiles('content/summoners-grid')), brokenDeck], decks: { A, B: 'Player B' }, ai: { A: 'random', B: 'random' }, games: 2, seed: 1 });

  it('plays other decks and lists the file it skipped', async () => {
    const prepared = prepareRun(await spec('Player A'));
    expect(prepared.deckNames).toEqual({ A: 'Player A', B: 'Player B' });
    expect(prepared.skipped.map((s) => s.path)).toEqual([brokenDeck.path]);
  });

  it('refuses the broken deck itself, naming the file and its error', async () => {
    const s = await spec('Broken');
    expect(() => prepareRun(s)).toThrow(RunSpecError);
    expect(() => prepareRun(s)).toThrow(/the deck "Broken" cannot be played: content\/summoners-grid\/decks\/broken\.smith: .*Nowhere Card/);
  });
});

describe("a card renamed in its file (its id is the file's name, as the studio and the database know it)", () => {
  /** A game's files with one card's name changed in its own file and in every deck that names it. */
  const renamed = async (game: string, file: string, from: string, to: string) =>
    (await gameFiles(`content/${game}`)).map((f) => (f.path.endsWith(file) || f.path.includes('/decks/') ? { ...f, text: f.text.replaceAll(`"${from}"`, `"${to}"`) } : f));
  const cardIdsPlayed = (files: Awaited<ReturnType<typeof renamed>>, decks: { A: string; B: string }) => {
    const prepared = prepareRun(RunSpecSchema.parse({ files, decks, ai: { A: 'random', B: 'random' }, games: 2, seed: 1 }));
    return Object.keys(playChunk(prepared, 0, 2).cards);
  };

  it("is played and reported under its file's name in Summoner's Grid, not its new name's slug", async () => {
    const ids = cardIdsPlayed(await renamed('summoners-grid', '/action/blast-bolt.smith', 'Blast Bolt', 'Blast Bolt II'), { A: 'Player A', B: 'Player B' });
    expect(ids).toContain('blast-bolt');
    expect(ids).not.toContain('blast-bolt-ii');
  });

  it('is played and reported under its file name in a duel (a game card)', async () => {
    const ids = cardIdsPlayed(await renamed('mana-duel', '/monster/mana-wisp.smith', 'Mana Wisp', 'Mana Wisp II'), { A: 'Arcane Tempo', B: 'Arcane Tempo' });
    expect(ids).toContain('mana-wisp');
    expect(ids).not.toContain('mana-wisp-ii');
  });
});
