/**
 * The last face each card had without errors, as this browser saw it (in the editor as you type, or in
 * the library's list), so a draft with errors can show it, marked out of date (face-to-show.ts). Kept in
 * memory and in localStorage, so it survives a reload and moving between the library and the editor.
 * A browser that never saw the card without errors has none: the studio then shows no face rather than
 * an invented one. Browser-only: on the server (rendering) nothing is stored or found.
 */
import { CardFace } from './card-face';

const PREFIX = 'cardsmith:last-valid-face:';
const memory = new Map<string, CardFace>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage refused (a privacy setting): memory alone still serves this page.
    return undefined;
  }
}

export function rememberValidFace(cardId: string, face: CardFace): void {
  if (typeof window === 'undefined') return;
  memory.set(cardId, face);
  try {
    storage()?.setItem(PREFIX + cardId, JSON.stringify(face));
  } catch {
    // Quota exceeded: memory alone still serves this page.
  }
}

export function lastValidFace(cardId: string): CardFace | undefined {
  const known = memory.get(cardId);
  if (known) return known;
  const stored = storage()?.getItem(PREFIX + cardId);
  if (!stored) return undefined;
  try {
    // Written by an older studio, or by hand: only a face that still fits the schema is used.
    const parsed = CardFace.safeParse(JSON.parse(stored));
    if (!parsed.success) return undefined;
    memory.set(cardId, parsed.data);
    return parsed.data;
  } catch {
    return undefined;
  }
}

/** A deleted card's face is forgotten (a new card may take its id later). */
export function forgetValidFace(cardId: string): void {
  memory.delete(cardId);
  storage()?.removeItem(PREFIX + cardId);
}
