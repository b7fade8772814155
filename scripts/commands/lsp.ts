/** `cardsmith lsp`: the `.smith` language server, speaking the Language Server Protocol on stdin/stdout. */
import type { Command } from '../command';
import { parseOptions, withUsage } from '../args';
import { serveLsp } from '../lsp/connection';

const usage = `Usage: cardsmith lsp [--stdio]

Runs the .smith language server for editors (VS Code, Neovim …): the Language Server Protocol on
stdin and stdout, logs on stderr. On initialize it loads the .smith files of the workspace folder's
content/ (or the game folder it is in), so names resolve across files; it answers diagnostics, quick
fixes, completion, hover, go to definition, outline, formatting and rename. See the README, "Editor
support".

Options:
  --stdio  accepted and ignored (stdio is the only transport; editors often pass it)
Exit codes: 0 after the client's shutdown and exit, 1 when the input ends or exit comes without shutdown.`;

export const lspCommand: Command = {
  usage,
  run: (args) =>
    withUsage('lsp', usage, async () => {
      parseOptions(args, { stdio: { type: 'boolean' } });
      // stdout carries the protocol: anything a library prints must not land in it.
      console.log = console.error;
      return serveLsp(process.stdin, process.stdout, (text) => process.stderr.write(`${text}\n`));
    }),
};
