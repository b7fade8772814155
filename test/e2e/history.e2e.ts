/**
 * Publishing and history in the browser (issue 5): publish from the history page → version 2 appears
 * with its side-by-side diff; a viewer cannot publish (the page refuses and so does the API); restore an
 * old version as the draft, including a restore that meets a newer draft. Its own studio (the project's
 * content on a fresh database): publishing here must not change what the library tests see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/chromium';
import { startStudio, type StudioServer } from './harness/studio-server';
import { newStudioPage, screenshot, waitForSelector } from './harness/pages';
import { addUser, callApi, signInToken } from './harness/accounts';
import { parse } from '../../dsl/parse';
import { rulesText } from '../../dsl/rules-text/rules-text';
import { CardDiff, CardHistory } from '../../app/server/routers/card-history';

const browser = useBrowser();
const CARD = 'blast-bolt';
const HISTORY = `/cards/${CARD}/history`;

/** The tRPC answer's data, or a thrown error naming the call and what the server said. */
function dataOf(path: string, response: { status: number; body: unknown }): unknown {
  const body = response.body;
  if (response.status !== 200 || typeof body !== 'object' || body === null || !('result' in body)) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  const result = body.result;
  return typeof result === 'object' && result !== null && 'data' in result ? result.data : undefined;
}

function draftOf(data: unknown): { source: string; revision: number } {
  if (typeof data !== 'object' || data === null || !('draftSource' in data) || !('draftRevision' in data)) throw new Error(`not a card: ${JSON.stringify(data)}`);
  const { draftSource, draftRevision } = data;
  if (typeof draftSource !== 'string' || typeof draftRevision !== 'number') throw new Error(`not a card: ${JSON.stringify(data)}`);
  return { source: draftSource, revision: draftRevision };
}

/** The text of each cell of the changed rows of a side-by-side diff: [left, right], marks as [-x-] and {+y+}. */
async function changedRows(page: Page, testId: string): Promise<string[][]> {
  return page.$$eval(`[data-testid="${testId}"] tr[data-kind="changed"]`, (rows) =>
    rows.map((tr) =>
      [...tr.querySelectorAll('td[data-side]')].map((td) =>
        [...td.childNodes]
          .map((node) => (node instanceof HTMLElement && node.tagName === 'DEL' ? `[-${node.textContent}-]` : node instanceof HTMLElement && node.tagName === 'INS' ? `{+${node.textContent}+}` : node instanceof HTMLElement && node.classList.contains('sbs__marker') ? '' : (node.textContent ?? '')))
          .join(''),
      ),
    ),
  );
}

async function versionRows(page: Page): Promise<string[][]> {
  return page.$$eval('[data-testid="version-row"]', (rows) =>
    rows.map((tr) => [tr.getAttribute('data-version') ?? '', tr.querySelector('[data-testid="version-changelog"]')?.textContent ?? '', tr.querySelector('[data-testid="version-author"]')?.textContent ?? '']),
  );
}

function rulesLines(source: string): string[] {
  const decl = parse(source).document.decls[0];
  if (!decl) throw new Error('no declaration');
  return rulesText(decl).split('\n');
}

describe('publishing and history', () => {
  let studio: StudioServer;
  let token: string;
  const api = async (kind: 'query' | 'mutation', path: string, input: unknown) => dataOf(path, await callApi(studio.url, token, kind, path, input));
  const draft = async () => draftOf(await api('query', 'cards.get', { id: CARD }));

  beforeAll(async () => {
    studio = await startStudio();
    token = await signInToken(studio.url);
  });
  afterAll(async () => {
    await studio?.stop();
  });

  it('publishes from the history page: version 2 appears with the changelog, its author and the side-by-side diff of source and rules text', async () => {
    // Version 1 through the API, then a designer-style change to the draft.
    const v1 = await draft();
    expect(await api('mutation', 'cards.publish', { id: CARD, baseRevision: v1.revision, changelog: 'First release' })).toEqual({ version: 1 });
    const v2Source = v1.source.replace('power 60', 'power 70');
    expect(v2Source).not.toBe(v1.source);
    await api('mutation', 'cards.saveDraft', { id: CARD, baseRevision: v1.revision, source: v2Source });

    const tab = await newStudioPage(browser(), studio.url);
    await tab.goto(HISTORY);
    await waitForSelector(tab.page, '[data-testid="version-table"]');
    expect(await versionRows(tab.page)).toEqual([['1', 'First release', 'admin']]);
    // The draft differs from version 1: that is the comparison the page opens with.
    expect(await tab.page.textContent('[data-testid="draft-row"]')).toContain('unpublished changes');
    await waitForSelector(tab.page, '[data-testid="source-diff"]');
    expect(await tab.page.textContent('[data-testid="diff-title"]')).toBe('v1 → draft (revision 2)');

    await tab.page.click('[data-testid="publish-button"]');
    await waitForSelector(tab.page, '[data-testid="publish-dialog"] input[aria-label="Changelog"]');
    expect(await tab.page.textContent('[data-testid="publish-what"]')).toMatch(/^Draft revision 2, saved by admin on .+, becomes version 2 \(the game now uses version 1\)\.$/);
    expect(await tab.page.isDisabled('[data-testid="publish-dialog"] button[type="submit"]')).toBe(true);
    await tab.page.fill('[data-testid="publish-dialog"] input[aria-label="Changelog"]', 'Power 60 → 70: it lost every trade');
    expect(await tab.page.textContent('[data-testid="publish-dialog"] button[type="submit"]')).toBe('Publish version 2');
    await tab.page.click('[data-testid="publish-dialog"] button[type="submit"]');

    await waitForSelector(tab.page, '[data-testid="publish-result"]');
    expect(await tab.page.textContent('[data-testid="publish-result"]')).toBe('Published version 2.');
    await waitForSelector(tab.page, '[data-testid="version-row"][data-version="2"]');
    expect(await versionRows(tab.page)).toEqual([
      ['2', 'Power 60 → 70: it lost every trade', 'admin'],
      ['1', 'First release', 'admin'],
    ]);
    // Nothing left to publish, and the page now compares the two newest versions.
    expect(await tab.page.textContent('[data-testid="publish-reason"]')).toBe('Nothing to publish: the draft is version 2.');
    await tab.page.waitForFunction(() => document.querySelector('[data-testid="diff-title"]')?.textContent === 'v1 → v2');
    await waitForSelector(tab.page, '[data-testid="source-diff"] tr[data-kind="changed"]');
    expect(await changedRows(tab.page, 'source-diff')).toEqual([['  power [-60-]', '  power {+70+}']]);
    expect(await tab.page.textContent('[data-testid="source-diff-summary"]')).toBe('−1 +1 lines');
    // The rules text: the generated lines that differ between the two sources, computed here by the DSL.
    const before = rulesLines(v1.source);
    const after = rulesLines(v2Source);
    const differing = before.flatMap((line, i) => (line !== after[i] ? [i] : []));
    expect(differing.length).toBeGreaterThan(0);
    const rules = await changedRows(tab.page, 'rules-diff');
    expect(rules.map(([left, right]) => [left?.replace(/\[-|-\]|\{\+|\+\}/g, ''), right?.replace(/\[-|-\]|\{\+|\+\}/g, '')])).toEqual(differing.map((i) => [before[i], after[i]]));
    expect(rules.flat().join('\n')).toContain('[-60-]');
    expect(rules.flat().join('\n')).toContain('{+70+}');

    await tab.page.mouse.move(0, 0);
    const shot = await screenshot(tab.page, 'history');
    expect(shot).toMatch(/history\.png$/);
    expect(tab.errors).toEqual([]);
    await tab.close();

    const history = await api('query', 'cards.versions', { id: CARD });
    expect(history).toMatchObject({ card: { currentVersion: 2, status: 'published' }, draft: { unpublishedChanges: false } });
  });

  it('does not let a viewer publish: the button is disabled with the reason, restoring too, and the API refuses', async () => {
    const vera = await addUser(studio.url, 'vera', 'viewer');
    const tab = await newStudioPage(browser(), studio.url, { as: vera });
    // A change waiting to be published, so only the role stands in the way.
    const now = await draft();
    await api('mutation', 'cards.saveDraft', { id: CARD, baseRevision: now.revision, source: now.source.replace('accuracy 85', 'accuracy 90') });
    await tab.goto(HISTORY);
    await waitForSelector(tab.page, '[data-testid="version-table"]');
    expect(await tab.page.isDisabled('[data-testid="publish-button"]')).toBe(true);
    expect(await tab.page.textContent('[data-testid="publish-reason"]')).toBe('Only publishers can publish; you are a viewer.');
    expect(await tab.page.getAttribute('[data-testid="publish-button"]', 'aria-describedby')).toBe(await tab.page.getAttribute('[data-testid="publish-reason"]', 'id'));
    expect(await tab.page.isDisabled('[data-testid="restore-1"]')).toBe(true);
    // Clicking anyway opens nothing.
    await tab.page.click('[data-testid="publish-button"]', { force: true });
    expect(await tab.page.isVisible('[data-testid="publish-dialog"]')).toBe(false);
    expect(tab.errors).toEqual([]);
    await tab.close();

    const veraToken = await signInToken(studio.url, vera);
    const refused = await callApi(studio.url, veraToken, 'mutation', 'cards.publish', { id: CARD, baseRevision: now.revision + 1, changelog: 'sneaky' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { data: { code: 'FORBIDDEN' } } });
    expect(await api('query', 'cards.versions', { id: CARD })).toMatchObject({ card: { currentVersion: 2 }, versions: [{ version: 2 }, { version: 1 }] });
  });

  it('restores an old version as the draft, and a restore that meets a newer draft writes nothing and says so', async () => {
    expect(CardHistory.parse(await api('query', 'cards.versions', { id: CARD })).versions.map((v) => v.version)).toEqual([2, 1]);
    const tab = await newStudioPage(browser(), studio.url);
    await tab.goto(HISTORY);
    await waitForSelector(tab.page, '[data-testid="version-table"]');

    // Someone saves the draft after this page loaded: restoring must not overwrite what they saved.
    const seen = await draft();
    const theirs = seen.source.replace('range 6', 'range 5');
    await api('mutation', 'cards.saveDraft', { id: CARD, baseRevision: seen.revision, source: theirs });
    await tab.page.click('[data-testid="restore-1"]');
    await waitForSelector(tab.page, '[data-testid="restore-dialog"] button[type="submit"]');
    expect(await tab.page.isVisible('[data-testid="restore-warning"]')).toBe(true);
    await tab.page.click('[data-testid="restore-dialog"] button[type="submit"]');
    await waitForSelector(tab.page, '[data-testid="restore-conflict"]');
    expect(await tab.page.textContent('[data-testid="restore-conflict"]')).toContain(`it is now revision ${seen.revision + 1}`);
    expect((await draft()).source).toBe(theirs);

    // Having seen it, restore again: version 1's source becomes the next draft revision.
    await tab.page.click('[data-testid="restore-dialog"] button[type="submit"]');
    await waitForSelector(tab.page, '[data-testid="restore-result"]');
    expect(await tab.page.textContent('[data-testid="restore-result"]')).toBe(`Version 1 is the draft again (revision ${seen.revision + 2}). Publish it to make it the current version.`);
    const restored = await draft();
    expect(CardDiff.parse(await api('query', 'cards.diff', { id: CARD, from: 1, to: 'draft' })).source).toMatchObject({ added: 0, removed: 0 });
    expect(restored.revision).toBe(seen.revision + 2);
    // The page compares the current version with the restored draft: power 70 back to 60.
    await tab.page.waitForFunction(() => document.querySelector('[data-testid="diff-title"]')?.textContent?.startsWith('v2 → draft'));
    await waitForSelector(tab.page, '[data-testid="source-diff"] tr[data-kind="changed"]');
    expect(await changedRows(tab.page, 'source-diff')).toEqual([['  power [-70-]', '  power {+60+}']]);

    // Publishing it makes version 3, the same source as version 1.
    await tab.page.click('[data-testid="publish-button"]');
    await tab.page.fill('[data-testid="publish-dialog"] input[aria-label="Changelog"]', 'Back to power 60');
    await tab.page.click('[data-testid="publish-dialog"] button[type="submit"]');
    await waitForSelector(tab.page, '[data-testid="version-row"][data-version="3"]');
    expect((await versionRows(tab.page)).map((row) => row[0])).toEqual(['3', '2', '1']);
    expect(await api('query', 'cards.diff', { id: CARD, from: 1, to: 3 })).toMatchObject({ source: { added: 0, removed: 0 }, rulesText: { added: 0, removed: 0 } });
    expect(tab.errors).toEqual([]);
    await tab.close();
  });

  it('keeps the compared pair in the URL and refuses to publish a draft with errors', async () => {
    const tab = await newStudioPage(browser(), studio.url);
    await tab.goto(`${HISTORY}?from=3&to=2`);
    await waitForSelector(tab.page, '[data-testid="source-diff"] tr[data-kind="changed"]');
    expect(await tab.page.textContent('[data-testid="diff-title"]')).toBe('v3 → v2');
    expect(await changedRows(tab.page, 'source-diff')).toEqual([['  power [-60-]', '  power {+70+}']]);
    await tab.page.click('[data-testid="from-1"]');
    await tab.page.waitForURL(`**${HISTORY}?from=1&to=2`);

    const now = await draft();
    await api('mutation', 'cards.saveDraft', { id: CARD, baseRevision: now.revision, source: now.source.replace('your Magician', 'your Wizzard') });
    await tab.goto(HISTORY);
    await waitForSelector(tab.page, '[data-testid="publish-reason"]');
    expect(await tab.page.textContent('[data-testid="publish-reason"]')).toBe('Fix the error before publishing.');
    expect(await tab.page.isDisabled('[data-testid="publish-button"]')).toBe(true);
    expect(tab.errors).toEqual([]);
    await tab.close();
  });
});
