/**
 * The language reference of a game for the studio's /reference page: built by the language worker from
 * every file of the content folder (its cards, decks and scenarios give the examples), once per game per
 * content folder (definitions are read at start-up; restart the studio after editing them).
 */
import { contentDir } from '../../db/config';
import { scanContent } from './content-definitions';
import { languageWorker } from './language/client';
import type { StudioReference } from './language/protocol';

const cached = new Map<string, Promise<StudioReference>>();

export function studioReference(game: string, dir = contentDir()): Promise<StudioReference> {
  const key = `${dir}\0${game}`;
  let reference = cached.get(key);
  if (reference === undefined) {
    reference = languageWorker().ask({ type: 'reference', game, sources: scanContent(dir) });
    // A failed build is not kept: the next visit tries again.
    reference.catch(() => cached.delete(key));
    cached.set(key, reference);
  }
  return reference;
}
