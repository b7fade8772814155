/** Builds a counted trigger's `2nd … after this was set` (see ../turn-count.ts) from its tokens. */
import type { IToken } from 'chevrotain';
import type { TurnCount } from '../ast';
import { spanRange, tokenRange } from '../position';
import * as T from '../tokens';

export function turnCountOf(ordinalToken: IToken | undefined, after: IToken | undefined, since: IToken | undefined): TurnCount | undefined {
  if (!ordinalToken && !after) return undefined;
  const first = ordinalToken ?? after;
  const last = since ?? after ?? ordinalToken;
  if (!first || !last) return undefined;
  const nth: TurnCount = { kind: 'TurnCount', range: spanRange(tokenRange(first), tokenRange(last)) };
  if (ordinalToken) nth.count = Number.parseInt(ordinalToken.image, 10);
  if (since) nth.since = since.tokenType === T.KwSet ? 'set' : 'entered-play';
  return nth;
}
