/**
 * The studio's view of the whole game as the DSL sees it: the content folder's definitions plus every
 * card's current draft from the database, in one dsl Project. The library's card faces and problem
 * counts, the publish check (no errors) and the editor worker's starting files come from here.
 *
 * The Project itself lives in the language worker (language/draft-project.ts), so validating a large
 * draft never holds up the main thread; this side keeps the bookkeeping. The database is the truth:
 * before each use the project compares the cards' draft revisions with what it sent the worker and sends
 * only the changed drafts (so several studios sharing a PostgreSQL server stay correct). When the worker
 * was replaced (it failed), the new one holds nothing: the project starts over from the database.
 */
import type { SourceFile } from '../../dsl/project';
import { contentDir } from '../../db/config';
import type { Database } from '../../db/client';
import { cardRevisions, cardSources, type CardSource } from '../../db/card-library';
import { scanDefinitions } from './content-definitions';
import { languageWorker, type LanguageClient } from './language/client';
import type { AnalysisExtra, CardAnalysis, DraftIn, NewCardSource } from './language/protocol';

export type { CardAnalysis } from './language/protocol';

interface CardEntry {
  game: string;
  revision: number;
}

let opened = 0;

/** Where a project lives in the worker (kept apart from the project, so that it can be collected). */
interface Residence {
  client: LanguageClient;
  project: string;
  /** The worker generation holding the project's drafts (0: none yet). */
  generation: number;
}

// A project the server forgets (each test context has one) is closed in the worker that holds it.
const closeInWorker = new FinalizationRegistry<Residence>(({ client, project, generation }) => {
  client.askRunning(generation, { type: 'close', project })?.catch(() => undefined);
});

export class StudioProject {
  /** This project's name in the worker (one worker serves every project of the process). */
  private readonly id = `project-${process.pid}-${++opened}`;
  private readonly cards = new Map<string, CardEntry>();
  private readonly residence: Residence;
  private syncing: Promise<void> = Promise.resolve();

  constructor(
    readonly definitions: SourceFile[],
    private readonly language: LanguageClient = languageWorker(),
  ) {
    this.residence = { client: language, project: this.id, generation: 0 };
    closeInWorker.register(this, this.residence);
  }

  /** Brings the cards up to date with the database; concurrent calls run one after the other. */
  sync(db: Database): Promise<void> {
    return this.inTurn(() => this.syncNow(db));
  }

  /** Records a draft the caller has just read or written (saves need no second round trip). */
  put(card: CardSource): Promise<void> {
    return this.inTurn(async () => {
      await this.opened();
      await this.send(this.record(card), []);
    });
  }

  /** Syncs and puts run one at a time: each compares with what the one before sent. */
  private inTurn(run: () => Promise<void>): Promise<void> {
    const next = this.syncing.then(run);
    this.syncing = next.catch(() => undefined);
    return next;
  }

  private async syncNow(db: Database): Promise<void> {
    await this.opened();
    const rows = await cardRevisions(db);
    const current = new Map(rows.map((r) => [r.id, r.draftRevision]));
    const remove: string[] = [];
    for (const [id, entry] of this.cards) {
      // Gone, or deleted and created again (its revisions start over): forget what we had.
      const revision = current.get(id);
      if (revision !== undefined && revision >= entry.revision) continue;
      remove.push(id);
      this.cards.delete(id);
    }
    const stale = rows.filter((r) => this.cards.get(r.id)?.revision !== r.draftRevision).map((r) => r.id);
    const put = stale.length > 0 ? (await cardSources(db, stale)).flatMap((card) => this.record(card)) : [];
    await this.send(put, remove);
  }

  private async send(put: DraftIn[], remove: string[]): Promise<void> {
    if (put.length === 0 && remove.length === 0) return;
    try {
      await this.language.ask({ type: 'drafts', project: this.id, put, remove });
    } catch (error) {
      // What the worker holds is unknown now: start over from the database next time.
      this.residence.generation = 0;
      throw error;
    }
  }

  /** Opens the project in the worker, again if the worker was replaced since (its drafts are then sent anew). */
  private async opened(): Promise<void> {
    const generation = this.language.generation();
    if (generation === this.residence.generation) return;
    this.cards.clear();
    await this.language.ask({ type: 'open', project: this.id, definitions: this.definitions });
    this.residence.generation = generation;
  }

  /** The draft to send when it is newer than (or in another game than) the one we hold; records it. */
  private record(card: CardSource): DraftIn[] {
    const known = this.cards.get(card.id);
    if (known && known.revision >= card.draftRevision && known.game === card.game) return [];
    this.cards.set(card.id, { game: card.game, revision: card.draftRevision });
    return [{ id: card.id, game: card.game, revision: card.draftRevision, source: card.draftSource }];
  }

  /** The analyses of `ids` in one request, in their order (undefined: no such card), with the `extra` asked for. */
  async analyses(ids: readonly string[], extra: AnalysisExtra = 'none'): Promise<Array<CardAnalysis | undefined>> {
    if (ids.length === 0) return [];
    const answers = await this.language.ask({ type: 'analyses', project: this.id, ids: [...ids], extra });
    return answers.map((a) => a ?? undefined);
  }

  async analysis(id: string, extra: AnalysisExtra = 'none'): Promise<CardAnalysis | undefined> {
    return (await this.analyses([id], extra))[0];
  }

  /** The games the content folder defines (those with a ruleset), sorted. */
  games(): Promise<string[]> {
    return this.language.ask({ type: 'games', project: this.id });
  }

  /** A new card's source from its kind's template (in `game`, or the preferred game), or why there is none. */
  newCardSource(kind: string, name: string, game: string | undefined): Promise<NewCardSource> {
    return this.language.ask({ type: 'newCardSource', project: this.id, kind, name, ...(game !== undefined ? { game } : {}) });
  }

  /** The files under `prefix` (`content/<game>/`): definitions and the cards' drafts (what the editor's worker starts from). */
  files(prefix: string): Promise<SourceFile[]> {
    return this.language.ask({ type: 'files', project: this.id, prefix });
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
