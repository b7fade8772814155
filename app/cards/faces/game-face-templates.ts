/**
 * The studio's face templates: each hosted game's `content/<game>/faces.json`, bundled with the studio
 * (browser-safe: the editor's live preview and the sandboxes draw faces on the client). A change to a
 * faces file shows after the studio is rebuilt; `cardsmith validate` reports on the files. A file that
 * does not pass its schema is left out here, and its game's faces use the default layout.
 */
import chainDuel from '../../../content/chain-duel/faces.json';
import manaDuel from '../../../content/mana-duel/faces.json';
import stanceDuel from '../../../content/stance-duel/faces.json';
import summonersGrid from '../../../content/summoners-grid/faces.json';
import { FaceTemplates } from './face-template';

const files: unknown[] = [chainDuel, manaDuel, stanceDuel, summonersGrid];

const byGame = new Map<string, FaceTemplates>();
for (const file of files) {
  const parsed = FaceTemplates.safeParse(file);
  if (parsed.success) byGame.set(parsed.data.game, parsed.data);
}

/** The templates of `game`, if it has a valid faces file. */
export function gameFaceTemplates(game: string): FaceTemplates | undefined {
  return byGame.get(game);
}
