/**
 * The changelog between two versions of a set, for the game team: which cards (and definitions) were
 * added, removed or changed, and for each change the rules-text difference word by word and the source
 * difference line by line. Pure: it compares two lists of entries, wherever they came from (the
 * database, or two bundles).
 */
import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';
import { z } from 'zod';

export interface DiffEntry {
  id: string;
  /** The published version of a card; null for a definition (it has no versions of its own). */
  version: number | null;
  name: string;
  kind: string;
  /** Generated rules text; empty for definitions (ruleset, species …), which are compared by source. */
  rulesText: string;
  source: string;
  changelog: string;
}

export const textPartSchema = z.object({ op: z.enum(['same', 'added', 'removed']), text: z.string() });
export type TextPart = z.infer<typeof textPartSchema>;

export const entrySummarySchema = z.object({ id: z.string(), version: z.number().int().nullable(), name: z.string(), kind: z.string() });
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const changedEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.object({ before: z.string(), after: z.string() }),
  version: z.object({ before: z.number().int().nullable(), after: z.number().int().nullable() }),
  /** Word-level difference of the rules text; absent when the rules text did not change. */
  rulesText: z.array(textPartSchema).optional(),
  /** Line-level difference of the source; absent when only the version number changed. */
  source: z.array(textPartSchema).optional(),
  /** The changelog line of the newer version. */
  changelog: z.string(),
});
export type ChangedEntry = z.infer<typeof changedEntrySchema>;

export const setDiffSchema = z.object({
  added: z.array(entrySummarySchema),
  removed: z.array(entrySummarySchema),
  changed: z.array(changedEntrySchema),
  unchanged: z.number().int().nonnegative(),
});
export type SetDiff = z.infer<typeof setDiffSchema>;

export function diffSetVersions(before: readonly DiffEntry[], after: readonly DiffEntry[]): SetDiff {
  const old = new Map(before.map((e) => [e.id, e]));
  const now = new Map(after.map((e) => [e.id, e]));
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const added = after.filter((e) => !old.has(e.id)).map(summary).sort(byId);
  const removed = before.filter((e) => !now.has(e.id)).map(summary).sort(byId);
  const changed: ChangedEntry[] = [];
  let unchanged = 0;
  for (const b of [...after].sort(byId)) {
    const a = old.get(b.id);
    if (a === undefined) continue;
    if (a.version === b.version && a.source === b.source && a.name === b.name && a.rulesText === b.rulesText) {
      unchanged += 1;
      continue;
    }
    changed.push({
      id: b.id,
      kind: b.kind,
      name: { before: a.name, after: b.name },
      version: { before: a.version, after: b.version },
      rulesText: a.rulesText === b.rulesText ? undefined : parts(diffWordsWithSpace(a.rulesText, b.rulesText)),
      source: a.source === b.source ? undefined : parts(diffLines(a.source, b.source)),
      changelog: b.changelog,
    });
  }
  return { added, removed, changed, unchanged };
}

function summary(e: DiffEntry): EntrySummary {
  return { id: e.id, version: e.version, name: e.name, kind: e.kind };
}

function parts(changes: ChangeObject<string>[]): TextPart[] {
  return changes.map((c) => ({ op: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

/** The diff as a Markdown changelog: `{-removed-}` and `{+added+}` mark word changes inside the rules text. */
export function setDiffMarkdown(title: string, diff: SetDiff): string {
  const lines = [`# ${title}`, ''];
  const total = diff.added.length + diff.removed.length + diff.changed.length;
  lines.push(total === 0 ? 'No changes.' : `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed, ${diff.unchanged} unchanged.`);
  const list = (heading: string, entries: EntrySummary[]) => {
    if (entries.length === 0) return;
    lines.push('', `## ${heading}`, '', ...entries.map((e) => `- ${e.name} (\`${e.id}\`${e.version === null ? '' : ` v${e.version}`}, ${e.kind})`));
  };
  list('Added', diff.added);
  list('Removed', diff.removed);
  if (diff.changed.length > 0) lines.push('', '## Changed');
  for (const c of diff.changed) {
    const renamed = c.name.before === c.name.after ? c.name.after : `${c.name.before} → ${c.name.after}`;
    const versions = c.version.before === null || c.version.after === null ? c.kind : `v${c.version.before} → v${c.version.after}`;
    lines.push('', `### ${renamed} (\`${c.id}\` ${versions})`);
    if (c.changelog !== '') lines.push('', `> ${c.changelog}`);
    if (c.rulesText !== undefined) lines.push('', c.rulesText.map(markWords).join(''));
    if (c.source !== undefined) lines.push('', '```diff', ...sourceLines(c.source), '```');
  }
  return `${lines.join('\n')}\n`;
}

function markWords(part: TextPart): string {
  if (part.op === 'same') return part.text;
  return part.op === 'added' ? `{+${part.text}+}` : `{-${part.text}-}`;
}

function sourceLines(source: TextPart[]): string[] {
  const prefix = { same: ' ', added: '+', removed: '-' } as const;
  return source.flatMap((part) => part.text.replace(/\n$/, '').split('\n').map((line) => `${prefix[part.op]}${line}`));
}
