/**
 * One CLI sub-command: what running it needs. Its path and one-line summary are in the command table
 * (scripts/commands/index.ts), which loads the command's module only when the command runs.
 */
export interface Command {
  /** Full usage text for `cardsmith <command> --help`, beside the options it documents. */
  usage: string;
  /** Runs the command with the arguments after its path; resolves to the process exit code. */
  run(args: string[]): Promise<number>;
}

/** A row of the command table: enough to list and pick a command without loading its module. */
export interface CommandEntry {
  /** Words that select the command, e.g. ['db', 'migrate'] for `cardsmith db migrate`. */
  path: string[];
  /** One line for `cardsmith --help`. */
  summary: string;
  /**
   * Passes once over its input (parse, check, read or write a set) rather than repeating a hot loop
   * (playing games) or serving: V8 optimises its code later than by default, which saves compiling
   * what such a run never repays (lib/optimise-later.ts).
   */
  optimiseLate?: true;
  /** Imports the command's module (and with it everything the command needs). */
  load(): Promise<Command>;
}
