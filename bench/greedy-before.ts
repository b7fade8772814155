/**
 * Greedy games per core here and at an earlier commit, measured the same way in one run (for the goal row
 * "greedy games / s / core"): the commit is extracted from this repository's history into a temporary
 * folder that borrows this checkout's node_modules, and bench/greedy-rounds.ts runs in alternating
 * processes there and here (neither side always runs first, after the other's heat or the machine's).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS_SCRIPT = join('bench', 'greedy-rounds.ts');
const MiB = 1024 * 1024;

/** Rounds each process measures (after its warm-up rounds). */
export const GREEDY_ROUNDS = { rounds: 5 } as const;

const Rates = z.object({ greedy: z.array(z.number().positive()), random: z.array(z.number().positive()) });
type Rates = z.infer<typeof Rates>;

/**
 * `now`: this checkout with its content; `before`: the commit with its content; `nowOnBefore`: this
 * checkout playing the commit's content (the engines compared on the same cards and decks). The sides'
 * arrays line up: entry i of each is the same round (the same game seeds) of the same pair of processes,
 * so they can be compared round by round (pairedRatio).
 */
export type Comparison = { status: 'measured'; now: Rates; before: Rates; nowOnBefore: Rates; pairs: number } | { status: 'not measured'; why: string };

function git(args: string[], options: { cwd: string }): { ok: boolean; output: string } {
  const r = spawnSync('git', args, { ...options, encoding: 'utf8', maxBuffer: 64 * MiB });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/** Greedy and random games per second of each round, from one process of bench/greedy-rounds.ts in `dir`. */
function roundsIn(dir: string, content?: string): Rates | string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', ROUNDS_SCRIPT], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 16 * MiB,
    env: { ...process.env, ROUNDS: String(GREEDY_ROUNDS.rounds), ...(content ? { GREEDY_CONTENT: content } : {}) },
  });
  const last = (r.stdout ?? '').trim().split('\n').at(-1) ?? '';
  if (r.status !== 0) return `greedy-rounds failed in ${dir}: ${(r.stderr ?? '').trim().slice(-500)}`;
  try {
    return Rates.parse(JSON.parse(last));
  } catch {
    return `greedy-rounds printed no rates in ${dir}: ${last.slice(0, 200)}`;
  }
}

export function compareWithCommit(commit: string, pairs: number): Comparison {
  if (!git(['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT }).ok) return { status: 'not measured', why: `commit ${commit} is not in this clone's history` };
  const dir = mkdtempSync(join(tmpdir(), 'cardsmith-before-'));
  try {
    const tar = join(dir, 'checkout.tar');
    const archived = git(['archive', '--format=tar', '-o', tar, commit], { cwd: ROOT });
    if (!archived.ok) return { status: 'not measured', why: `git archive ${commit}: ${archived.output}` };
    const tree = join(dir, 'tree');
    const unpacked = spawnSync('sh', ['-c', 'mkdir -p "$1" && tar -xf "$2" -C "$1"', 'unpack', tree, tar], { encoding: 'utf8' });
    if (unpacked.status !== 0) return { status: 'not measured', why: `unpacking ${commit}: ${unpacked.stderr}` };
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
    // The same script on both sides: it finds how each checkout plays games by what its modules export.
    copyFileSync(join(ROOT, ROUNDS_SCRIPT), join(tree, ROUNDS_SCRIPT));
    const sides = {
      before: { dir: tree, content: undefined, rates: { greedy: [], random: [] } as Rates },
      now: { dir: ROOT, content: undefined, rates: { greedy: [], random: [] } as Rates },
      nowOnBefore: { dir: ROOT, content: join(tree, 'content', 'summoners-grid'), rates: { greedy: [], random: [] } as Rates },
    };
    for (let pair = 0; pair < pairs; pair++) {
      const order = pair % 2 === 0 ? (['before', 'now', 'nowOnBefore'] as const) : (['nowOnBefore', 'now', 'before'] as const);
      for (const name of order) {
        const side = sides[name];
        const rates = roundsIn(side.dir, side.content);
        if (typeof rates === 'string') return { status: 'not measured', why: rates };
        side.rates.greedy.push(...rates.greedy);
        side.rates.random.push(...rates.random);
      }
    }
    return { status: 'measured', now: sides.now.rates, before: sides.before.rates, nowOnBefore: sides.nowOnBefore.rates, pairs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
