/**
 * A count with its noun in the right number: "1 card", "2 cards", "0 errors". Every count the studio
 * shows goes through here, so no screen says "1 errors" or "card(s)". `many` is for irregular nouns
 * ("1 copy", "2 copies"). Counts are grouped the same on server and client ("1,200 games").
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${nounFor(n, one, many)}`;
}

/** The noun alone, for sentences that place the number elsewhere ("Put back 2 cards", "the 3 problems"). */
export function nounFor(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}
