/**
 * Reading a password for a CLI command: from a terminal prompt without echo (asked twice for a new
 * password), or the first line of standard input with `--password-stdin` (scripts, CI).
 */
import { UsageError } from './args';

export async function passwordFromStdin(stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  let text = '';
  stdin.setEncoding('utf8');
  for await (const chunk of stdin) text += String(chunk);
  const line = text.split(/\r?\n/)[0] ?? '';
  if (line === '') throw new UsageError('--password-stdin: standard input had no password on its first line');
  return line;
}

/** Prompts on the terminal (stderr) and reads one line without echoing it. */
export function promptHidden(question: string, stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (!stdin.isTTY) {
    return Promise.reject(new UsageError('no terminal to ask for the password on: pipe it in with --password-stdin'));
  }
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      outcome();
    };
    const onData = (data: string) => {
      for (const char of data) {
        if (char === '\r' || char === '\n') return finish(() => resolve(typed));
        if (char === '\u0003') return finish(() => reject(new Error('cancelled')));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** A new password: `--password-stdin`, or asked twice on the terminal. */
export async function readNewPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return passwordFromStdin();
  const first = await promptHidden('Password (8 characters or more): ');
  const again = await promptHidden('Password again: ');
  if (first !== again) throw new UsageError('the two passwords differ');
  return first;
}
