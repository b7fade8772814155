import { describe, expect, it } from 'vitest';
import { publishBlocker, type PublishState } from './publish-blocker';

const ready: PublishState = { canPublish: true, role: 'publisher', dirty: false, errorCount: 0, draft: { unpublishedChanges: true, currentVersion: 1 } };

describe('publishBlocker', () => {
  it('lets a publisher publish a saved, clean draft that differs from the current version', () => {
    expect(publishBlocker(ready)).toBeUndefined();
    expect(publishBlocker({ ...ready, draft: { unpublishedChanges: true, currentVersion: null } })).toBeUndefined();
  });

  it('names the first thing in the way: the role, then unsaved changes, then errors, then an unchanged draft', () => {
    expect(publishBlocker({ ...ready, canPublish: false, role: 'viewer', dirty: true, errorCount: 2 })).toBe('Only publishers can publish; you are a viewer.');
    expect(publishBlocker({ ...ready, dirty: true, errorCount: 2 })).toBe('Save your changes before publishing.');
    expect(publishBlocker({ ...ready, errorCount: 2 })).toBe('Fix the 2 errors before publishing.');
    expect(publishBlocker({ ...ready, errorCount: 1 })).toBe('Fix the error before publishing.');
    expect(publishBlocker({ ...ready, draft: { unpublishedChanges: false, currentVersion: 3 } })).toBe('Nothing to publish: the draft is version 3.');
    expect(publishBlocker({ ...ready, draft: undefined })).toBe('Checking the draft…');
  });
});
