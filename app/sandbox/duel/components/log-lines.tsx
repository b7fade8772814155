'use client';
/** One log group's lines, each in the engine's words, marked with its event kind (`data-kind`) and styled by it. */
import type { LogLine } from '../log-model';

export function LogLines({ lines, classOf }: { lines: readonly LogLine[]; classOf: (kind: string) => string }) {
  return (
    <ul>
      {lines.map((l) => (
        <li key={l.seq} className={classOf(l.kind)} data-kind={l.kind}>
          {l.text}
        </li>
      ))}
    </ul>
  );
}
