/**
 * The studio's view of the whole game as the DSL sees it: the content folder's definitions plus every
 * card's current draft from the database, in one dsl Project. The library's card faces and problem
 * counts, the publish check (no errors) and the editor worker's starting files come from here.
 *
 * The database is the truth: before each use the project compares the cards' draft revisions with what
 * it holds and re-reads only the changed drafts (so several studios sharing a PostgreSQL server stay
 * correct). Derived data per card (face, rules text) is cached by draft revision.
 */
import { Project, type SourceFile } from '../../dsl/project';
import type { Diagnostic } from '../../dsl/diagnostics';
import { rulesText } from '../../dsl/rules-text/rules-text';
import { contentDir } from '../../db/config';
import type { Database } from '../../db/client';
import { cardRevisions, cardSources, type CardSource } from '../../db/card-library';
import { vocabularyOf, type Vocabulary } from '../../dsl/vocabulary';
import { cardFace, declaredCard, type AnyCard, type CardFace } from '../cards/card-face';
import { cardPath } from '../cards/project-paths';
import { scanDefinitions } from './content-definitions';
import { templateNames, type TemplateNames } from '../cards/templates';

interface CardEntry {
  game: string;
  path: string;
  revision: number;
  derived?: { face: CardFace; rulesText: string };
}

export interface CardAnalysis {
  /** The draft revision analysed (publishing checks it is the one being published). */
  revision: number;
  /** Undefined while the draft declares no card (its header is mid-edit). */
  decl: AnyCard | undefined;
  face: CardFace | undefined;
  rulesText: string;
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
}

export class StudioProject {
  private readonly project: Project;
  private readonly cards = new Map<string, CardEntry>();
  private syncing: Promise<void> = Promise.resolve();

  constructor(readonly definitions: SourceFile[]) {
    this.project = new Project(definitions);
  }

  /** Brings the cards up to date with the database; concurrent calls run one after the other. */
  sync(db: Database): Promise<void> {
    const next = this.syncing.then(() => this.syncNow(db));
    this.syncing = next.catch(() => undefined);
    return next;
  }

  private async syncNow(db: Database): Promise<void> {
    const rows = await cardRevisions(db);
    const current = new Map(rows.map((r) => [r.id, r.draftRevision]));
    for (const [id, entry] of this.cards) {
      // Gone, or deleted and created again (its revisions start over): forget what we had.
      const revision = current.get(id);
      if (revision !== undefined && revision >= entry.revision) continue;
      this.project.remove(entry.path);
      this.cards.delete(id);
    }
    const stale = rows.filter((r) => this.cards.get(r.id)?.revision !== r.draftRevision).map((r) => r.id);
    for (const card of await cardSources(db, stale)) this.put(card);
  }

  /** Records a draft the caller has just read or written (saves need no second round trip). */
  put(card: CardSource): void {
    const known = this.cards.get(card.id);
    if (known && known.revision >= card.draftRevision && known.game === card.game) return;
    if (known && known.game !== card.game) this.project.remove(known.path);
    const path = cardPath(card.game, card.id);
    this.cards.set(card.id, { game: card.game, path, revision: card.draftRevision });
    this.project.update(path, card.draftSource);
  }

  analysis(id: string): CardAnalysis | undefined {
    const entry = this.cards.get(id);
    const file = entry ? this.project.file(entry.path) : undefined;
    if (!entry || !file) return undefined;
    const decl = declaredCard(file.parsed.document.decls);
    if (decl && !entry.derived) entry.derived = { face: cardFace(decl, this.vocabulary(entry.game)), rulesText: rulesText(decl) };
    const diagnostics = this.project.diagnostics(entry.path);
    return {
      revision: entry.revision,
      decl,
      face: decl ? entry.derived?.face : undefined,
      rulesText: decl ? (entry.derived?.rulesText ?? '') : '',
      diagnostics,
      errors: diagnostics.filter((d) => d.severity === 'error').length,
      warnings: diagnostics.filter((d) => d.severity === 'warning').length,
    };
  }

  /** The display name of a role or species as a card names it (by id or name), or the text itself. */
  displayName(game: string, kind: 'role' | 'species', text: string): string {
    return this.project.symbols(game).resolve(kind, text)?.name ?? text;
  }

  /** The games the content folder defines (those with a ruleset), sorted. */
  games(): string[] {
    return this.project.games().filter((g) => this.project.symbols(g).ruleset() !== undefined).sort();
  }

  /** The words a game's ruleset declares (card types, stats, properties …). */
  vocabulary(game: string): Vocabulary {
    return vocabularyOf(this.project.symbols(game).ruleset());
  }

  /** What new-card templates of a game may name (a role, a species, a rarity of that game). */
  templateNames(game: string): TemplateNames {
    return templateNames(this.project.symbols(game));
  }

  /** Every file: definitions and the cards' drafts (what the editor's worker starts from). */
  files(): SourceFile[] {
    return this.project.files().map((f) => ({ path: f.path, text: f.text }));
  }

  /** A definition file's text (the read-only view of `content/<game>/…`). */
  definition(path: string): string | undefined {
    return this.definitions.find((f) => f.path === path)?.text;
  }
}

const KEY = Symbol.for('cardsmith.studioProject');
type Slot = { [KEY]?: StudioProject };

/** The server's project (one per process, kept on globalThis like the database), synced with `db`. */
export async function studioProject(db: Database): Promise<StudioProject> {
  const slot = globalThis as Slot;
  const project = (slot[KEY] ??= new StudioProject(scanDefinitions(contentDir())));
  await project.sync(db);
  return project;
}
