import { describe, expect, it } from 'vitest';
import type { LibraryCard } from '../server/library';
import type { CardFace } from '../cards/card-face';
import { EMPTY_QUERY, applyQuery, filterOptions, queryFromParams, queryToSearch, statusOf } from './library-query';

function card(id: string, overrides: Partial<LibraryCard> = {}, face: Partial<CardFace> = {}): LibraryCard {
  return {
    id,
    game: 'g',
    kind: 'action',
    name: id.replace(/^./, (c) => c.toUpperCase()),
    status: 'draft',
    draftRevision: 1,
    currentVersion: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    changedSincePublish: false,
    publishedAt: null,
    sets: [],
    tags: [],
    face: { name: id, cardType: 'action', typeLine: 'Action', provisional: false, stats: [], requires: { roles: [], species: [] }, text: [], ...face },
    rulesText: '',
    roles: [],
    species: [],
    errors: 0,
    warnings: 0,
    ...overrides,
  };
}

const cards = [
  card('bolt', { rulesText: 'Deal fire damage to the target.', roles: ['Mage'], updatedAt: '2026-01-03T00:00:00.000Z', status: 'published', currentVersion: 1 }),
  card('rush', { rulesText: 'Move twice.', roles: ['Fighter'], sets: ['Alpha'], tags: ['starter', 'needs art'], status: 'published', currentVersion: 2, changedSincePublish: true }),
  card('sword', { kind: 'equipment', errors: 2, tags: ['starter'] }, { cardType: 'equipment', slot: 'weapon' }),
  card('elf', { kind: 'summon', species: ['Elf'], status: 'deprecated', currentVersion: 1, warnings: 1, updatedAt: '2026-01-02T00:00:00.000Z' }),
];
const ids = (query: Partial<typeof EMPTY_QUERY>) => applyQuery(cards, { ...EMPTY_QUERY, ...query }).map((c) => c.id);

describe('the library query', () => {
  it('searches names, ids and rules text, every word', () => {
    expect(ids({ q: 'fire' })).toEqual(['bolt']);
    expect(ids({ q: 'MOVE twice' })).toEqual(['rush']);
    expect(ids({ q: 'move fire' })).toEqual([]);
    expect(ids({ q: 'sw' })).toEqual(['sword']);
  });

  it('filters by tag: only the cards that have it', () => {
    expect(ids({ tag: 'starter' })).toEqual(['rush', 'sword']);
    expect(ids({ tag: 'needs art' })).toEqual(['rush']);
    expect(ids({ tag: 'starter', kind: 'weapon' })).toEqual(['sword']);
    expect(ids({ tag: 'unknown' })).toEqual([]);
  });

  it('filters by kind (equipment by slot), role, species, set and status', () => {
    expect(ids({ kind: 'weapon' })).toEqual(['sword']);
    expect(ids({ kind: 'action' })).toEqual(['bolt', 'rush']);
    expect(ids({ role: 'Mage' })).toEqual(['bolt']);
    expect(ids({ species: 'Elf' })).toEqual(['elf']);
    expect(ids({ set: 'Alpha' })).toEqual(['rush']);
    expect(ids({ status: 'changed' })).toEqual(['rush']);
    expect(ids({ status: 'published' })).toEqual(['bolt']);
    expect(ids({ status: 'unpublished' })).toEqual(['sword']);
    expect(ids({ status: 'deprecated' })).toEqual(['elf']);
    expect(cards.map(statusOf)).toEqual(['published', 'changed', 'unpublished', 'deprecated']);
  });

  it('sorts by name, kind, status, last update and problems', () => {
    expect(ids({})).toEqual(['bolt', 'elf', 'rush', 'sword']);
    expect(ids({ sort: 'kind' })).toEqual(['bolt', 'rush', 'elf', 'sword']);
    expect(ids({ sort: 'status' })).toEqual(['rush', 'sword', 'bolt', 'elf']);
    expect(ids({ sort: 'updated' })).toEqual(['bolt', 'elf', 'rush', 'sword']);
    expect(ids({ sort: 'problems' })).toEqual(['sword', 'elf', 'bolt', 'rush']);
  });

  it('offers the filter values the cards have, for a game with built-in kinds, roles and species', () => {
    expect(filterOptions(cards, { cardTypes: [], roles: true, species: true })).toEqual({ kinds: ['action', 'summon', 'weapon'], roles: ['Fighter', 'Mage'], species: ['Elf'], sets: ['Alpha'], tags: ['needs art', 'starter'] });
  });

  it('offers a declared game’s card types in the ruleset’s order (even those no card has yet), and no role or species filter', () => {
    const duel = [card('wolf', { kind: 'monster' }, { cardType: 'monster', typeLine: 'Monster' }), card('bolt', { kind: 'spell', sets: ['Core'] }, { cardType: 'spell', typeLine: 'Spell' })];
    expect(filterOptions(duel, { cardTypes: ['monster', 'spell', 'equipment'], roles: false, species: false })).toEqual({ kinds: ['monster', 'spell', 'equipment'], sets: ['Core'], tags: [] });
  });

  it('round-trips through the URL, keeping only what differs from the defaults and ignoring bad values', () => {
    const query = { ...EMPTY_QUERY, q: 'fire bolt', kind: 'action', tag: 'needs art', status: 'changed' as const, sort: 'updated' as const };
    const search = queryToSearch(query);
    expect(search).toBe('?q=fire+bolt&kind=action&tag=needs+art&status=changed&sort=updated');
    expect(queryFromParams(new URLSearchParams(search))).toEqual(query);
    expect(queryToSearch(EMPTY_QUERY)).toBe('');
    expect(queryFromParams(new URLSearchParams('status=bogus&sort=nope'))).toEqual(EMPTY_QUERY);
  });
});
