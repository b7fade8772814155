/**
 * What a card tag may be, as a zod schema with no database code, so the studio checks a typed tag in the
 * browser with the same rule the API applies.
 */
import { z } from 'zod';

export const MAX_TAG_LENGTH = 40;
/** Enough for any honest grouping; stops a script from hanging thousands of tags on one card. */
export const MAX_TAGS_PER_CARD = 20;

/** A tag as typed, normalised: `  Needs  Art ` → `needs art`. Letters, digits, spaces, `-` and `_` only. */
export const Tag = z
  .string()
  .transform((text) => text.trim().replace(/\s+/g, ' ').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'a tag cannot be empty')
      .max(MAX_TAG_LENGTH, `a tag has at most ${MAX_TAG_LENGTH} characters`)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, 'a tag has letters, digits, spaces, "-" and "_" only, and starts with a letter or digit'),
  );
