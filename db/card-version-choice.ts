/**
 * Which version of the database's cards a tool plays: the drafts being edited, or what was published (a
 * card never published then plays as its content file, or is absent when it has none). Its own module, zod only, so the studio's pages can import it.
 */
import { z } from 'zod';

export const CardVersions = z.enum(['draft', 'published']);
export type CardVersions = z.infer<typeof CardVersions>;

export const CARD_VERSION_LABELS: Record<CardVersions, string> = { draft: 'drafts (as edited)', published: 'published versions' };
