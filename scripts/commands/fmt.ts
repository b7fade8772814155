/** `cardsmith fmt [--check] [paths…]`: format `.smith` files canonically (in place, or check only). */
import { writeFile } from 'node:fs/promises';
import type { Command } from '../command';
import { format } from '../../dsl/format/format';
import { readSmithFiles } from '../../dsl/load-dir';
import type { SourceFile } from '../../dsl/project';
import { parseCommandLine, withUsage } from '../args';

const usage = `Usage: cardsmith fmt [--check] [paths…]

Formats .smith files (default: content) in the canonical layout, in place. Comments and single blank
lines are kept; a file with syntax errors, or one that cannot be read or written, is left untouched and
reported, and the others are formatted.

Options:
  --check  change nothing; list the files that are not formatted and exit 1 if there are any
Exit codes: 0 all formatted, 1 files need formatting or have syntax errors, 2 usage error.`;

export const fmtCommand: Command = {
  usage,
  run: (args) => withUsage('fmt', usage, () => formatFiles(args)),
};

async function formatFiles(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(args, { check: { type: 'boolean' } });
  let files: SourceFile[];
  try {
    files = await readSmithFiles(positionals.length > 0 ? positionals : ['content']);
  } catch (error) {
    console.error(`cardsmith fmt: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const check = values.check === true;
  let unformatted = 0;
  let broken = 0;
  for (const { path: file, text, unreadable } of files) {
    if (unreadable !== undefined) {
      broken++;
      console.error(`${file}:1:1 error L0006 Could not read ${unreadable}; it was left untouched`);
      continue;
    }
    const result = format(text);
    if (result.errors.length > 0) {
      broken++;
      for (const e of result.errors) console.error(`${file}:${e.range.start.line}:${e.range.start.column} error ${e.code} ${e.message}`);
      continue;
    }
    if (!result.changed) continue;
    if (check) {
      unformatted++;
      console.log(`${file}: not formatted`);
    } else {
      try {
        await writeFile(file, result.text);
        unformatted++;
        console.log(`${file}: formatted`);
      } catch (error) {
        broken++;
        console.error(`${file}: could not be written (${error instanceof Error ? error.message : String(error)}); it was left as it was`);
      }
    }
  }
  const summary = check
    ? `${files.length} files checked, ${unformatted} not formatted, ${broken} with syntax errors or unreadable.`
    : `${files.length} files, ${unformatted} formatted, ${broken} skipped for syntax errors or unreadable.`;
  console.log(summary);
  return broken > 0 || (check && unformatted > 0) ? 1 : 0;
}
