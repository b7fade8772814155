import { describe, expect, it } from 'vitest';
import { cardState, cardStateText, draftChanged } from './card-state';

describe('cardState: where a card stands, from its row', () => {
  it('a card never published is a draft, whatever the changed flag says', () => {
    expect(cardState({ status: 'draft', currentVersion: null, changedSincePublish: false })).toEqual({ kind: 'draft' });
    expect(cardState({ status: 'draft', currentVersion: null, changedSincePublish: true })).toEqual({ kind: 'draft' });
  });

  it('a published card whose draft is its version is "published vN"; edited since, it is "changed since vN"', () => {
    expect(cardState({ status: 'published', currentVersion: 3, changedSincePublish: false })).toEqual({ kind: 'published', version: 3 });
    expect(cardState({ status: 'published', currentVersion: 3, changedSincePublish: true })).toEqual({ kind: 'changed', version: 3 });
  });

  it('deprecated wins over changes, and keeps its last version', () => {
    expect(cardState({ status: 'deprecated', currentVersion: 2, changedSincePublish: true })).toEqual({ kind: 'deprecated', version: 2 });
    expect(cardState({ status: 'deprecated', currentVersion: null, changedSincePublish: false })).toEqual({ kind: 'deprecated', version: null });
  });

  it('labels name the version the game uses', () => {
    expect(cardStateText({ kind: 'draft' }).label).toBe('draft');
    expect(cardStateText({ kind: 'published', version: 1 }).label).toBe('published v1');
    expect(cardStateText({ kind: 'changed', version: 1 }).label).toBe('changed since v1');
    expect(cardStateText({ kind: 'changed', version: 4 }).title).toContain('still uses version 4');
    expect(cardStateText({ kind: 'deprecated', version: 2 }).label).toBe('deprecated');
  });
});

describe('draftChanged', () => {
  it('is true only when there is a published source and the draft differs from it', () => {
    expect(draftChanged('card A', null)).toBe(false);
    expect(draftChanged('card A', 'card A')).toBe(false);
    expect(draftChanged('card A v2', 'card A')).toBe(true);
  });
});
