/**
 * A mana duel set: a few of content/mana-duel's cards, published, chosen and frozen as set "Duel Starter"
 * (id duel-starter) of game mana-duel.
 */
import type { Database } from '../../db/client';
import { freezeSet } from '../../db/set-versions';
import { addCardsToSet, createSet } from '../../db/sets';
import { contentDir, sources } from './fixture-set';
import { publishContent } from './published';

/** Two monsters, a spell and an equipment: every card type the mana duel's ruleset declares. */
export const duelCards = ['ember-whelp', 'forest-wolf', 'flame-dart', 'iron-sword'] as const;

export async function frozenDuelSet(db: Database): Promise<void> {
  await publishContent(db, contentDir);
  const created = await createSet(db, { name: 'Duel Starter', game: 'mana-duel', description: 'The mana duel, exported' });
  if (created.status !== 'ok') throw new Error(JSON.stringify(created));
  const added = await addCardsToSet(db, 'duel-starter', duelCards.map((cardId) => ({ cardId })));
  if (added.status !== 'ok') throw new Error(JSON.stringify(added));
  const frozen = await freezeSet(db, 'duel-starter', null, sources);
  if (frozen.status !== 'frozen') throw new Error(JSON.stringify(frozen));
}
