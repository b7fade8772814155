/**
 * The DSL side of the studio's project (runs in the language worker, worker.ts): the content folder's
 * definitions plus every card's draft in one dsl Project, and what the studio reads from it — card
 * faces, rules text, problem counts, display names, new-card templates, the editor's files.
 *
 * It holds no database: the main thread's StudioProject (../studio-project.ts) decides which drafts are
 * current and sends them here. Derived data per card (face, rules text, display names) is cached by
 * draft revision.
 */
import { countDiagnostics } from '../../../dsl/diagnostics';
import { Project, type SourceFile } from '../../../dsl/project';
import { rulesText } from '../../../dsl/rules-text/rules-text';
import { preferredGame, vocabularyOf, type Vocabulary } from '../../../dsl/vocabulary';
import { cardFace, declaredCard, type CardFace } from '../../cards/card-face';
import { cardPath } from '../../cards/project-paths';
import { TEMPLATE_KINDS, cardTemplate, declaredCardTemplate, templateNames } from '../../cards/templates';
import { EQUIPMENT_SLOTS } from '../../decks/deck-text';
import type { AnalysisExtra, CardAnalysis, DraftIn, NewCardSource } from './protocol';
import { cardCells } from '../../table/card-cells';

interface CardEntry {
  game: string;
  path: string;
  revision: number;
  derived?: { face: CardFace; rulesText: string; roles: string[]; species: string[] };
}

export class DraftProject {
  private readonly project: Project;
  private readonly cards = new Map<string, CardEntry>();

  constructor(definitions: SourceFile[]) {
    this.project = new Project(definitions);
  }

  /**
   * Adds or replaces drafts (a card may move to another game) and forgets removed cards, in one change
   * of the project (`Project.change`: the studio's first request sends every draft).
   */
  apply(put: readonly DraftIn[], remove: readonly string[]): void {
    const gone: string[] = [];
    for (const id of remove) {
      const entry = this.cards.get(id);
      if (!entry) continue;
      gone.push(entry.path);
      this.cards.delete(id);
    }
    const files: SourceFile[] = [];
    for (const card of put) {
      const known = this.cards.get(card.id);
      if (known && known.game !== card.game) gone.push(known.path);
      const path = cardPath(card.game, card.id);
      this.cards.set(card.id, { game: card.game, path, revision: card.revision });
      files.push({ path, text: card.source });
    }
    this.project.change(files, gone);
  }

  /** The analysis of each card asked for (null for a card it does not hold), with the `extra` asked for. */
  analyses(ids: readonly string[], extra: AnalysisExtra): Array<CardAnalysis | null> {
    return ids.map((id) => this.analysis(id, extra));
  }

  private analysis(id: string, extra: AnalysisExtra): CardAnalysis | null {
    const entry = this.cards.get(id);
    const file = entry ? this.project.file(entry.path) : undefined;
    if (!entry || !file) return null;
    const decl = declaredCard(file.parsed.document.decls);
    if (decl && !entry.derived) {
      const face = cardFace(decl, this.vocabulary(entry.game));
      const named = (kind: 'role' | 'species', names: string[]) => [...new Set(names.map((n) => this.displayName(entry.game, kind, n)))].sort();
      entry.derived = {
        face,
        rulesText: rulesText(decl),
        roles: named('role', face.requires.roles),
        species: named('species', [...face.requires.species, ...(face.species ? [face.species] : [])]),
      };
    }
    // Fixes stay here: no caller on the server applies them.
    const diagnostics = this.project.diagnostics(entry.path).map(({ code, severity, message, range }) => ({ code, severity, message, range }));
    const derived = decl ? entry.derived : undefined;
    return {
      id,
      revision: entry.revision,
      declares: decl !== undefined,
      ...(extra === 'decl' && decl ? { decl } : {}),
      ...(extra === 'cells' && decl ? { cells: cardCells(decl, file.text) } : {}),
      face: derived?.face ?? null,
      rulesText: derived?.rulesText ?? '',
      roles: derived?.roles ?? [],
      species: derived?.species ?? [],
      diagnostics,
      ...countDiagnostics(diagnostics),
    };
  }

  /** The display name of a role or species as a card names it (by id or name), or the text itself. */
  private displayName(game: string, kind: 'role' | 'species', text: string): string {
    return this.project.symbols(game).resolve(kind, text)?.name ?? text;
  }

  /** The games the content folder defines (those with a ruleset), sorted. */
  games(): string[] {
    return this.project.games().filter((g) => this.project.symbols(g).ruleset() !== undefined).sort();
  }

  private vocabulary(game: string): Vocabulary {
    return vocabularyOf(this.project.symbols(game).ruleset());
  }

  /**
   * A new card's source from the template of its kind, in `game` (default: the preferred game). The kinds
   * are the card types the game's ruleset declares (`monster`), or Summoner's Grid's built-in kinds.
   */
  newCardSource(kind: string, name: string, wantedGame: string | undefined): NewCardSource {
    const games = this.games();
    const game = wantedGame ?? preferredGame(games, (g) => g);
    if (!game || !games.includes(game)) return { ok: false, message: game ? `there is no game "${game}" in the content folder` : 'the content folder defines no game (no ruleset)' };
    const vocabulary = this.vocabulary(game);
    if (vocabulary.cardTypes.length > 0) {
      if (!vocabulary.cardTypes.includes(kind)) return { ok: false, message: `${game} declares no card type "${kind}" (it declares ${vocabulary.cardTypes.join(', ')})` };
      return { ok: true, game, kind, source: declaredCardTemplate(kind, name, vocabulary) };
    }
    const builtin = TEMPLATE_KINDS.find((k) => k === kind);
    if (!builtin) return { ok: false, message: `"${kind}" is not a kind of card (${TEMPLATE_KINDS.join(', ')})` };
    const stored = EQUIPMENT_SLOTS.some((slot) => slot === builtin) ? 'equipment' : builtin;
    return { ok: true, game, kind: stored, source: cardTemplate(builtin, name, templateNames(this.project.symbols(game))) };
  }

  /** The files under `prefix` (`content/<game>/`): definitions and the cards' drafts, what the editor's worker starts from. */
  files(prefix: string): SourceFile[] {
    return this.project.files().filter((f) => f.path.startsWith(prefix)).map((f) => ({ path: f.path, text: f.text }));
  }
}
