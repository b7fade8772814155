/** The library's rows: the database's card list joined with each draft's face and problems. */
import { z } from 'zod';
import type { Database } from '../../db/client';
import { LibraryRow, libraryRows } from '../../db/card-library';
import { CardFace } from '../cards/card-face';
import type { StudioProject } from './studio-project';

export const LibraryCard = LibraryRow.extend({
  /** Null while the draft declares no card. */
  face: CardFace.nullable(),
  rulesText: z.string(),
  /** Roles and species the card needs its player to control (display names); a summon's own species too. */
  roles: z.array(z.string()),
  species: z.array(z.string()),
  errors: z.number().int().nonnegative(),
  warnings: z.number().int().nonnegative(),
});
export type LibraryCard = z.infer<typeof LibraryCard>;

/** The library's cards: every card, or those of `game`. */
export async function libraryCards(db: Database, project: StudioProject, game?: string): Promise<LibraryCard[]> {
  const rows = (await libraryRows(db)).filter((row) => game === undefined || row.game === game);
  // One request to the language worker for the whole list.
  const analyses = await project.analyses(rows.map((row) => row.id));
  return rows.map((row, i) => {
    const analysis = analyses[i];
    return {
      ...row,
      face: analysis?.face ?? null,
      rulesText: analysis?.rulesText ?? '',
      roles: analysis?.roles ?? [],
      species: analysis?.species ?? [],
      errors: analysis?.errors ?? 0,
      warnings: analysis?.warnings ?? 0,
    };
  });
}
