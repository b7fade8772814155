/** Spawns test/db/hold-database.ts: another process that holds a PGlite folder and writes to it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const holderScript = fileURLToPath(new URL('./hold-database.ts', import.meta.url));

export interface Holder {
  child: ChildProcess;
  pid: number;
  /** Lines the holder printed (`ready <pid>`, finally `inserted <n>`). */
  lines: string[];
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Resolves once the holder has the folder open (and has inserted its first 20 rows). */
export function startHolder(dataDir: string): Promise<Holder> {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      lines.push(...chunk.split('\n').filter(Boolean));
      if (lines.some((l) => l.startsWith('ready '))) resolve({ child, pid: child.pid ?? 0, lines, exited });
    });
    child.on('exit', (code) => reject(new Error(`holder exited early with ${code}: ${lines.join(' | ')}`)));
  });
}
