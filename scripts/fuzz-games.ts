/**
 * `npm run fuzz:games [-- --count N --seed S]`: mutated cards played. Each round mutates one card that two
 * shipped decks of a game hold (half of the rounds with the fuzz test's token mutations: deleted,
 * duplicated, swapped, junk; the other half replace one of its numbers: 0 to a million), then
 * prepares the run as `simulate` does: content with errors, or that its game cannot play, is refused with
 * a message (a RunSpecError), which is how it must end. What validates is played, two games with random or
 * greedy players. Prints, per game, how many were refused, played and threw (must be 0), and the slowest
 * pair of games. Not part of `npm test`: it takes minutes. `npm run fuzz` does the same for the language.
 */
import type { Decl } from '../dsl/ast';
import { Project, type SourceFile } from '../dsl/project';
import { mutate, seededRandom } from '../dsl/testing/mutate';
import { gameFiles } from '../balance/run-files';
import { playChunk, prepareRun, RunSpecError } from '../balance/match-from-spec';
import { RunSpecSchema } from '../balance/run-spec';
import { parseOptions } from './args';

/** Two shipped decks of each game, by name. */
const DECKS: Readonly<Record<string, readonly [string, string]>> = {
  'summoners-grid': ['Player A', 'Player B'],
  'mana-duel': ['Fire and Fury', 'Stone Wall'],
  'stance-duel': ['Iron Wall', 'Red Fury'],
  'chain-duel': ['Drake Blaze', 'Golem Wall'],
};

const options = parseOptions(process.argv.slice(2), { count: { type: 'string' }, seed: { type: 'string' } });
const count = Number(options.count ?? 400);
const seed = Number(options.seed ?? 20261207);
const random = seededRandom(seed);

/** Numbers a card may be given: none, a little, and far more than any shipped card (a stall must not follow). */
const NUMBERS = ['0', '1', '2', '7', '99', '1000', '1000000'];

/**
 * One number of the card replaced by another of NUMBERS. Token mutations mostly leave a card the language
 * refuses (so its deck is refused before anything is played); a changed number mostly validates, and so
 * reaches the game's rules with values no shipped card has.
 */
function renumbered(text: string): string {
  const spots = [...text.matchAll(/\b\d+\b/g)];
  const spot = spots[Math.floor(random() * spots.length)];
  if (spot?.index === undefined) return text;
  const value = NUMBERS[Math.floor(random() * NUMBERS.length)] ?? '0';
  return text.slice(0, spot.index) + value + text.slice(spot.index + spot[0].length);
}

/** The names of the cards a deck holds: its main list, its advance list, and each slot's summon, role and equipment. */
function deckCardNames(decl: Decl): string[] {
  if (decl.kind !== 'Deck') return [];
  return [...decl.main.map((e) => e.card.text), ...decl.advance.map((e) => e.card.text), ...decl.slots.flatMap((s) => [s.summon.text, s.role.text, ...s.equipment.map((e) => e.text)])];
}

/** The paths of the card files the two decks hold (the only cards a mutation of which is played). */
function deckCardPaths(game: string, files: SourceFile[], decks: readonly string[]): Set<string> {
  const project = new Project(files);
  const table = project.symbols(game);
  const paths = new Set<string>();
  for (const file of project.files())
    for (const decl of file.parsed.document.decls)
      if (decl.kind === 'Deck' && decks.includes(decl.name.text))
        for (const name of deckCardNames(decl)) {
          const entry = table.resolveCard(name);
          if (entry) paths.add(entry.path);
        }
  return paths;
}

let threw = 0;
const started = performance.now();
for (const [game, decks] of Object.entries(DECKS)) {
  const files = await gameFiles(`content/${game}`);
  const held = deckCardPaths(game, files, decks);
  const candidates = files.flatMap((f, i) => (held.has(f.path) ? [i] : []));
  const tally = { refused: 0, played: 0, threw: 0, slowestMs: 0 };
  for (let n = 0; n < count && candidates.length > 0; n++) {
    const index = candidates[Math.floor(random() * candidates.length)] ?? 0;
    const original = files[index];
    if (!original) continue;
    const text = n % 2 === 0 ? mutate(original.text, random, false) : renumbered(original.text);
    const ai = random() < 0.2 ? 'greedy' : 'random';
    const spec = RunSpecSchema.parse({ files: files.map((f, i) => (i === index ? { ...f, text } : f)), decks: { A: decks[0], B: decks[1] }, ai: { A: ai, B: ai }, games: 2, seed: n + 1 });
    try {
      const prepared = prepareRun(spec);
      const t0 = performance.now();
      playChunk(prepared, 0, 2);
      tally.slowestMs = Math.max(tally.slowestMs, performance.now() - t0);
      tally.played++;
    } catch (error) {
      if (error instanceof RunSpecError) {
        tally.refused++;
        continue;
      }
      tally.threw++;
      console.log(`  ${game}, mutation ${n} of ${original.path} (seed ${seed}): ${error instanceof Error ? error.message : String(error)}`);
      console.log(`    ${JSON.stringify(text.slice(0, 300))}`);
    }
  }
  threw += tally.threw;
  console.log(`${game}: ${tally.refused} refused, ${tally.played} played (2 games each), ${tally.threw} threw; slowest pair of games ${tally.slowestMs.toFixed(0)} ms`);
}
console.log(`fuzz:games: ${count} mutated cards per game (seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(1)} s; threw: ${threw}`);
process.exitCode = threw > 0 ? 1 : 0;
