/**
 * `cardsmith lsp` driven by an LSP client over stdio, on a small game written to a temporary folder
 * (a ruleset, two cards and a deck). Every expected position is counted by hand from the texts below:
 * LSP lines and characters are 0-based, characters in UTF-16 units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { duelCards, duelRuleset } from '../../dsl/testing/duel-fixture';
import { LspLines } from '../../scripts/lsp/positions';
import { LspClient, type Message } from './lsp-client';

/** The duel fixture's ruleset and two cards (their texts are in dsl/testing/duel-fixture.ts), and a deck. */
const deckFile = { path: 'content/duel/decks/starter.smith', text: 'deck Starter {\n  main {\n    2 Whelp\n    2 Bolt\n  }\n}\n' };
const files = Object.fromEntries([duelRuleset, ...duelCards, deckFile].map((f) => [f.path, f.text]));
const whelpText = 'monster Whelp {\n  mana 2\n  stats { power 3 toughness 1 health 2 }\n}\n';
const boltText = 'spell Bolt {\n  mana 1\n  target: enemy monster\n  effect {\n    deal 3 damage to target\n  }\n}\n';

let root = '';
let client: LspClient;
const uri = (path: string) => pathToFileURL(join(root, path)).href;
const range = (line: number, start: number, end: number, endLine = line) => ({ start: { line, character: start }, end: { line: endLine, character: end } });

function applyEdits(text: string, edits: { range: ReturnType<typeof range>; newText: string }[]): string {
  const lines = new LspLines(text);
  const sorted = edits.map((e) => ({ start: lines.offset(e.range.start), end: lines.offset(e.range.end), text: e.newText })).sort((a, b) => b.start - a.start);
  return sorted.reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

beforeAll(() => {
  // The positions below are counted in these texts: the fixture must still hold them.
  expect(files['content/duel/cards/monster/whelp.smith']).toBe(whelpText);
  expect(files['content/duel/cards/spell/bolt.smith']).toBe(boltText);
  root = mkdtempSync(join(tmpdir(), 'cardsmith-lsp-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  client = new LspClient();
});

afterAll(() => {
  client.child.kill();
  rmSync(root, { recursive: true, force: true });
});

describe('cardsmith lsp', () => {
  const whelp = () => uri('content/duel/cards/monster/whelp.smith');
  const bolt = () => uri('content/duel/cards/spell/bolt.smith');
  const deck = () => uri('content/duel/decks/starter.smith');
  const probe = () => uri('content/duel/cards/spell/probe.smith');
  const at = (doc: string, line: number, character: number) => ({ textDocument: { uri: doc }, position: { line, character } });

  it('refuses requests before initialize, then initializes with the capabilities it has', async () => {
    expect((await client.request('textDocument/hover', at(bolt(), 4, 5))).error?.code).toBe(-32002);
    const init = await client.request('initialize', { processId: null, rootUri: pathToFileURL(root).href, capabilities: {} });
    expect(init.result).toMatchObject({
      capabilities: {
        textDocumentSync: { openClose: true, change: 2 },
        completionProvider: {},
        hoverProvider: true,
        definitionProvider: true,
        documentFormattingProvider: true,
        renameProvider: { prepareProvider: true },
      },
    });
    client.notify('initialized', {});
  });

  it('hovers a keyword and a declared card type, in a file it read from disk', async () => {
    const deal = await client.request('textDocument/hover', at(bolt(), 4, 5));
    expect(deal.result).toEqual({
      // The duel's own `deal` step (games/mana-duel/effect-modules/deal), described by its module.
      contents: {
        kind: 'markdown',
        value: '**deal N damage to** — Deals a plain amount of damage to a monster or a player: no roll, no damage type, no element.\n\n`deal 3 damage to target`\n\nOpen in the language reference in the studio: `/reference#step-deal`',
      },
      range: range(4, 4, 8),
    });
    const monster = await client.request('textDocument/hover', at(bolt(), 2, 18));
    expect(monster.result).toEqual({
      contents: { kind: 'markdown', value: '**monster** — a card type of this game; in play it sits in the battlefield\n\nOpen in the language reference in the studio: `/reference#card-type-monster`' },
      range: range(2, 16, 23),
    });
  });

  it('goes from a card named in a deck to the card\'s declaration in its own file', async () => {
    const definition = await client.request('textDocument/definition', at(deck(), 2, 7));
    expect(definition.result).toEqual({ uri: whelp(), range: range(0, 8, 13) });
  });

  it('renames a card across two files, and refuses a keyword', async () => {
    const prepared = await client.request('textDocument/prepareRename', at(deck(), 2, 7));
    expect(prepared.result).toEqual({ range: range(2, 6, 11), placeholder: 'Whelp' });
    const rename = await client.request('textDocument/rename', { ...at(deck(), 2, 7), newName: 'Fire Whelp' });
    expect(rename.result).toEqual({
      changes: {
        [whelp()]: [{ range: range(0, 8, 13), newText: '"Fire Whelp"' }],
        [deck()]: [{ range: range(2, 6, 11), newText: '"Fire Whelp"' }],
      },
    });
    expect((await client.request('textDocument/prepareRename', at(bolt(), 4, 5))).result).toBeNull();
    const refused = await client.request('textDocument/rename', { ...at(bolt(), 4, 5), newName: 'x' });
    expect(refused.error?.code).toBe(-32803);
  });

  it('publishes the diagnostics of an opened file with errors, at UTF-16 positions after non-ASCII text', async () => {
    // Line 1: `  main { 2 "Ünï 😀" 2 Wehlp }` — the quoted name spans characters 11..19 ('😀' counts 2), Wehlp 22..27.
    const text = 'deck Starter {\n  main { 2 "\u00dcn\u00ef \u{1F600}" 2 Wehlp }\n}\n';
    const published = client.nextDiagnostics(deck());
    client.notify('textDocument/didOpen', { textDocument: { uri: deck(), languageId: 'smith', version: 1, text } });
    expect((await published).params).toEqual({
      uri: deck(),
      version: 1,
      diagnostics: [
        { range: range(1, 11, 19), severity: 1, code: 'L0105', source: 'smith', message: 'Unknown card "\u00dcn\u00ef \u{1F600}"' },
        // `Wehlp` is one swap from `Whelp`: the suggestion counts a swap of neighbours as one edit.
        { range: range(1, 22, 27), severity: 1, code: 'L0105', source: 'smith', message: 'Unknown card "Wehlp"; did you mean `Whelp`?' },
      ],
    });
    // Closing goes back to the file on disk, which has no errors.
    const cleared = client.nextDiagnostics(deck());
    client.notify('textDocument/didClose', { textDocument: { uri: deck() } });
    expect((await cleared).params).toMatchObject({ uri: deck(), diagnostics: [] });
  });

  it('re-checks the files that refer to an edited file, and publishes theirs too', async () => {
    client.notify('textDocument/didOpen', { textDocument: { uri: whelp(), languageId: 'smith', version: 1, text: whelpText } });
    const inDeck = client.nextDiagnostics(deck());
    // An incremental change: the card's name Whelp (line 0, 8..13) becomes Drake.
    client.notify('textDocument/didChange', { textDocument: { uri: whelp(), version: 2 }, contentChanges: [{ range: range(0, 8, 13), text: 'Drake' }] });
    expect((await inDeck).params).toMatchObject({
      uri: deck(),
      // The card's id is still its file's name, hence the suggestion.
      diagnostics: [{ range: range(2, 6, 11), code: 'L0105', message: 'Unknown card "Whelp"; did you mean `whelp`?' }],
    });
    // The diagnostic's quick fix, as a code action on its range.
    const actions = await client.request('textDocument/codeAction', { textDocument: { uri: deck() }, range: range(2, 7, 7), context: { diagnostics: [] } });
    expect(actions.result).toMatchObject([{ kind: 'quickfix', isPreferred: true, edit: { changes: { [deck()]: [{ range: range(2, 6, 11), newText: 'whelp' }] } } }]);
    const back = client.nextDiagnostics(deck());
    client.notify('textDocument/didClose', { textDocument: { uri: whelp() } });
    expect((await back).params).toMatchObject({ uri: deck(), diagnostics: [] });
  });

  it('re-reads a file changed on disk when the client reports it', async () => {
    const path = join(root, 'content/duel/cards/monster/whelp.smith');
    writeFileSync(path, whelpText.replace('Whelp', 'Drake'));
    const flagged = client.nextDiagnostics(deck());
    client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: whelp(), type: 2 }] });
    expect((await flagged).params).toMatchObject({ uri: deck(), diagnostics: [{ range: range(2, 6, 11), code: 'L0105' }] });
    writeFileSync(path, whelpText);
    const cleared = client.nextDiagnostics(deck());
    client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: whelp(), type: 2 }] });
    expect((await cleared).params).toMatchObject({ uri: deck(), diagnostics: [] });
  });

  it('completes the stats of a chosen monster after a dot typed as an incremental change', async () => {
    const text = 'spell S { mana 1 target: enemy monster effect { target } }';
    const dot = text.indexOf('target }') + 'target'.length;
    client.notify('textDocument/didOpen', { textDocument: { uri: probe(), languageId: 'smith', version: 1, text } });
    client.notify('textDocument/didChange', { textDocument: { uri: probe(), version: 2 }, contentChanges: [{ range: range(0, dot, dot), text: '.' }] });
    const completion = await client.request('textDocument/completion', at(probe(), 0, dot + 1));
    const list = completion.result as { isIncomplete: boolean; items: { label: string; kind: number; textEdit: unknown }[] };
    expect(list.items.map((i) => i.label)).toEqual(expect.arrayContaining(['power', 'toughness', 'health']));
    const power = list.items.find((i) => i.label === 'power');
    // Nothing typed after the dot: the item inserts at the cursor.
    expect(power?.textEdit).toEqual({ range: range(0, dot + 1, dot + 1), newText: 'power' });
  });

  it('formats a document into the canonical layout', async () => {
    const text = 'spell S { mana 1 target: enemy monster effect { deal 3 damage to target } }';
    client.notify('textDocument/didChange', { textDocument: { uri: probe(), version: 3 }, contentChanges: [{ text }] });
    const formatting = await client.request('textDocument/formatting', { textDocument: { uri: probe() }, options: { tabSize: 2, insertSpaces: true } });
    const edits = formatting.result as Parameters<typeof applyEdits>[1];
    expect(applyEdits(text, edits)).toBe('spell S {\n  mana 1\n  target: enemy monster\n  effect {\n    deal 3 damage to target\n  }\n}\n');
  });

  it('completes effect steps as snippets with tab stops and finds the uses of a keyword and of a card', async () => {
    const text = 'spell S { mana 1 target: enemy monster effect {  } }';
    const cursor = text.indexOf('{  }') + 2;
    client.notify('textDocument/didChange', { textDocument: { uri: probe(), version: 4 }, contentChanges: [{ text }] });
    const completion = await client.request('textDocument/completion', at(probe(), 0, cursor));
    const items = (completion.result as { items: { label: string; kind: number; insertTextFormat: number; textEdit: unknown }[] }).items;
    // At the start of a step the steps come first, as snippets (CompletionItemKind 15, InsertTextFormat 2).
    expect(items[0]?.kind).toBe(15);
    expect(items.find((i) => i.label === 'deal 3 damage to target')).toMatchObject({
      kind: 15,
      insertTextFormat: 2,
      textEdit: { range: range(0, cursor, cursor), newText: 'deal ${1:3} damage to ${2:target}' },
    });
    // `deal` is written once in the game's files: bolt.smith line 4, characters 4 to 8.
    expect((await client.request('textDocument/references', { ...at(bolt(), 4, 5), context: { includeDeclaration: true } })).result).toEqual([{ uri: bolt(), range: range(4, 4, 8) }]);
    // Whelp: its declaration (`monster Whelp {`, characters 8 to 13) and the deck's `    2 Whelp` (6 to 11).
    expect((await client.request('textDocument/references', { ...at(deck(), 2, 7), context: { includeDeclaration: true } })).result).toEqual([
      { uri: whelp(), range: range(0, 8, 13) },
      { uri: deck(), range: range(2, 6, 11) },
    ]);
  });

  it('answers malformed messages with errors and keeps working; notifications get no answer', async () => {
    const from = client.received.length;
    client.writeRaw('Content-Length: 5\r\n\r\n{oops');
    const parseError = await client.waitFor((m) => m.error?.code === -32700, from);
    expect(parseError.id).toBeNull();
    client.send([1, 2]);
    expect((await client.waitFor((m) => m.error?.code === -32600, from)).id).toBeNull();
    client.notify('cardsmith/unknown-notification', {});
    client.notify('textDocument/didOpen', { textDocument: { uri: 42 } });
    expect((await client.request('textDocument/hover', { textDocument: { uri: bolt() } })).error?.code).toBe(-32602);
    expect((await client.request('cardsmith/no-such-method', {})).error?.code).toBe(-32601);
    expect((await client.request('toString', {})).error?.code).toBe(-32601);
    expect((await client.request('initialize', { rootUri: null, capabilities: {} })).error?.code).toBe(-32600);
    const hover = await client.request('textDocument/hover', at(bolt(), 4, 5));
    expect(hover.result).toMatchObject({ range: range(4, 4, 8) });
    // Two errors without an id (the unreadable body, the array); none for the two notifications.
    const unanswered: Message[] = client.received.slice(from).filter((m) => m.error !== undefined && m.id === null);
    expect(unanswered).toHaveLength(2);
  });

  it('shuts down, refuses requests after that, and exits with 0 on exit', async () => {
    expect((await client.request('shutdown')).result).toBeNull();
    expect((await client.request('textDocument/hover', at(bolt(), 4, 5))).error?.code).toBe(-32600);
    client.notify('exit');
    expect(await client.exited).toBe(0);
    expect(client.stderr).toContain('loaded 4 .smith file(s)');
  });
});
