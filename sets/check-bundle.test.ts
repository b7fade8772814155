import { describe, expect, it } from 'vitest';
import { filesOfBundle } from './bundle-entries';
import { buildBundle } from './build-bundle';
import { buildCardsFile, type SnapshotEntry } from './build-cards-file';
import { CARDS_FILE, MANIFEST_FILE, SCHEMA_FILE, TYPES_FILE, utf8 } from './bundle-files';
import { canonicalPretty } from '../lib/canonical-json';
import { cardEntrySchema, cardsFileParts, isGameCardEntry, type CardsFile } from './cards-file';
import { checkBundle } from './check-bundle';
import { AstText } from './import-entry';
import { buildManifest, manifestText } from './manifest';
import { generateSigningKey } from '../lib/signing';
import { kindOnlyAstSchemas } from './envelope-schema';
import { growthDecl, num, param, ruleset, spell, summon } from './test-fixtures/ast-builders';
import type { Decl } from '../dsl/ast';

const key = generateSigningKey();
const trust = { trusted: [key], allowUnsigned: false };
/** Summoner's Grid's cards.json with ASTs checked for their kind: what an export checks itself against. */
const envelopeSchema = cardsFileParts(kindOnlyAstSchemas, cardEntrySchema(kindOnlyAstSchemas));
const schemaOf = () => envelopeSchema;
const artifacts = { schemaText: '{"title":"stand-in"}\n', typesText: 'export interface CardsFile {}\n' };

function entry(id: string, ast: Decl): SnapshotEntry {
  const definition = ast.kind !== 'Card';
  const published = { version: 3, rulesText: `Text of ${id}.`, publishedBy: 'ada', publishedAt: '2026-01-02T03:04:05.000Z', changelog: 'first' };
  return { id, name: id, included: definition ? 'required' : 'selected', source: `// ${id}\n`, ast, ...(definition ? {} : { published }) };
}

function cardsFile(): CardsFile {
  const result = buildCardsFile({
    set: { id: 'alpha', name: 'Alpha', game: 'summoners-grid', version: 2, description: 'First set', frozenAt: '2026-02-01T00:00:00.000Z', frozenBy: 'ada' },
    entries: [entry('rules', ruleset([])), entry('fast', growthDecl('Fast', '+', 1.33)), entry('bolt', spell('Bolt', 'action', { params: [param('power', num(60))] })), entry('warrior', summon('Warrior', { STR: 12 }, { STR: '+' }))],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.file;
}

function bundle(file: CardsFile = cardsFile()): Map<string, Uint8Array> {
  const result = buildBundle(file, envelopeSchema, artifacts, key);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return filesOfBundle(result.bundle);
}

/** Re-signs a bundle after its cards.json was replaced: what a studio with a trusted key could produce. */
function resigned(files: Map<string, Uint8Array>, cards: unknown): Map<string, Uint8Array> {
  return resignedText(files, canonicalPretty(cards, { compactBelow: 2 }));
}

function resignedText(files: Map<string, Uint8Array>, cardsText: string): Map<string, Uint8Array> {
  const next = new Map(files);
  next.set(CARDS_FILE, utf8(cardsText));
  const manifest = buildManifest({ id: 'alpha', name: 'Alpha', version: 2 }, next, key);
  next.set(MANIFEST_FILE, utf8(manifestText(manifest)));
  return next;
}

describe('buildBundle', () => {
  it('writes the five files, byte-identical on a second build', () => {
    const a = bundle();
    expect([...a.keys()].sort()).toEqual(['cards.json', 'manifest.json', 'public-key.pem', 'schema.json', 'types.d.ts']);
    expect(bundle()).toEqual(a);
    expect(new TextDecoder().decode(a.get(SCHEMA_FILE))).toBe(artifacts.schemaText);
    expect(new TextDecoder().decode(a.get(TYPES_FILE))).toBe(artifacts.typesText);
  });

  it('refuses to write a cards file that does not match its schema', () => {
    const file = cardsFile();
    const broken = { ...file, set: { ...file.set, frozenAt: 'yesterday' } };
    const result = buildBundle(broken, envelopeSchema, artifacts, key);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual([{ file: CARDS_FILE, at: 'set.frozenAt', message: expect.any(String) }]);
  });
});

describe('checkBundle', () => {
  it('accepts an untouched bundle and returns its cards', () => {
    const check = checkBundle(bundle(), trust, schemaOf);
    expect(check.problems).toEqual([]);
    expect(check.cards?.cards.map((c) => c.id)).toEqual(['bolt', 'warrior']);
    expect(check.signer).toEqual({ status: 'trusted', keyId: key.keyId });
  });

  it('keeps each checked card\'s AST as its JSON text, with the kind the database stores', () => {
    const check = checkBundle(bundle(), trust, schemaOf);
    const written = new Map(cardsFile().cards.map((c) => [c.id, c]));
    for (const card of check.cards?.cards ?? []) {
      const original = written.get(card.id);
      if (!(card.ast instanceof AstText) || original === undefined) throw new Error(`${card.id}: no AST text`);
      expect(JSON.parse(card.ast.text)).toEqual(original.ast);
      expect(card.ast.cardKind).toBe(original.kind);
      expect(card.published).toEqual({ version: original.version, rulesText: original.rulesText, publishedBy: original.publishedBy, publishedAt: original.publishedAt, changelog: original.changelog });
    }
    expect(check.cards?.cards).toHaveLength(2);
  });

  it('stops at a changed number and names cards.json', () => {
    const files = bundle();
    const text = new TextDecoder().decode(files.get(CARDS_FILE)).replace('"power":60', '"power":61');
    files.set(CARDS_FILE, utf8(text));
    const check = checkBundle(files, trust, schemaOf);
    expect(check.problems).toEqual([{ file: CARDS_FILE, message: expect.stringMatching(/changed after the bundle was signed/) }]);
    expect(check.cards).toBeUndefined();
  });

  it('lists every schema problem with the card it is in', () => {
    const file = cardsFile();
    const bad = { ...file, cards: file.cards.map((c, i) => (i === 1 ? { ...c, version: 0, ast: { kind: 'Nope' } } : c)) };
    const check = checkBundle(resigned(bundle(), bad), trust, schemaOf);
    expect(check.problems).toEqual([
      { file: CARDS_FILE, card: 'warrior', at: 'cards[1].version', message: expect.any(String) },
      { file: CARDS_FILE, card: 'warrior', at: 'cards[1].ast', message: 'expected a card declaration' },
    ]);
  });

  it('checks cards.json one entry at a time: a bad entry mid-list is reported and the entries after it are still checked', () => {
    const file = cardsFile();
    const [bolt, warrior] = file.cards;
    if (bolt === undefined || warrior === undefined) throw new Error('fixture');
    const copy = (id: string) => ({ ...warrior, id });
    // cards: bolt, a-bad (not JSON), warrior, w2 (bad version), w3 — the entry after each bad one is fine.
    const good = { ...file, cards: [bolt, copy('a-bad'), warrior, { ...copy('w2'), version: 'two' }, copy('w3')] };
    const files = resigned(bundle(), good);
    const text = new TextDecoder().decode(files.get(CARDS_FILE));
    const broken = text.replace(/\{[^\n]*"id":"a-bad"[^\n]*\}/, (line) => line.replace('"included":', '"included" '));
    expect(broken).not.toBe(text);
    const check = checkBundle(resignedText(files, broken), trust, schemaOf);
    expect(check.problems).toEqual([
      { file: CARDS_FILE, at: 'cards[1]', message: expect.stringMatching(/^is not JSON \(.*\(in the value at byte \d+\)\)$/) },
      { file: CARDS_FILE, card: 'w2', at: 'cards[3].version', message: expect.any(String) },
    ]);
    expect(check.cards).toBeUndefined();
  });

  it('refuses a cards.json that is not one JSON object, saying where', () => {
    const files = resignedText(bundle(), '{"format": "cardsmith-cards/1",, }');
    expect(checkBundle(files, trust, schemaOf).problems).toEqual([{ file: CARDS_FILE, message: 'is not JSON (expected a member name at byte 31)' }]);
  });

  it('reports a manifest that disagrees with cards.json, a duplicate id and numbers that are not the AST', () => {
    const file = cardsFile();
    const [bolt, warrior] = file.cards;
    if (bolt === undefined || warrior === undefined || isGameCardEntry(bolt)) throw new Error('fixture');
    const bad = {
      ...file,
      set: { ...file.set, version: 5 },
      cards: [{ ...bolt, numbers: { ...bolt.numbers, power: 99 } }, warrior, { ...warrior }],
    };
    const check = checkBundle(resigned(bundle(), bad), trust, schemaOf);
    expect(check.problems).toEqual([
      { file: MANIFEST_FILE, at: 'set.version', message: 'says 2, cards.json says 5' },
      { file: CARDS_FILE, card: 'warrior', at: 'cards[2]', message: 'id appears twice (also at cards[1])' },
      { file: CARDS_FILE, card: 'bolt', at: 'cards[0].numbers', message: expect.stringMatching(/do not match the card's AST; its AST gives .*"power":60/) },
    ]);
  });
});
