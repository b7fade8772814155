/**
 * Where a card stands, from its row: the one rule every screen (editor toolbar, library, history) shows,
 * so they cannot disagree. "Changed" means published, and the saved draft is not the published source.
 */
import type { CardStatus } from '../../db/cards';

export type CardState =
  | { kind: 'draft' }
  | { kind: 'published'; version: number }
  | { kind: 'changed'; version: number }
  | { kind: 'deprecated'; version: number | null };

export interface CardStateRow {
  status: CardStatus;
  currentVersion: number | null;
  /** The saved draft differs from the current version's source (false when never published). */
  changedSincePublish: boolean;
}

/** Whether a draft differs from what was published: the rule behind `changedSincePublish` where the sources are at hand. */
export function draftChanged(draftSource: string, publishedSource: string | null): boolean {
  return publishedSource !== null && publishedSource !== draftSource;
}

export function cardState(row: CardStateRow): CardState {
  if (row.status === 'deprecated') return { kind: 'deprecated', version: row.currentVersion };
  // A row may say "draft" only while nothing is published; a current version wins over the status word.
  if (row.currentVersion === null) return { kind: 'draft' };
  return row.changedSincePublish ? { kind: 'changed', version: row.currentVersion } : { kind: 'published', version: row.currentVersion };
}

/** The badge's words and its tooltip. */
export function cardStateText(state: CardState): { label: string; title: string } {
  switch (state.kind) {
    case 'draft':
      return { label: 'draft', title: 'Never published: the game does not use this card yet' };
    case 'published':
      return { label: `published v${state.version}`, title: `The draft is version ${state.version}, the one the game uses` };
    case 'changed':
      return { label: `changed since v${state.version}`, title: `The draft has changes that are not published: the game still uses version ${state.version}` };
    case 'deprecated':
      return { label: 'deprecated', title: state.version === null ? 'Deprecated, never published' : `Deprecated; its last version is ${state.version}` };
  }
}
