/**
 * What a determinization deals hidden cards from: the cards of a decklist that a player has not seen
 * (the decklist minus every card of it in view), sorted, so that a sample never depends on where the
 * hidden cards really are.
 */
export function unseenCards(decklist: readonly string[], seen: Iterable<string>): string[] {
  const left = new Map<string, number>();
  for (const id of decklist) left.set(id, (left.get(id) ?? 0) + 1);
  for (const id of seen) left.set(id, (left.get(id) ?? 0) - 1);
  const pool: string[] = [];
  for (const [id, n] of [...left].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) for (let i = 0; i < n; i++) pool.push(id);
  return pool;
}
