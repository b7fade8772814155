/**
 * "Test this card" in a duel's sandbox: the game is played with the tested card in Player A's deck. The
 * content's first deck that holds the card is used as it is; otherwise the first deck holding a card of
 * the same type gets the tested card in place of one copy of that card, so the deck keeps its size and
 * its mix of types and the deck rules that held for it still hold. That deck is one more deck file of the
 * sources: the game's own content reader and deck rules see it like any deck, and when they refuse it the
 * launcher says why. The card's text (the editor's, handed over, or its stored draft) is passed as the
 * draft under test, so a card with errors stops the test with its errors instead of being left out.
 * Pure: the sandbox calls it with the sources it loaded.
 */
import type { DeckDecl, Decl } from '../../../dsl/ast';
import { parse } from '../../../dsl/parse';
import type { SourceFile } from '../../../dsl/index';
import { cardNameKey, deckToText } from '../../decks/deck-text';
import type { GameSources } from '../model/compile';

export interface CardTestPlan {
  /** The tested card: its id as the game's content reader gives it, its name and declared type. */
  card: { id: string; name: string; type: string };
  /** The name of Player A's deck in the test (a deck of the content, or the one made for it). */
  deck: string;
  /** The deck it was made from, and the card that made room (none when a deck already holds the card). */
  base: string;
  replaced?: string;
  /** The file of the deck made for the test (none when a deck already holds the card). */
  deckPath?: string;
}

export type CardTest = { ok: true; plans: CardTestPlan[]; overrides: SourceFile[]; sources: GameSources } | { ok: false; reason: string };

function declsOf(text: string): Decl[] {
  return parse(text).document.decls;
}

/**
 * The sources with a deck made for testing `cardId` from every deck that can make room for it, the ways
 * to test it best first (the decks that hold it, then the made ones, in the content's order: the first
 * the game plays is used, so one deck the game leaves out, e.g. for a card with errors, does not stop
 * the test), and the card's file to pass as the draft under test.
 */
export function cardTest(sources: GameSources, cardId: string, draft?: string): CardTest {
  const file = sources.cards.find((c) => c.id === cardId);
  if (!file) return { ok: false, reason: `there is no card "${cardId}" in this game: it may have been deleted or belong to another game` };
  const text = draft ?? file.text;
  const tested = declsOf(text).find((d) => d.kind === 'GameCard');
  if (!tested || tested.kind !== 'GameCard') return { ok: false, reason: `${file.path.split('/').pop()} declares no card this game plays: fix it in the editor to test it` };
  // The card's id is its file's (the studio's), which the game plays it by even when the draft renames it.
  const card = { id: cardId, name: tested.name.text, type: tested.cardType.text };
  const overrides: SourceFile[] = [{ path: file.path, text }];

  const typeOf = new Map<string, string>();
  for (const c of sources.cards) {
    for (const d of c.id === cardId ? [tested] : declsOf(c.text)) if (d.kind === 'GameCard') typeOf.set(cardNameKey(d.name.text), d.cardType.text);
  }
  const decks = sources.files.flatMap((f) => declsOf(f.text).filter((d): d is DeckDecl => d.kind === 'Deck'));
  // Deck lines name cards as the deck builder and the games' content readers match them.
  const holds = (d: DeckDecl) => d.main.some((e) => cardNameKey(e.card.text) === cardNameKey(card.name));
  const plans: CardTestPlan[] = decks.filter(holds).map((d) => ({ card, deck: d.name.text, base: d.name.text }));
  const made: SourceFile[] = [];
  const taken = new Set(decks.map((d) => d.name.text));
  for (const deck of decks) {
    const room = deck.main.find((e) => typeOf.get(cardNameKey(e.card.text)) === card.type);
    if (!room || holds(deck)) continue;
    let name = `${deck.name.text} with ${card.name}`;
    while (taken.has(name)) name = `${name} (test)`;
    taken.add(name);
    const main = [{ card: card.name, count: 1 }, ...deck.main.map((e) => ({ card: e.card.text, count: e === room ? e.count - 1 : e.count }))];
    const deckPath = `content/${sources.game}/decks/test-this-card-${made.length + 1}.smith`;
    made.push({ path: deckPath, text: deckToText({ name, comment: '', slots: [], main, advance: [] }) });
    plans.push({ card, deck: name, base: deck.name.text, replaced: room.card.text, deckPath });
  }
  if (plans.length === 0) return { ok: false, reason: `no deck holds a ${card.type} that ${card.name} could replace: add it to a deck in the deck builder, then test it` };
  const madePaths = new Set(made.map((f) => f.path));
  return { ok: true, plans, overrides, sources: made.length === 0 ? sources : { ...sources, files: [...sources.files.filter((f) => !madePaths.has(f.path)), ...made] } };
}

/**
 * A shuffle order (as the launcher's field reads it) that puts the card at `index` of the `count` cards a
 * setup shuffles on top, the rest in a random order (`random` in [0, 1)), so the card is in the opening
 * hand. The order is part of the game's setup, so the game replays the same.
 */
export function orderWithOnTop(index: number, count: number, random: () => number): string {
  const rest = Array.from({ length: count }, (_, i) => i).filter((i) => i !== index);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as number, rest[i] as number];
  }
  return [index, ...rest].join(', ');
}

/** What the launcher shows and starts with when a card is tested. */
export interface LauncherTest {
  /** The test in a sentence, or why it cannot be set up. */
  note: string;
  /** The note says why the test cannot be set up (the launcher then starts as without it). */
  problem: boolean;
  /** Player A's deck and, for a game that shuffles decks, A's shuffle order with the card on top. */
  deckA?: string;
  orderA?: string;
}

/**
 * The launcher's test after the game compiled: the first plan whose deck the game plays (else why the
 * first cannot be: the error that left its file out) with, given which of a deck's cards the game's setup
 * shuffles, a shuffle order that puts the tested card on top; and the decks without the made ones not
 * used, so the launcher lists one deck made for the test.
 */
export function launcherTest<D>(
  plans: readonly CardTestPlan[],
  compiled: { decks: ReadonlyArray<{ name: string; deck: D }>; leftOut: ReadonlyArray<{ path: string; errors: ReadonlyArray<{ message: string }> }> },
  shuffledAtStart: ((deck: D) => readonly string[]) | undefined,
  random: () => number,
): { test: LauncherTest; decks: Array<{ name: string; deck: D }> } {
  const deckOf = (p: CardTestPlan) => compiled.decks.find((d) => d.name === p.deck);
  const played = plans.find((p) => deckOf(p) !== undefined);
  const unused = new Set(plans.filter((p) => p.deckPath !== undefined && p !== played).map((p) => p.deck));
  const decks = compiled.decks.filter((d) => !unused.has(d.name));
  const plan = played ?? plans[0];
  if (!plan) return { test: { note: 'No deck can hold the card.', problem: true }, decks };
  const { card } = plan;
  const made = plan.replaced === undefined ? `${plan.deck}, which holds it` : `${plan.base} with ${card.name} in place of one ${plan.replaced}`;
  const deck = played && deckOf(played);
  if (!deck) {
    const why = compiled.leftOut.find((f) => f.path === plan.deckPath)?.errors[0]?.message ?? 'it is not among the decks it can play';
    return { test: { note: `${card.name} cannot be tested: Player A would play ${made}, which the game refuses: ${why}.`, problem: true }, decks };
  }
  const shuffled = shuffledAtStart?.(deck.deck);
  const index = shuffled?.indexOf(card.id) ?? -1;
  if (!shuffled || index < 0) return { test: { note: `Testing ${card.name}: Player A plays ${made}.`, problem: false, deckA: deck.name }, decks };
  return {
    test: {
      note: `Testing ${card.name}: Player A plays ${made}. A's shuffle order puts it on top of the deck, so it is drawn first (clear the field to let the seed shuffle).`,
      problem: false,
      deckA: deck.name,
      orderA: orderWithOnTop(index, shuffled.length, random),
    },
    decks,
  };
}
