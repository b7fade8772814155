/**
 * The sandbox's URL: what is being played and how far, so a run can be shared.
 *
 *   /sandbox?scenario=content/summoners-grid/scenarios/play-example.smith:0&at=12
 *   /sandbox?play=player-a,player-b&seed=42&bot=B:random&h=1.eJy…&at=30
 *   /sandbox?card=blast-bolt&h=…
 *
 * - `scenario` | `play` (two deck ids) | `card` (a card id: its default test scenario),
 * - `seed`: overrides the scenario's seed / the game's seed,
 * - `h`: the entries (actions and forced rolls), when they differ from the scenario's own script;
 *   compact tuples as JSON, deflate-raw compressed, base64url, prefixed with the codec version (`1.`),
 * - `at`: the cursor (defaults to the end of the entries, or 0 for a scenario's script),
 * - `bot`: which side a bot plays, and which bot (`B:random`),
 * - `cards=published`: the database's cards as published (default: their drafts).
 * Decoding validates everything (entries with the engine's action schema): a bad link opens nothing
 * rather than something wrong, and says why.
 */
import { z } from 'zod';
import { parseAction, type Action, type Value } from '../../../games/summoners-grid/index';
import type { Entry } from './grid-timeline';
import { CardVersions } from '../../../db/card-version-choice';

export type SandboxSource =
  | { kind: 'scenario'; ref: string }
  | { kind: 'play'; decks: { A: string; B: string } }
  | { kind: 'card'; card: string };

export interface UrlState {
  source: SandboxSource;
  seed?: number;
  /** Undefined: the source's own script (scenarios) or an empty game. */
  entries?: Entry[];
  at?: number;
  bot?: { side: 'A' | 'B'; name: string };
  /** The cards' published versions instead of their drafts. */
  cards?: 'published';
  /**
   * The entries name cards by the numbering before 2026-11-24 (a link of codec version 1): a game
   * between two decks renames them when it starts (`legacyDeckIds`). New links are version 2.
   */
  legacyIds?: true;
}

// ---------------------------------------------------------------------------------------------------
// Entries as compact tuples
// ---------------------------------------------------------------------------------------------------

type Tuple = (string | number | boolean | null | Record<string, Value> | { x: number; y: number })[];

const P = z.enum(['A', 'B']);

/** One action as a short array: its type letter, the player, then the fields in a fixed order. */
export function actionToTuple(a: Action): Tuple {
  switch (a.type) {
    case 'pass':
      return ['p', a.player];
    case 'end-turn':
      return ['e', a.player];
    case 'choose':
      return ['c', a.player, a.option];
    case 'summon':
      return ['s', a.player, a.card, a.to.x, a.to.y];
    case 'move':
      return ['m', a.player, a.unit, a.to.x, a.to.y];
    case 'attack':
      return ['a', a.player, a.unit, a.target];
    case 'direct-attack':
      return ['d', a.player, a.unit];
    case 'play':
      return ['P', a.player, a.card, a.targets, a.anchor ?? null, a.rotated ?? null];
    case 'set':
      return ['S', a.player, a.card, a.anchor ?? null, a.rotated ?? null];
    case 'activate':
      return ['A', a.player, a.card, a.targets, a.event];
    case 'advance':
      return ['V', a.player, a.card, a.targets];
  }
}

function placement(anchor: unknown, rotated: unknown): Record<string, unknown> {
  return { ...(anchor !== null && anchor !== undefined ? { anchor } : {}), ...(rotated !== null && rotated !== undefined ? { rotated } : {}) };
}

/** The tuple back as an action, checked with the engine's action schema. */
export function tupleToAction(t: unknown): Action | undefined {
  if (!Array.isArray(t) || typeof t[0] !== 'string' || !P.safeParse(t[1]).success) return undefined;
  const [type, player, f1, f2, f3, f4] = t as unknown[];
  const raw: Record<string, unknown> | undefined = (() => {
    switch (type) {
      case 'p':
        return { type: 'pass', player };
      case 'e':
        return { type: 'end-turn', player };
      case 'c':
        return { type: 'choose', player, option: f1 };
      case 's':
        return { type: 'summon', player, card: f1, to: { x: f2, y: f3 } };
      case 'm':
        return { type: 'move', player, unit: f1, to: { x: f2, y: f3 } };
      case 'a':
        return { type: 'attack', player, unit: f1, target: f2 };
      case 'd':
        return { type: 'direct-attack', player, unit: f1 };
      case 'P':
        return { type: 'play', player, card: f1, targets: f2, ...placement(f3, f4) };
      case 'S':
        return { type: 'set', player, card: f1, ...placement(f2, f3) };
      case 'A':
        return { type: 'activate', player, card: f1, targets: f2, event: f3 };
      case 'V':
        return { type: 'advance', player, card: f1, targets: f2 };
      default:
        return undefined;
    }
  })();
  if (!raw) return undefined;
  const parsed = parseAction(raw);
  return parsed.ok ? parsed.action : undefined;
}

/** An entry: its action tuple, preceded by `[rolls…]` when rolls were forced. */
function entryToJson(e: Entry): unknown {
  return e.rolls.length > 0 ? [e.rolls, actionToTuple(e.action)] : actionToTuple(e.action);
}

const Rolls = z.array(z.number().int().min(1).max(100));

function entryFromJson(v: unknown): Entry | undefined {
  if (Array.isArray(v) && Array.isArray(v[0])) {
    const rolls = Rolls.safeParse(v[0]);
    const action = tupleToAction(v[1]);
    return rolls.success && action && v.length === 2 ? { action, rolls: rolls.data } : undefined;
  }
  const action = tupleToAction(v);
  return action ? { action, rolls: [] } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Compression and base64url (CompressionStream: browsers and Node ≥ 18)
// ---------------------------------------------------------------------------------------------------

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const VERSION = '2.';
/** Links made before card instances were numbered after the shuffle (see `UrlState.legacyIds`). */
const LEGACY_VERSION = '1.';
/** Refuse to inflate beyond this (a hostile link must not exhaust memory). */
const MAX_JSON = 2_000_000;

export async function encodeEntries(entries: readonly Entry[]): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(entries.map(entryToJson)));
  return VERSION + toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

export async function decodeEntries(text: string): Promise<{ ok: true; entries: Entry[]; legacyIds: boolean } | { ok: false; reason: string }> {
  const legacyIds = text.startsWith(LEGACY_VERSION);
  if (!text.startsWith(VERSION) && !legacyIds) return { ok: false, reason: 'the history in the link has an unknown format' };
  const bytes = fromBase64Url(text.slice((legacyIds ? LEGACY_VERSION : VERSION).length));
  if (!bytes) return { ok: false, reason: 'the history in the link is not valid base64url' };
  let json: unknown;
  try {
    const raw = await pipe(bytes, new DecompressionStream('deflate-raw'));
    if (raw.length > MAX_JSON) return { ok: false, reason: 'the history in the link is too long' };
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return { ok: false, reason: 'the history in the link is damaged' };
  }
  if (!Array.isArray(json)) return { ok: false, reason: 'the history in the link is not a list' };
  const entries: Entry[] = [];
  for (const [i, item] of json.entries()) {
    const entry = entryFromJson(item);
    if (!entry) return { ok: false, reason: `entry ${i + 1} of the history in the link is not a valid action` };
    entries.push(entry);
  }
  return { ok: true, entries, legacyIds };
}

// ---------------------------------------------------------------------------------------------------
// The query string
// ---------------------------------------------------------------------------------------------------

const DeckId = /^[a-z0-9][a-z0-9-]{0,99}$/;
const CardIdText = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const BotText = /^([AB]):([a-z][a-z0-9-]{0,39})$/;

function intParam(v: string | null, min: number, max: number): number | undefined {
  if (v === null || !/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
}

/** Which versions of the cards a sandbox URL plays (`cards=published`, else the drafts); any other value is a bad link. */
export function cardVersionsOf(params: URLSearchParams): CardVersions | undefined {
  const text = params.get('cards');
  if (text === null) return 'draft';
  const parsed = CardVersions.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}

export async function decodeUrlState(params: URLSearchParams): Promise<{ ok: true; state: UrlState } | { ok: false; reason: string } | { ok: 'empty' }> {
  const scenario = params.get('scenario');
  const play = params.get('play');
  const card = params.get('card');
  let source: SandboxSource;
  if (scenario) source = { kind: 'scenario', ref: scenario };
  else if (play) {
    const [a, b, ...rest] = play.split(',');
    if (!a || !b || rest.length > 0 || !DeckId.test(a) || !DeckId.test(b)) return { ok: false, reason: `"play" needs two deck ids, e.g. play=player-a,player-b` };
    source = { kind: 'play', decks: { A: a, B: b } };
  } else if (card) {
    if (!CardIdText.test(card)) return { ok: false, reason: `"${card}" is not a card id` };
    source = { kind: 'card', card };
  } else return { ok: 'empty' };
  const state: UrlState = { source };
  const seedText = params.get('seed');
  if (seedText !== null) {
    const seed = intParam(seedText, 0, 2 ** 31 - 1);
    if (seed === undefined) return { ok: false, reason: `seed "${seedText}" is not a whole number from 0 to 2147483647` };
    state.seed = seed;
  }
  const history = params.get('h');
  if (history) {
    const decoded = await decodeEntries(history);
    if (!decoded.ok) return decoded;
    state.entries = decoded.entries;
    if (decoded.legacyIds) state.legacyIds = true;
  }
  const at = intParam(params.get('at'), 0, 1_000_000);
  if (at !== undefined) state.at = at;
  const bot = BotText.exec(params.get('bot') ?? '');
  if (bot) state.bot = { side: bot[1] === 'B' ? 'B' : 'A', name: bot[2] ?? 'random' };
  const cards = cardVersionsOf(params);
  if (cards === undefined) return { ok: false, reason: `cards "${params.get('cards') ?? ''}" is neither "draft" nor "published"` };
  if (cards === 'published') state.cards = 'published';
  return { ok: true, state };
}

/** Query values keep `/`, `:` and `,` readable (all legal in a query string). */
function encodeValue(v: string): string {
  return encodeURIComponent(v).replace(/%2F/g, '/').replace(/%3A/g, ':').replace(/%2C/g, ',');
}

export async function encodeUrlState(state: UrlState): Promise<string> {
  const parts: Array<[string, string]> = [];
  const s = state.source;
  if (s.kind === 'scenario') parts.push(['scenario', s.ref]);
  else if (s.kind === 'play') parts.push(['play', `${s.decks.A},${s.decks.B}`]);
  else parts.push(['card', s.card]);
  if (state.seed !== undefined) parts.push(['seed', String(state.seed)]);
  if (state.bot) parts.push(['bot', `${state.bot.side}:${state.bot.name}`]);
  if (state.cards) parts.push(['cards', state.cards]);
  if (state.entries) parts.push(['h', await encodeEntries(state.entries)]);
  if (state.at !== undefined) parts.push(['at', String(state.at)]);
  return `?${parts.map(([k, v]) => `${k}=${encodeValue(v)}`).join('&')}`;
}
