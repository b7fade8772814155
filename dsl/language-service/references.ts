/**
 * "Find cards that use this": every place, across the files of the game, that uses what is under the cursor.
 *  - a declared thing (card, role, species, rarity, growth …), a ruleset setting or formula, a choice or
 *    parameter: the same uses rename would change (rename.ts), declaration included;
 *  - a word of the game's vocabulary (a stat, a status, an element, a damage type, a zone, a phase, a card
 *    type, a card property, a player stat): every use of that word in that role (`caster.STR`, `STR 12`,
 *    `modifiers { STR x1.2 }` are all the stat STR);
 *  - a keyword of the language (`attack`, `crit`, `until` …): every place it is written.
 * Pure; locations are in the order of the files' paths, then of their text.
 */
import type { Project, ProjectFile } from '../project';
import { keywords } from '../tokens';
import type { Location } from './hover';
import { nameAt, nameUses, type NameRole, type NameUse } from './name-index';
import { symbolUses } from './rename';

/** Roles whose names are words of the game's vocabulary: a use is the same word in the same role. */
const vocabularyRoles = new Set<NameRole>(['stat', 'status', 'element', 'damage-type', 'zone', 'phase', 'card-type', 'player-stat', 'speed']);

/** What the name at a use is, as a word: a stat is a stat whether written `STR 12` or `caster.STR`. */
function wordKind(use: NameUse, stats: ReadonlySet<string>): string | undefined {
  const text = use.name.text;
  const segment = (use.role === 'ref' || use.role === 'property') && (use.index ?? 0) > 0;
  // A bare stat in a formula of the ruleset or of equipment (`INT * (1 + power / 100)`) is the stat too.
  const bare = use.role === 'ref' && (use.index ?? 0) === 0;
  if ((use.role === 'stat' || use.role === 'property' || segment || bare) && stats.has(text)) return `stat:${text}`;
  if (use.role === 'property' && use.index === undefined) return `property:${text}`;
  if (segment) return `property:${text}`;
  if (vocabularyRoles.has(use.role)) return `${use.role}:${text}`;
  return undefined;
}

function gameFiles(project: Project, game: string): ProjectFile[] {
  return project.files().filter((f) => f.game === game).sort((a, b) => a.path.localeCompare(b.path));
}

function ordered(locations: Location[]): Location[] {
  const seen = new Set<string>();
  return locations.filter((l) => {
    const key = `${l.path}\0${l.range.start.offset}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function referencesAt(project: Project, path: string, offset: number): Location[] {
  const file = project.file(path);
  if (!file) return [];
  const symbol = symbolUses(project, path, offset);
  if (symbol) return symbol.flatMap(({ file: f, uses }) => uses.map((u) => ({ path: f.path, range: u.name.range })));
  const use = nameAt(nameUses(file.parsed.document), offset);
  const stats = new Set(project.symbols(file.game).ruleset()?.stats.map((s) => s.text) ?? []);
  const kind = use ? wordKind(use, stats) : undefined;
  if (kind !== undefined) {
    return ordered(gameFiles(project, file.game).flatMap((f) => nameUses(f.parsed.document).filter((u) => wordKind(u, stats) === kind).map((u) => ({ path: f.path, range: u.name.range }))));
  }
  const token = file.parsed.tokens.find((t) => t.startOffset <= offset && offset <= (t.endOffset ?? t.startOffset) + 1);
  if (token === undefined || !keywords.has(token.image)) return [];
  const word = token.image;
  return gameFiles(project, file.game).flatMap((f) =>
    f.parsed.tokens.filter((t) => t.image === word).map((t): Location => ({ path: f.path, range: f.parsed.lines.range(t.startOffset, (t.endOffset ?? t.startOffset) + 1) })),
  );
}

