/**
 * The library's search, filters and sort, as a pure function of the cards and a query that lives in
 * the URL (`/library?q=bolt&kind=action&tag=starter&status=changed&sort=updated`), so a filtered view can be shared.
 */
import { z } from 'zod';
import type { LibraryCard } from '../server/library';
import type { StudioGame } from '../ui/game-choice';
import { cardState } from '../cards/card-state';

export const StatusFilter = z.enum(['unpublished', 'published', 'changed', 'deprecated']);
export type StatusFilter = z.infer<typeof StatusFilter>;
export const STATUS_LABELS: Record<StatusFilter, string> = {
  unpublished: 'Never published',
  published: 'Published',
  changed: 'Changed since publish',
  deprecated: 'Deprecated',
};

export const SortKey = z.enum(['name', 'kind', 'status', 'updated', 'problems']);
export type SortKey = z.infer<typeof SortKey>;
export const SORT_LABELS: Record<SortKey, string> = { name: 'Name', kind: 'Kind', status: 'Status', updated: 'Last saved', problems: 'Most problems' };

export interface LibraryQuery {
  q: string;
  kind: string;
  role: string;
  species: string;
  set: string;
  /** A tag the card has (db/card-tags.ts). */
  tag: string;
  status: StatusFilter | '';
  sort: SortKey;
}

export const EMPTY_QUERY: LibraryQuery = { q: '', kind: '', role: '', species: '', set: '', tag: '', status: '', sort: 'name' };

const FIELDS = ['q', 'kind', 'role', 'species', 'set', 'tag', 'status', 'sort'] as const;

export function queryFromParams(params: URLSearchParams): LibraryQuery {
  const status = StatusFilter.safeParse(params.get('status'));
  const sort = SortKey.safeParse(params.get('sort'));
  return {
    q: params.get('q') ?? '',
    kind: params.get('kind') ?? '',
    role: params.get('role') ?? '',
    species: params.get('species') ?? '',
    set: params.get('set') ?? '',
    tag: params.get('tag') ?? '',
    status: status.success ? status.data : '',
    sort: sort.success ? sort.data : 'name',
  };
}

/** `?q=…&kind=…`: only what differs from the defaults, in a fixed order. */
export function queryToSearch(query: LibraryQuery): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) if (query[field] !== EMPTY_QUERY[field]) params.set(field, query[field]);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The kind a row is filed under: equipment by its slot (weapon, armor …), other cards by their type. */
export function kindOf(card: LibraryCard): string {
  return card.face?.slot ?? card.kind;
}

/** The status filter's name for a card's state (card-state.ts): a draft is "unpublished" here. */
export function statusOf(card: LibraryCard): StatusFilter {
  const { kind } = cardState(card);
  return kind === 'draft' ? 'unpublished' : kind;
}

function matchesText(card: LibraryCard, words: string[]): boolean {
  if (words.length === 0) return true;
  const haystack = `${card.name}\n${card.id}\n${card.rulesText}\n${card.face?.flavor ?? ''}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

const statusOrder: Record<StatusFilter, number> = { changed: 0, unpublished: 1, published: 2, deprecated: 3 };
const byName = (a: LibraryCard, b: LibraryCard) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
const comparators: Record<SortKey, (a: LibraryCard, b: LibraryCard) => number> = {
  name: byName,
  kind: (a, b) => kindOf(a).localeCompare(kindOf(b)) || byName(a, b),
  status: (a, b) => statusOrder[statusOf(a)] - statusOrder[statusOf(b)] || byName(a, b),
  updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt) || byName(a, b),
  problems: (a, b) => b.errors - a.errors || b.warnings - a.warnings || byName(a, b),
};

export function applyQuery(cards: LibraryCard[], query: LibraryQuery): LibraryCard[] {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  return cards
    .filter(
      (card) =>
        matchesText(card, words) &&
        (query.kind === '' || kindOf(card) === query.kind) &&
        (query.role === '' || card.roles.includes(query.role)) &&
        (query.species === '' || card.species.includes(query.species)) &&
        (query.set === '' || card.sets.includes(query.set)) &&
        (query.tag === '' || card.tags.includes(query.tag)) &&
        (query.status === '' || statusOf(card) === query.status),
    )
    .sort(comparators[query.sort]);
}

export interface FilterOptions {
  kinds: string[];
  /** Undefined: the game declares no roles (or species), and the library offers no such filter. */
  roles?: string[];
  species?: string[];
  sets: string[];
  tags: string[];
}

/**
 * The values each filter can take: the card types the game declares (in its order), else the kinds of
 * the cards themselves; roles and species only for a game that declares them.
 */
export function filterOptions(cards: LibraryCard[], game: Pick<StudioGame, 'cardTypes' | 'roles' | 'species'>): FilterOptions {
  const collect = (values: (card: LibraryCard) => string[]) => [...new Set(cards.flatMap(values))].sort((a, b) => a.localeCompare(b));
  const options: FilterOptions = { kinds: game.cardTypes.length > 0 ? [...game.cardTypes] : collect((c) => [kindOf(c)]), sets: collect((c) => c.sets), tags: collect((c) => c.tags) };
  if (game.roles) options.roles = collect((c) => c.roles);
  if (game.species) options.species = collect((c) => c.species);
  return options;
}
