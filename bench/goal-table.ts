/**
 * The table of speed goals (issue "Fast at every scale") that `npm run bench` prints last: each benchmark
 * file measures its rows beside their baselines and records them here; bench/run.ts collects the records
 * of every file it ran (each runs in its own process, so records travel through a JSON-lines file named by
 * an environment variable) and prints them in the table's order, with the goal and met or missed. A row no
 * benchmark recorded is printed as "not measured", so a missing measurement cannot pass for a met goal.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/** The rows of the goal table, in the order they are printed, with the goal each is held to. */
export const GOALS = [
  { id: 'cli-help', measure: '`cardsmith --help`, whole process', goal: '≤ 0.3 s CPU' },
  { id: 'cli-validate', measure: '`cardsmith validate content`, whole process', goal: '≤ 0.8 s CPU' },
  { id: 'worker-start', measure: "a simulation worker thread's start", goal: '≤ 0.3 s' },
  { id: 'sim-scaling', measure: 'simulate, 1 → 2 worker threads, 1,000 greedy games', goal: '≥ 1.8×' },
  { id: 'sim-printed-speedup', measure: 'the speed-up `simulate` prints', goal: 'an honest figure' },
  { id: 'parse-validate-1k', measure: 'parse + validate ÷ raw Chevrotain parse, 1,000 cards', goal: '≤ 3×' },
  { id: 'parse-validate-10k', measure: 'parse + validate ÷ raw Chevrotain parse, 10,000 cards', goal: '≤ 3×' },
  { id: 'revalidate-10k', measure: 're-validate one edited card in a 10,000-card set', goal: '< 5 ms' },
  { id: 'import-10k', measure: 'import a 10,000-card set', goal: '≤ 8 s CPU, ≤ 600 MiB' },
  { id: 'export-10k', measure: 'export a 10,000-card set', goal: '≤ 400 MiB' },
  { id: 'greedy-games', measure: 'greedy games / s / core', goal: '×2' },
] as const;

export type GoalId = (typeof GOALS)[number]['id'];

const goalIds = GOALS.map((g) => g.id) as [GoalId, ...GoalId[]];

const goalRecord = z.object({
  id: z.enum(goalIds),
  /** The measured figure in words, with its spread: `0.19 s CPU (0.18–0.21)`. */
  now: z.string(),
  /** The baseline measured in the same run, described for what it is. */
  baseline: z.string(),
  met: z.boolean(),
});
export type GoalRecord = z.infer<typeof goalRecord>;

/** The environment variable naming the JSON-lines file records go to; unset when a bench file runs alone. */
export const GOALS_FILE_ENV = 'CARDSMITH_BENCH_GOALS';

/** Records one measured row of the goal table (a no-op when the file runs outside `npm run bench`). */
export function recordGoal(record: GoalRecord): void {
  const file = process.env[GOALS_FILE_ENV];
  if (file === undefined || file === '') return;
  appendFileSync(file, `${JSON.stringify(goalRecord.parse(record))}\n`);
}

/** Reads the records in `file` (a line that is not a record is reported, not fatal); the last record of a row wins. */
export function readGoals(file: string): { records: Map<GoalId, GoalRecord>; problems: string[] } {
  const records = new Map<GoalId, GoalRecord>();
  const problems: string[] = [];
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { records, problems };
  }
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      problems.push(`line ${i + 1}: not JSON`);
      return;
    }
    const parsed = goalRecord.safeParse(json);
    if (parsed.success) records.set(parsed.data.id, parsed.data);
    else problems.push(`line ${i + 1}: ${parsed.error.issues[0]?.message ?? 'not a goal record'}`);
  });
  return { records, problems };
}

/** The markdown table of every goal, measured or not. */
export function goalTable(records: ReadonlyMap<GoalId, GoalRecord>): string {
  const lines = ['| measure | now | baseline (same run) | goal | |', '|---|---|---|---|---|'];
  for (const g of GOALS) {
    const r = records.get(g.id);
    lines.push(r ? `| ${g.measure} | ${r.now} | ${r.baseline} | ${g.goal} | ${r.met ? 'met' : 'MISSED'} |` : `| ${g.measure} | — | — | ${g.goal} | not measured |`);
  }
  return lines.join('\n');
}
