/**
 * Where things live in the studio's project model (dsl/project.ts), and which page shows them. The
 * database holds cards, the content folder the definitions (ruleset, species, roles …); both are given
 * paths under `content/<game>/` so the DSL resolves names per game exactly as it does on disk:
 *   a card      content/<game>/cards/<id>.smith      → /cards/<id>
 *   definitions content/<game>/<file>.smith          → /content/<game>/<file>.smith (read-only)
 */
const CARD = /^content\/([^/]+)\/cards\/([^/]+)\.smith$/;

export function cardPath(game: string, id: string): string {
  return `content/${game}/cards/${id}.smith`;
}

export function definitionPath(game: string, relative: string): string {
  return `content/${game}/${relative}`;
}

/** The card id of a card path, or undefined for a definition file. */
export function cardIdOf(path: string): string | undefined {
  return CARD.exec(path)?.[2];
}

/** The studio page that shows a project path, optionally at a 1-based line and column. */
export function pageOf(path: string, at?: { line: number; column: number }): string {
  const id = cardIdOf(path);
  const base = id !== undefined ? `/cards/${encodeURIComponent(id)}` : `/${path.split('/').map(encodeURIComponent).join('/')}`;
  return at ? `${base}?at=${at.line}:${at.column}` : base;
}

/** `?at=12:5` → { line: 12, column: 5 }. */
export function parseAt(value: string | null | undefined): { line: number; column: number } | undefined {
  const match = /^(\d+):(\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  return { line: Math.max(1, Number(match[1])), column: Math.max(1, Number(match[2])) };
}
