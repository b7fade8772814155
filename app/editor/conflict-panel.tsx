'use client';
/**
 * A save that came too late: someone saved this draft since it was opened. Both versions side by side,
 * nothing written yet; the user keeps theirs on top of the latest (saved as the new draft) or takes the
 * latest (their own text stays set aside, one click from coming back).
 */
import dynamic from 'next/dynamic';
import type { TheirVersion } from './draft-saver';

const ConflictDiff = dynamic(() => import('./conflict-diff'), { ssr: false, loading: () => <div className="source-editor__loading">Loading both versions…</div> });

interface Props {
  mine: string;
  theirs: TheirVersion;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

export function ConflictPanel({ mine, theirs, onKeepMine, onTakeTheirs }: Props) {
  return (
    <section className="conflict panel" data-testid="conflict" aria-label="Save conflict">
      <h2 className="panel__title">Someone else saved this draft meanwhile</h2>
      <p className="conflict__lead">
        Your changes were not saved: the draft changed to revision {theirs.revision} at {new Date(theirs.updatedAt).toLocaleString()}. Left: the latest draft. Right: yours.
      </p>
      <div className="conflict__labels">
        <span>Latest draft (revision {theirs.revision})</span>
        <span>Your version</span>
      </div>
      <ConflictDiff theirs={theirs.source} mine={mine} />
      <div className="conflict__actions">
        <button type="button" className="button button--primary" onClick={onKeepMine} data-testid="keep-mine">
          Keep mine (save it over revision {theirs.revision})
        </button>
        <button type="button" className="button" onClick={onTakeTheirs} data-testid="take-theirs">
          Take the latest (set mine aside)
        </button>
      </div>
    </section>
  );
}
