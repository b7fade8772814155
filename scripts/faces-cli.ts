/**
 * What `cardsmith faces png` and `faces pdf` share: the cards an export draws, found from the command
 * line (a card id, `--set S [--version N]` or `--deck D`) in the database the studio uses.
 */
import type { DatabaseHandle } from '../db/client';
import { contentDir } from '../db/config';
import { cardExportCards, deckExportCards, setExportCards, type ExportCardsResult } from '../app/cards/faces/export-cards';
import { findSetId, versionNumber } from './set-cli';
import { UsageError } from './args';

export interface ExportChoice {
  card?: string;
  set?: string;
  deck?: string;
  version?: string;
}

export async function chosenExportCards(handle: DatabaseHandle, choice: ExportChoice): Promise<ExportCardsResult> {
  const given = [choice.card, choice.set, choice.deck].filter((c) => c !== undefined).length;
  if (given !== 1) throw new UsageError('name exactly one of: a card id, --set SET, --deck DECK');
  if (choice.version !== undefined && choice.set === undefined) throw new UsageError('--version goes with --set');
  const dir = contentDir();
  if (choice.card !== undefined) return cardExportCards(handle.db, choice.card, dir);
  if (choice.deck !== undefined) return deckExportCards(handle.db, choice.deck, dir);
  const version = choice.version === undefined ? undefined : versionNumber(choice.version, '--version');
  const id = await findSetId(handle, choice.set ?? '');
  if (id === undefined) return { ok: false, status: 'not-found', message: `no set "${choice.set}"` };
  return setExportCards(handle.db, id, version, dir);
}
