import { relative } from 'node:path';
import type { Command } from '../command';
import { parseCommandLine, withUsage } from '../args';
import type { GameAction } from '../../engine/core/game';
import type { ScenarioResult } from '../../engine/scenario/run';
import { gameRootOf } from '../../games/node/load-folder';
import { describeSkipped } from '../../games/playable-sources';
import { openGameFolder } from '../open-game';
import { scenariosIn } from '../../games/summoners-grid/node/load-content';

const usage = `Usage: cardsmith scenario run FILE|DIR... [--json] [--quiet] [--only TEXT]

Runs every scenario in the given .smith files or folders against the content of their game (the
nearest folder with a ruleset.smith), printing the explained log of each. A card, deck or scenario file
with errors is left out and listed, and the other scenarios run. Exits 0 only when no file was left out,
every action was legal, every expectation held and every scripted roll was used.

  --json        print each scenario's result, final state and events as JSON
  --quiet       print only the result lines, not the logs
  --only TEXT   run only scenarios whose name contains TEXT`;

export const scenarioRun: Command = {
  usage,
  run: (args) => withUsage('scenario run', usage, () => runScenarios(args)),
};

async function runScenarios(args: string[]): Promise<number> {
  const { values, positionals: paths } = parseCommandLine(args, { json: { type: 'boolean' }, quiet: { type: 'boolean' }, only: { type: 'string' } }, { positionals: { min: 1, max: Number.POSITIVE_INFINITY } });
  const json = values.json === true;
  const quiet = values.quiet === true;
  const only = values.only ?? '';
  const results: Array<{ path: string; result: ScenarioResult<unknown, GameAction> }> = [];
  let leftOut = 0;
  for (const path of paths) {
    const root = gameRootOf(path);
    if (!root) {
      console.error(`cardsmith scenario run: ${path} is not inside a game folder (no ruleset.smith above it)`);
      return 2;
    }
    const opened = await openGameFolder(root);
    if ('problems' in opened) {
      console.error(opened.problems.join('\n'));
      return 1;
    }
    const { folder, game, skipped } = opened;
    // The files with errors are left out and said (a scenario in one is not run); the rest still run.
    for (const s of skipped) console.error(`left out, with errors: ${describeSkipped({ ...s, path: relative(process.cwd(), s.path) })}`);
    leftOut += skipped.length;
    for (const { path: file, scenario } of scenariosIn(folder.files, [path])) {
      if (only && !scenario.name.text.includes(only)) continue;
      results.push({ path: file, result: game.runScenario(scenario) });
    }
  }
  if (json) {
    console.log(JSON.stringify(results.map(({ path, result }) => ({ path, ...result })), null, 2));
  } else {
    for (const { path, result } of results) {
      const where = relative(process.cwd(), path);
      if (!quiet) {
        console.log(`\n── ${result.name} (${where})`);
        for (const e of result.events) if (e.text) console.log(`   ${e.text}`);
      }
      console.log(`${result.passed ? '✓' : '✗'} ${result.name}: ${result.actions.length} actions, ${result.expectations} expectations`);
      for (const f of result.failures) console.log(`   ${where}:${f.line} ${f.message}`);
    }
    const failed = results.filter((r) => !r.result.passed).length;
    console.log(`\n${results.length} scenario${results.length === 1 ? '' : 's'}: ${results.length - failed} passed, ${failed} failed`);
  }
  // Exit 1 as well when a file was left out: the content is not all it should be.
  return leftOut === 0 && results.length > 0 && results.every((r) => r.result.passed) ? 0 : 1;
}
