import type { Metadata } from 'next';
import { connection } from 'next/server';
import { studioReference } from '../server/language-reference';
import { currentGame } from '../ui/current-game';
import { PageHeader } from '../ui/page-header';
import { ReferenceBrowser } from './reference-browser';

export const metadata: Metadata = { title: 'Language reference' };

/** The language reference of the current game: every word of the language and of the game's ruleset, with real examples. */
export default async function ReferencePage() {
  await connection();
  const game = await currentGame();
  const reference = await studioReference(game.id);
  return (
    <>
      <PageHeader title="Language reference">
        Every declaration, effect step, option, trigger, selector and word of {game.name}, with an example from its content. In the editor, hover a word for its entry and
        type at the start of an effect step for snippets.
      </PageHeader>
      <ReferenceBrowser reference={reference} />
    </>
  );
}
