/**
 * Opening packs for real: the pure generator's summons, each with a random unique id (UUID) and a signed
 * provenance record. Node only (node:crypto); the studio and `cardsmith packs open` both use it.
 */
import { randomUUID } from 'node:crypto';
import { openPacks, type GeneratedSummon } from '../packs/generate';
import type { PackTables } from '../packs/tables';
import type { SigningKey } from '../../../lib/signing';
import { signProvenance, type SignedProvenance } from './provenance';

export interface SignedSummon extends GeneratedSummon {
  provenance: SignedProvenance;
}

export interface SignedOpening {
  opening: string;
  seed: number;
  openedBy: string;
  openedAt: string;
  summons: SignedSummon[];
}

export interface SignedOpenOptions {
  count: number;
  seed: number;
  game: string;
  openedBy: string;
  key: SigningKey;
  now?: Date;
}

export function openSignedPacks(tables: PackTables, options: SignedOpenOptions): { ok: true; opening: SignedOpening } | { ok: false; reason: string } {
  const opened = openPacks(tables, { seed: options.seed, count: options.count, newId: () => randomUUID() });
  if (!opened.ok) return opened;
  const opening = randomUUID();
  const openedAt = (options.now ?? new Date()).toISOString();
  const summons = opened.summons.map((s) => ({
    ...s,
    provenance: signProvenance(
      {
        summon: { id: s.id, game: options.game, species: s.species, rarity: s.rarity, stats: s.stats, growth: s.growth },
        pack: { name: tables.pack.name, id: tables.pack.id, opening, index: s.pack, card: s.card, seed: options.seed >>> 0 },
        openedBy: options.openedBy,
        openedAt,
      },
      options.key,
    ),
  }));
  return { ok: true, opening: { opening, seed: options.seed >>> 0, openedBy: options.openedBy, openedAt, summons } };
}
