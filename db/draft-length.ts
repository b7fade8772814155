/**
 * The longest text a card's draft may hold, in characters. Generous but bounded: a card file is a few
 * hundred bytes; this stops a runaway paste. A module of its own, free of database code, because the
 * editor checks it too (app/editor/draft-saver.ts) before it sends a save the server would refuse.
 */
export const MAX_DRAFT_LENGTH = 200_000;
