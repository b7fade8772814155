/**
 * How many games the next chunk of a run gets. Games differ in length, so a run ends when its last chunk
 * does and every other thread waits for it: chunks shrink as the run nears its end (a share of what is
 * left, split between the threads) down to one game, so the threads finish within about a game of each
 * other; early chunks stay at `largest`, so a long run costs few messages.
 */
export function nextChunkSize(remaining: number, workers: number, largest: number): number {
  const share = Math.ceil(remaining / (2 * Math.max(1, workers)));
  return Math.max(1, Math.min(largest, share, remaining));
}
