/**
 * "Test this card": the editor hands its current draft — saved or not — to the sandbox through the
 * browser's localStorage (same origin, survives opening a new tab), then opens `/sandbox?card=<id>`.
 * The sandbox uses the handed-over text when it is there and fresh, and the card's stored draft
 * otherwise (a shared link has no local draft).
 */
import { z } from 'zod';

const KEY = 'cardsmith:sandbox-draft:';
/** A handed-over draft older than this is not used: it belongs to an earlier editing session. */
const MAX_AGE_MS = 12 * 60 * 60 * 1000;

const Draft = z.object({ id: z.string(), source: z.string().max(200_000), at: z.number() });
export type Draft = z.infer<typeof Draft>;

/** `game`: the card's game when it is not the default one (its sandbox is chosen by `?game=`). */
export function sandboxUrlForCard(id: string, game?: string): string {
  return `/sandbox?${game === undefined ? '' : `game=${encodeURIComponent(game)}&`}card=${encodeURIComponent(id)}`;
}

/** Stores the draft and returns the sandbox URL to open (the editor's button calls this). */
export function handDraftToSandbox(id: string, source: string, game?: string): string {
  try {
    localStorage.setItem(KEY + id, JSON.stringify({ id, source, at: Date.now() }));
  } catch {
    // Storage full or disabled: the sandbox falls back to the stored draft.
  }
  return sandboxUrlForCard(id, game);
}

export function readHandedDraft(id: string, now = Date.now()): Draft | null {
  try {
    const raw = localStorage.getItem(KEY + id);
    if (!raw) return null;
    const parsed = Draft.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.id !== id || now - parsed.data.at > MAX_AGE_MS) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
