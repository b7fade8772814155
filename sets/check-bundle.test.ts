import { describe, expect, it } from 'vitest';
import { filesOfBundle } from './bundle-entries';
import { buildBundle } from './build-bundle';
import { buildCardsFile, type SnapshotEntry } from './build-cards-file';
import { CARDS_FILE, MANIFEST_FILE, SCHEMA_FILE, TYPES_FILE, utf8 } from './bundle-files';
import { canonicalPretty } from '../lib/canonical-json';
import { cardEntrySchema, cardsFileParts, isGameCardEntry, type CardsFile } from './cards-file';
import { checkBundle } from './check-bundle';
import { importSnapshotOf } from './cards-file-snapshot';
import { sourceOf, type RevalidatedSource } from './revalidate';
import { AstText } from './import-entry';
import { buildManifest, manifestText } from './manifest';
import { generateSigningKey } from '../lib/signing';
import { kindOnlyAstSchemas } from './envelope-schema';
import { growthDecl, name, num, param, range, ruleset, spell, summon } from './test-fixtures/ast-builders';
import type { CardDecl, Decl, Expr, RulesetDecl } from '../dsl/ast';
import { astSchemas } from './ast-schemas';
import { gameCardsSchema } from './game-schema';
import { MAX_TREE_DEPTH, tooDeepAt } from '../dsl/tree-depth';
import { countProblems, MAX_LISTED_PROBLEMS } from './problem';
import { checkBounded, MAX_VALUES_EXPLAINED } from './cards-file-records';
import { z } from 'zod';

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

function cardsFile(bolt: CardDecl = spell('Bolt', 'action', { params: [param('power', num(60))] })): CardsFile {
  const result = buildCardsFile({
    set: { id: 'alpha', name: 'Alpha', game: 'summoners-grid', version: 2, description: 'First set', frozenAt: '2026-02-01T00:00:00.000Z', frozenBy: 'ada' },
    entries: [entry('rules', ruleset([])), entry('fast', growthDecl('Fast', '+', 1.33)), entry('bolt', bolt), entry('warrior', summon('Warrior', { STR: 12 }, { STR: '+' }))],
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

  it('hands each entry\'s source over as soon as the entry is checked, in the order of the snapshot the import checks', () => {
    const handed: RevalidatedSource[] = [];
    const check = checkBundle(bundle(), trust, schemaOf, (source) => handed.push(source));
    if (check.cards === undefined) throw new Error(JSON.stringify(check.problems));
    expect(handed).toEqual(importSnapshotOf(check.cards).entries.map(sourceOf));
    expect(handed.map((h) => [h.id, h.card])).toEqual([['rules', false], ['fast', false], ['bolt', true], ['warrior', true]]);
  });

  it('hands nothing over from a bundle it refuses before reading cards.json', () => {
    const handed: RevalidatedSource[] = [];
    const files = bundle();
    files.set(CARDS_FILE, utf8('{}'));
    expect(checkBundle(files, trust, schemaOf, (source) => handed.push(source)).problems.length).toBeGreaterThan(0);
    expect(handed).toEqual([]);
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

describe('checkBundle: nesting deeper than the card language allows', () => {
  /** The import's own schemas (db/set-bundles.ts): every node of every AST, walked recursively by zod. */
  const fullSchemaOf = (rules: RulesetDecl) => gameCardsSchema(rules, astSchemas).parts;
  /** `max(0, max(0, … 1 …))`, `depth` calls deep: the shape that costs zod the most stack per level. */
  const nestedCalls = (depth: number): Expr => {
    let expr = num(1);
    for (let i = 0; i < depth; i++) expr = { kind: 'Call', fn: name('max'), args: [num(0), expr], range };
    return expr;
  };
  const boltOfPower = (power: Expr) => spell('Bolt', 'action', { params: [param('power', power)] });
  /**
   * cards.json with `placeholder` (a JSON string in it) replaced by `levels` nested unary minuses, written
   * as text: JSON.stringify itself would overflow the stack on 100,000 levels.
   */
  const deepText = (file: unknown, placeholder: string, levels: number): string => {
    const text = canonicalPretty(file, { compactBelow: 2 });
    const unary = `{"kind":"Unary","op":"-","range":${JSON.stringify(range)},"operand":`;
    const deep = `${unary.repeat(levels)}${JSON.stringify(num(1))}${'}'.repeat(levels)}`;
    expect(text).toContain(JSON.stringify(placeholder));
    return text.replace(JSON.stringify(placeholder), deep);
  };

  it('passes the untouched bundle with the full schemas, as the import checks it', () => {
    expect(checkBundle(bundle(), trust, fullSchemaOf).problems).toEqual([]);
  });

  it('refuses a card nested 100,000 levels deep, naming it, without overflowing, and still checks the others', () => {
    const file = cardsFile();
    // Bolt nested 100,000 levels; warrior, after it, with a bad version.
    const cards = file.cards.map((c) => (c.id === 'bolt' ? { ...c, ast: { ...c.ast, params: '__DEEP__' } } : { ...c, version: 0 }));
    const text = deepText({ ...file, cards }, '__DEEP__', 100_000);
    const check = checkBundle(resignedText(bundle(), text), trust, fullSchemaOf);
    expect(check.problems).toEqual([
      { file: CARDS_FILE, card: 'bolt', at: 'cards[0]', message: `is nested more than ${MAX_TREE_DEPTH + 2} levels deep: no declaration the card language accepts goes deeper (${MAX_TREE_DEPTH} levels), so it was not read further` },
      { file: CARDS_FILE, card: 'warrior', at: 'cards[1].version', message: expect.any(String) },
    ]);
  });

  it('refuses a ruleset nested too deep at its member, before any schema reads it', () => {
    const file = cardsFile();
    const text = deepText({ ...file, ruleset: { ...file.ruleset, ast: { ...file.ruleset.ast, formulas: ['__DEEP__'] } } }, '__DEEP__', 100_000);
    const check = checkBundle(resignedText(bundle(), text), trust, fullSchemaOf);
    expect(check.problems).toEqual([{ file: CARDS_FILE, at: 'ruleset', message: expect.stringMatching(/^is nested more than 502 levels deep/) }]);
  });

  it('accepts a card exactly as deep as the parser allows, and keeps its AST whole', () => {
    // The deepest formula the parser would accept in this card: one call more is past MAX_TREE_DEPTH.
    let depth = 1;
    while (tooDeepAt(boltOfPower(nestedCalls(depth + 1))) === undefined) depth++;
    const bolt = boltOfPower(nestedCalls(depth));
    expect(tooDeepAt(bolt)).toBeUndefined();
    expect(depth).toBeGreaterThan(MAX_TREE_DEPTH - 10);
    const file = cardsFile(bolt);
    const check = checkBundle(bundle(file), trust, fullSchemaOf);
    expect(check.problems).toEqual([]);
    const kept = check.cards?.cards.find((c) => c.id === 'bolt');
    if (!(kept?.ast instanceof AstText)) throw new Error('no AST text for bolt');
    expect(JSON.parse(kept.ast.text)).toEqual(bolt);
  });
});

describe('checkBundle: a bundle with very many problems', () => {
  it('stops reading cards.json after MAX_LISTED_PROBLEMS, saying where, instead of collecting millions', () => {
    const file = cardsFile();
    const emptyEntries = (n: number) => ({ ...file, cards: Array.from({ length: n }, () => ({})) });
    // What one empty entry costs, measured alone: one problem per field it lacks.
    const perEntry = checkBundle(resigned(bundle(), emptyEntries(1)), trust, schemaOf).problems.length;
    expect(perEntry).toBeGreaterThan(5);
    const check = checkBundle(resigned(bundle(), emptyEntries(20_000)), trust, schemaOf);
    const readEntries = Math.ceil(MAX_LISTED_PROBLEMS / perEntry);
    expect(check.problems).toHaveLength(readEntries * perEntry + 1);
    expect(check.problems.at(-1)).toEqual({ file: CARDS_FILE, at: `cards[${readEntries}]`, message: `the check stopped here after ${readEntries * perEntry} problems; the rest of the file was not checked. Fix those first`, unlisted: true });
    expect(countProblems(check.problems)).toBe(`more than ${readEntries * perEntry} problems`);
    expect(check.problems.at(-2)?.at).toMatch(new RegExp(`^cards\\[${readEntries - 1}\\]`));
  });

  it('lists MAX_LISTED_PROBLEMS of the problems found after the schema, and counts the rest', () => {
    const file = cardsFile();
    const warrior = file.cards.find((c) => c.id === 'warrior');
    if (warrior === undefined) throw new Error('fixture');
    // 301 cards with one id: 300 "appears twice".
    const check = checkBundle(resigned(bundle(), { ...file, cards: [...file.cards, ...Array.from({ length: 300 }, () => warrior)] }), trust, schemaOf);
    expect(check.problems).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(check.problems.slice(0, MAX_LISTED_PROBLEMS).every((p) => p.card === 'warrior' && p.message.startsWith('id appears twice'))).toBe(true);
    expect(check.problems.at(-1)).toEqual({ message: `${300 - MAX_LISTED_PROBLEMS} more problems not listed: fix the ones above first`, unlisted: true });
    expect(countProblems(check.problems)).toBe(`more than ${MAX_LISTED_PROBLEMS} problems`);
  });
});

describe('checkBundle: a ruleset or a card too large to list its problems', () => {
  const fullSchemaOfImport = (rules: RulesetDecl) => gameCardsSchema(rules, astSchemas).parts;
  const withSettings = (settings: unknown[]) => {
    const file = cardsFile();
    return { ...file, ruleset: { ...file.ruleset, ast: { ...file.ruleset.ast, settings } } };
  };
  const setting = (i: number) => ({ kind: 'Setting', name: name(`s${i}`), value: num(i), range });

  it('lists each problem of a ruleset of ordinary size', () => {
    const check = checkBundle(resigned(bundle(), withSettings([setting(0), {}, setting(2)])), trust, schemaOf);
    expect(check.problems.length).toBeGreaterThan(1);
    for (const problem of check.problems) expect(problem.at).toMatch(/^ruleset\.ast\.settings\[1\]/);
  });

  it('answers a ruleset of 100,000 bad settings with one problem instead of 400,000', () => {
    const check = checkBundle(resigned(bundle(), withSettings(Array.from({ length: 100_000 }, () => ({})))), trust, schemaOf);
    expect(check.problems).toEqual([
      { file: CARDS_FILE, message: `does not match its schema, and holds more than ${MAX_VALUES_EXPLAINED.toLocaleString('en')} objects and arrays: too many to list each problem outside its lists (set, ruleset …)` },
    ]);
  });

  it('still accepts a ruleset larger than that when it matches', () => {
    const settings = Array.from({ length: MAX_VALUES_EXPLAINED }, (_, i) => setting(i));
    const check = checkBundle(resigned(bundle(), withSettings(settings)), trust, schemaOf);
    expect(check.problems).toEqual([]);
    expect(check.cards?.ruleset.ast.settings).toHaveLength(MAX_VALUES_EXPLAINED);
  });

  it('counts every value of data built in memory, an undefined property among them', () => {
    const schema = z.object({ list: z.array(z.object({ x: z.string() })) });
    // The undefined property is the first the count would meet: it must not end the count.
    expect(checkBounded(schema, { list: Array.from({ length: MAX_VALUES_EXPLAINED + 1 }, () => ({})), last: undefined })).toEqual({ ok: false, tooLarge: true });
    const small = checkBounded(schema, { list: [{}], last: undefined });
    expect(small.ok === false && 'error' in small).toBe(true);
  });

  it('answers a card of 100,000 bad parameters with one problem at its entry, and checks the next', () => {
    const file = cardsFile();
    const cards = file.cards.map((c) => (c.id === 'bolt' ? { ...c, ast: { ...c.ast, params: Array.from({ length: 100_000 }, () => ({})) } } : { ...c, version: 0 }));
    const check = checkBundle(resigned(bundle(), { ...file, cards }), trust, fullSchemaOfImport);
    expect(check.problems).toEqual([
      { file: CARDS_FILE, card: 'bolt', at: 'cards[0]', message: `does not match its schema, and holds more than ${MAX_VALUES_EXPLAINED.toLocaleString('en')} objects and arrays: too many to list each problem` },
      { file: CARDS_FILE, card: 'warrior', at: 'cards[1].version', message: expect.any(String) },
    ]);
  });
});
