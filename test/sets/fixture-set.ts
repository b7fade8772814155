/**
 * The shipped content as a published card pool, and set "Alpha": every card of the play example
 * (content/summoners-grid/sets/alpha.json), frozen as version 1 with the content folder's rules content.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { projectRoot } from '../../db/config';
import { contentFreezeSources } from '../../db/set-sources';
import { addCardsToSet, createSet } from '../../db/sets';
import { freezeSet } from '../../db/set-versions';
import { publishContent } from './published';

export const contentDir = join(projectRoot(), 'content');
export const sources = contentFreezeSources(contentDir);
export const alphaFile = join(contentDir, 'summoners-grid', 'sets', 'alpha.json');
export const alpha = z.object({ name: z.string(), description: z.string(), cards: z.array(z.string()) }).parse(JSON.parse(readFileSync(alphaFile, 'utf8')));

export async function frozenAlpha(db: Database): Promise<void> {
  await publishContent(db, contentDir);
  await createSet(db, { name: alpha.name, description: alpha.description });
  const added = await addCardsToSet(db, 'alpha', alpha.cards.map((cardId) => ({ cardId })));
  if (added.status !== 'ok') throw new Error(JSON.stringify(added));
  const frozen = await freezeSet(db, 'alpha', null, sources);
  if (frozen.status !== 'frozen') throw new Error(JSON.stringify(frozen));
}
