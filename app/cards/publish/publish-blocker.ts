/**
 * Why the Publish button is disabled, in words the designer can act on; undefined when publishing is
 * possible. The server checks all of this again (role, errors, revision): this only decides what the
 * button offers and says.
 */
import type { UserRole } from '../../../db/roles';

export interface PublishState {
  canPublish: boolean;
  role: UserRole;
  /** The editor holds changes not saved yet. */
  dirty: boolean;
  errorCount: number;
  /** What the server says of the saved draft; undefined while it is loading. */
  draft?: { unpublishedChanges: boolean; currentVersion: number | null };
}

export function publishBlocker(state: PublishState): string | undefined {
  if (!state.canPublish) return `Only publishers can publish; you are a ${state.role}.`;
  if (state.dirty) return 'Save your changes before publishing.';
  if (state.errorCount > 0) return `Fix the ${state.errorCount === 1 ? 'error' : `${state.errorCount} errors`} before publishing.`;
  if (state.draft === undefined) return 'Checking the draft…';
  if (!state.draft.unpublishedChanges && state.draft.currentVersion !== null) {
    return `Nothing to publish: the draft is version ${state.draft.currentVersion}.`;
  }
  return undefined;
}
