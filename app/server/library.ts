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
  const rows = await libraryRows(db);
  return rows.filter((row) => game === undefined || row.game === game).map((row) => {
    const analysis = project.analysis(row.id);
    const face = analysis?.face ?? null;
    const named = (kind: 'role' | 'species', names: string[]) => [...new Set(names.map((n) => project.displayName(row.game, kind, n)))].sort();
    return {
      ...row,
      face,
      rulesText: analysis?.rulesText ?? '',
      roles: named('role', face?.requires.roles ?? []),
      species: named('species', [...(face?.requires.species ?? []), ...(face?.species ? [face.species] : [])]),
      errors: analysis?.errors ?? 0,
      warnings: analysis?.warnings ?? 0,
    };
  });
}
