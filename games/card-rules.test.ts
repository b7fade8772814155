/**
 * Each game's rules check single cards in the language's validator (L0420): what the language accepts
 * but the game cannot play is an error at the part it refuses, in every tool that validates (here through
 * the project, as the editor, `cardsmith validate` and the LSP do).
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playChunk, prepareRun } from '../balance/match-from-spec';
import { RunSpecSchema } from '../balance/run-spec';
import { loadProject, readSmithFiles } from '../dsl/load-dir';
import { Project, type SourceFile } from '../dsl/project';
import { languageEntries } from '../dsl/reference/language-entries';
import { languageReference } from '../dsl/reference/reference';
import { snippetAsText } from '../dsl/reference/snippet-text';
import { languageEntriesOf } from '../dsl/reference/step-entries';
import { LanguageService } from '../dsl/language-service/service';
import { gameCardRules } from './card-rules';
import { gameLanguages } from './languages';

/** A game's ruleset file as the content ships it. */
function rulesetOf(game: string): SourceFile {
  const path = `content/${game}/ruleset.smith`;
  return { path, text: readFileSync(path, 'utf8') };
}

function projectOf(game: string, path: string, text: string): Project {
  return new Project([rulesetOf(game), { path, text }]);
}

/** The diagnostics of the card at `path` as `code line:column message`. */
function found(game: string, path: string, text: string): string[] {
  return projectOf(game, path, text)
    .diagnostics(path)
    .map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column} ${d.message}`);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a game's rules on a single card", () => {
  it('refuse a stance duel gear with a one-off effect, at the effect', () => {
    const text = 'gear "Loaded Dice" {\n  effect { you draw 1 card }\n}\n';
    expect(found('stance-duel', 'content/stance-duel/cards/gear/loaded-dice.smith', text)).toEqual([
      'L0420 2:12 Stance Duel cannot play this card: gear and techniques have no one-off effect: their abilities hold while their conditions do',
    ]);
  });

  it('refuse a mana duel cost written as a formula, at the formula', () => {
    const text = 'spell "Costly" {\n  mana 1 + 1\n}\n';
    expect(found('mana-duel', 'content/mana-duel/cards/spell/costly.smith', text)).toEqual(['L0420 2:8 Mana Duel cannot play this card: the mana duel takes a whole number here']);
  });

  it('refuse a chain duel card whose traits are a number', () => {
    const text = 'move "Odd Move" {\n  atk 1\n  def none\n  traits 1\n}\n';
    const [only, ...rest] = found('chain-duel', 'content/chain-duel/cards/move/odd-move.smith', text);
    expect(rest).toEqual([]);
    expect(only).toMatch(/^L0420 4:\d+ Chain Duel cannot play this card: traits are trait names joined by `\+`/);
  });

  it('accept the cards the games play (the same cards with the refused part written as the game reads it)', () => {
    expect(found('stance-duel', 'content/stance-duel/cards/gear/loaded-dice.smith', 'gear "Loaded Dice" {\n  while you.stance = Attack: your fighter gets ATK +1\n}\n')).toEqual([]);
    expect(found('mana-duel', 'content/mana-duel/cards/spell/costly.smith', 'spell "Costly" {\n  mana 2\n}\n')).toEqual([]);
    expect(found('chain-duel', 'content/chain-duel/cards/move/odd-move.smith', 'move "Odd Move" {\n  atk 1\n  def none\n  traits none\n}\n')).toEqual([]);
  });

  it("say nothing more on a card the language already refuses (the game's rules read only what it accepts)", () => {
    // An unknown stat is the language's error; the stance duel would refuse the same line again.
    const codes = found('stance-duel', 'content/stance-duel/cards/gear/g.smith', 'gear "G" {\n  your fighter gets SPD +1\n}\n').map((d) => d.split(' ')[0]);
    expect(codes).toContain('L0102');
    expect(codes).not.toContain('L0420');
  });

  it('come and go as the card is edited', () => {
    const path = 'content/stance-duel/cards/gear/g.smith';
    const project = projectOf('stance-duel', path, 'gear "G" {\n  your fighter gets ATK +1\n}\n');
    expect(project.diagnostics(path)).toEqual([]);
    project.update(path, 'gear "G" {\n}\n');
    expect(project.diagnostics(path).map((d) => d.message)).toEqual(['Stance Duel cannot play this card: a gear or technique card needs at least one ability (`your fighter gets ATK +1`)']);
    project.update(path, 'gear "G" {\n  your fighter gets DEF +1\n}\n');
    expect(project.diagnostics(path)).toEqual([]);
  });

  it('report a reader that fails unexpectedly on the card, and go on with the other files', () => {
    const rules = gameCardRules['stance-duel'];
    if (!rules) throw new Error('the stance duel has card rules');
    vi.spyOn(rules, 'check').mockImplementation(() => {
      throw new TypeError('boom');
    });
    const project = new Project([
      rulesetOf('stance-duel'),
      { path: 'content/stance-duel/cards/gear/g.smith', text: 'gear "G" {\n  your fighter gets ATK +1\n}\n' },
      { path: 'content/stance-duel/cards/gear/h.smith', text: 'gear "H" {\n  your fighter gets SPD +1\n}\n' },
    ]);
    expect(project.diagnostics('content/stance-duel/cards/gear/g.smith').map((d) => `${d.code} ${d.range.start.line} ${d.message}`)).toEqual([
      "L0420 1 Stance Duel's rules could not read this card: boom",
    ]);
    expect(project.diagnostics('content/stance-duel/cards/gear/h.smith').map((d) => d.code)).toContain('L0102');
  });

  it('refuse none of the cards and decks the content ships', async () => {
    const project = await loadProject(['content']);
    const refused = project.files().flatMap((f) => project.diagnostics(f.path).filter((d) => d.code === 'L0420' || d.code === 'L0421').map((d) => `${f.path}: ${d.message}`));
    expect(refused).toEqual([]);
    // The rules did run there: each game with rules has cards in the content.
    for (const game of Object.keys(gameCardRules)) expect(project.files().some((f) => f.path.startsWith(`content/${game}/cards/`)), game).toBe(true);
  });
});

describe("a game's rules on a deck (L0421: what its ruleset's `deck` line cannot say)", () => {
  /** A game's shipped files with the deck file at `path` (under `decks/`) rewritten by `edit`. */
  async function withDeck(game: string, file: string, edit: (text: string) => string): Promise<{ files: SourceFile[]; path: string }> {
    const files = await readSmithFiles([`content/${game}`]);
    const path = `content/${game}/decks/${file}`;
    const edited = files.map((f) => (f.path === path ? { ...f, text: edit(f.text) } : f));
    expect(edited.find((f) => f.path === path)?.text).not.toBe(files.find((f) => f.path === path)?.text);
    return { files: edited, path };
  }
  const at = (project: Project, path: string) => project.diagnostics(path).map((d) => `${d.code} ${d.range.start.line}:${d.range.start.column} ${d.message}`);

  it('refuse a stance duel deck of two fighters (4 cards, as its ruleset asks), on the deck, and come and go with the edit', async () => {
    // content/stance-duel/decks/counterpoint.smith: Shieldmaiden, Parrying Dagger, Spiked Buckler, Last Stand.
    const { files, path } = await withDeck('stance-duel', 'counterpoint.smith', (t) => t.replace('1 "Last Stand"', '1 "Blade Dancer"'));
    const project = new Project(files);
    expect(at(project, path)).toEqual(['L0421 1:6 Stance Duel cannot play this deck: deck "Counterpoint" must hold exactly one fighter (it holds 2)']);
    const text = project.file(path)?.text ?? '';
    project.update(path, text.replace('1 "Blade Dancer"', '1 "Last Stand"'));
    expect(at(project, path)).toEqual([]);
  });

  it('refuse a chain duel deck of two monsters (21 cards, as its ruleset asks)', async () => {
    // content/chain-duel/decks/drake-blaze.smith: 1 "Ember Drake", then 3 "Flame Fang"; Stone Golem is another monster.
    const { files, path } = await withDeck('chain-duel', 'drake-blaze.smith', (t) => t.replace('3 "Flame Fang"', '2 "Flame Fang"\n    1 "Stone Golem"'));
    expect(at(new Project(files), path)).toEqual(['L0421 1:6 Chain Duel cannot play this deck: a deck has exactly one monster; this one has 2']);
  });

  it('leave such a deck out of a run, and only it: the game plays its other decks', async () => {
    const { files, path } = await withDeck('stance-duel', 'counterpoint.smith', (t) => t.replace('1 "Last Stand"', '1 "Blade Dancer"'));
    const prepared = prepareRun(RunSpecSchema.parse({ files, decks: { A: 'Iron Wall', B: 'Red Fury' }, ai: { A: 'random', B: 'random' }, games: 1, seed: 1 }));
    expect(prepared.skipped.map((s) => s.path)).toEqual([path]);
    expect(playChunk(prepared, 0, 1).games).toBe(1);
  });
});

/** A card of each game that holds one effect step (a stance duel gear holds none: any step is refused). */
const probeCards: Record<string, { path: string; text: (step: string) => string }> = {
  'mana-duel': { path: 'content/mana-duel/cards/spell/probe.smith', text: (step) => `spell "Probe" {\n  mana 1\n  effect {\n    ${step}\n  }\n}\n` },
  'chain-duel': { path: 'content/chain-duel/cards/monster/probe.smith', text: (step) => `monster "Probe" {\n  atk 1\n  def 1\n  traits none\n  stats { hp 1 }\n  effect {\n    ${step}\n  }\n}\n` },
  'stance-duel': { path: 'content/stance-duel/cards/gear/probe.smith', text: (step) => `gear "Probe" {\n  your fighter gets ATK +1\n  effect {\n    ${step}\n  }\n}\n` },
};

describe('the core steps each game lists as played (its reference, hover and completion offer those)', () => {
  const coreSteps = languageEntries.filter((e) => e.category === 'effect-step');
  const listing = Object.entries(gameLanguages).flatMap(([game, language]) => (language.coreSteps === undefined ? [] : [[game, language.coreSteps] as const]));

  it('are listed by every game but Summoner’s Grid, each id a core step of the language', () => {
    expect(listing.map(([game]) => game).sort()).toEqual(['chain-duel', 'mana-duel', 'stance-duel']);
    for (const [game, ids] of listing) for (const id of ids) expect(coreSteps.map((e) => e.id), `${game} ${id}`).toContain(id);
  });

  it("are each used by the game's own content (the reference finds its example there)", async () => {
    const project = await loadProject(['content']);
    for (const [game, ids] of listing) {
      const entries = languageReference(project, game).sections.flatMap((section) => section.entries);
      for (const id of ids) expect(entries.find((e) => e.id === id)?.found?.path, `${game} ${id}`).toMatch(new RegExp(`^content/${game}/`));
    }
  });

  it("leave out only steps the game's rules or words refuse: each, written in a card of the game, is an error there", () => {
    for (const [game, ids] of listing) {
      const probe = probeCards[game];
      if (!probe) throw new Error(`no probe card for ${game}`);
      const ruleset = rulesetOf(game);
      // The probe card is one the game plays before a step is put in it.
      expect(new Project([ruleset, { path: probe.path, text: probe.text('') }]).diagnostics(probe.path), game).toEqual([]);
      const left = coreSteps.filter((e) => !ids.includes(e.id) && e.snippet !== undefined);
      expect(left.length, game).toBeGreaterThan(5);
      for (const entry of left) {
        const step = snippetAsText(entry.snippet ?? '').replace(/…/g, '');
        const errors = new Project([ruleset, { path: probe.path, text: probe.text(step) }]).diagnostics(probe.path).filter((d) => d.severity === 'error');
        expect(errors.length, `${game} ${entry.id}: ${step}`).toBeGreaterThan(0);
      }
    }
  });

  it('shape what the game offers: no step of another game, every step of its own', () => {
    const stepIds = (game: string) => languageEntriesOf(game).filter((e) => e.category === 'effect-step').map((e) => e.id).sort();
    expect(stepIds('stance-duel')).toEqual([]);
    expect(stepIds('chain-duel')).toEqual(['step-deal', 'step-discard', 'step-draw', 'step-gain-vp']);
    expect(stepIds('mana-duel')).toEqual(['step-deal', 'step-destroy', 'step-discard', 'step-draw', 'step-for-each', 'step-gain-vp', 'step-heal', 'step-modify']);
    // Summoner's Grid lists none, and keeps every core step (its module steps besides).
    expect(coreSteps.every((e) => stepIds('summoners-grid').includes(e.id))).toBe(true);
  });

  it("offer snippets in the game's words: each, inserted where a step starts and kept as it comes, is accepted by the language and the game's rules", () => {
    // A card that can hold each step the game plays: the mana duel's spell chooses a target, the chain duel's cards choose none.
    const cards: Record<string, { path: string; text: string }> = {
      'mana-duel': { path: 'content/mana-duel/cards/spell/probe.smith', text: 'spell "Probe" {\n  mana 1\n  target: enemy monster\n  effect {\n    |\n  }\n}\n' },
      'chain-duel': { path: 'content/chain-duel/cards/monster/probe.smith', text: 'monster "Probe" {\n  atk 1\n  def 1\n  traits none\n  stats { hp 1 }\n  effect {\n    |\n  }\n}\n' },
    };
    for (const [game, card] of Object.entries(cards)) {
      const ruleset = rulesetOf(game);
      const service = new LanguageService(new Project([ruleset]));
      service.update(card.path, card.text.replace('|', ''));
      const snippets = (service.completions(card.path, card.text.indexOf('|'))?.items ?? []).filter((i) => i.kind === 'snippet');
      expect(snippets.length, game).toBe(languageEntriesOf(game).filter((e) => e.category === 'effect-step' && e.snippet !== undefined).length);
      for (const snippet of snippets) {
        // A loop's body, left to the designer, gets a step the game plays.
        const step = snippetAsText(snippet.insertText).replace('…', 'draw 1 card');
        const project = new Project([ruleset, { path: card.path, text: card.text.replace('|', step) }]);
        expect(project.diagnostics(card.path).filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`), `${game}: ${step}`).toEqual([]);
      }
    }
  });
});
