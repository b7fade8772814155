/** One CLI sub-command. Commands live one per file in scripts/commands/ and are found by scripts/commands/index.ts: adding a command is adding a file that exports one. */
export interface Command {
  /** Words that select the command, e.g. ['db', 'migrate'] for `cardsmith db migrate`. */
  path: string[];
  /** One line for `cardsmith --help`. */
  summary: string;
  /** Full usage text for `cardsmith <command> --help`. */
  usage: string;
  /** Runs the command with the arguments after its path; resolves to the process exit code. */
  run(args: string[]): Promise<number>;
}
