'use client';
/**
 * The editor's toolbar: the card's name (rename changes the display name, never the id), save status,
 * problem counts, formatting, history, the sandbox ("Test this card", app/sandbox) and publishing (app/cards/publish).
 */
import Link from 'next/link';
import { useState } from 'react';
import type { CardStateRow } from '../cards/card-state';
import { Dialog } from '../ui/dialog';
import { StatusBadge } from '../cards/status-badge';
import { PublishControl } from '../cards/publish/publish-control';
import { TestCardLink } from '../cards/test-card-link';
import { CardArtControl } from '../cards/faces/card-art-control';
import type { SaveState } from './draft-saver';
import { plural } from '../ui/plural';

interface Props {
  cardId: string;
  /** The card's game: "Test this card" opens its sandbox. */
  game: string;
  name: string;
  /** Where the card stands (its badge): status, current version, and whether the saved draft differs from it. */
  card: CardStateRow;
  saveState: SaveState;
  canEdit: boolean;
  errors: number;
  warnings: number;
  dirty: boolean;
  /** The draft revision the editor last loaded or saved (what a publish names), when known. */
  savedRevision?: number;
  /** Renames the card (and its uses in other cards): null when done, else why not. */
  onRename(name: string): Promise<string | null>;
  onFormat(): void;
  /** The editor's current text (saved or not): what "Test this card" hands to the sandbox. */
  currentText(): string;
}

function saveLabel(state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      return 'Saved';
    case 'dirty':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'conflict':
      return 'Conflict: not saved';
    case 'failed':
      return `Not saved (${state.message}); retrying`;
    case 'too-long':
      return `Too long to save: ${state.length.toLocaleString('en-US')} characters, a card's text holds at most ${state.max.toLocaleString('en-US')}`;
    case 'missing':
      return 'This card was deleted';
  }
}

export function EditorToolbar({ cardId, game, name, card, saveState, canEdit, errors, warnings, dirty, savedRevision, onRename, onFormat, currentText }: Props) {
  const [renaming, setRenaming] = useState(false);
  const [newName, setNewName] = useState(name);
  const [renameError, setRenameError] = useState<string>();
  const history = `/cards/${encodeURIComponent(cardId)}/history`;
  return (
    <header className="editor-toolbar" data-testid="editor-toolbar">
      <div className="editor-toolbar__title">
        <h1 className="editor-toolbar__name" data-testid="editor-name">
          {name}
        </h1>
        <span className="editor-toolbar__id" title="The stable id: renaming keeps it">
          {cardId}
        </span>
        <StatusBadge card={card} />
      </div>
      <div className="editor-toolbar__state">
        <span className={`save-state save-state--${saveState.kind}`} data-testid="save-state" data-state={saveState.kind} role="status" title={canEdit ? saveLabel(saveState) : undefined}>
          {canEdit ? saveLabel(saveState) : 'Read only (viewer)'}
        </span>
        <span className={errors > 0 ? 'count count--error' : 'count'}>{plural(errors, 'error')}</span>
        <span className="count">{plural(warnings, 'warning')}</span>
      </div>
      <div className="editor-toolbar__actions">
        {canEdit ? (
          <>
            <button type="button" className="button" onClick={() => (setNewName(name), setRenameError(undefined), setRenaming(true))} data-testid="rename">
              Rename
            </button>
            <button type="button" className="button" onClick={onFormat} title="Format document (Shift+Alt+F)">
              Format
            </button>
          </>
        ) : null}
        <Link className="button" prefetch={false} href={history} data-testid="history-link">
          History
        </Link>
        {/* A new tab: the designer reads the reference beside the card (hover links there too). */}
        <a className="button" href="/reference" target="_blank" rel="noopener" data-testid="reference-link" title="The language reference: every word, with examples">
          Reference
        </a>
        <CardArtControl cardId={cardId} canEdit={canEdit} />
        <TestCardLink card={cardId} game={game} draft={currentText} />
        <PublishControl cardId={cardId} errorCount={errors} dirty={dirty} baseRevision={savedRevision} />
      </div>
      <Dialog
        open={renaming}
        title="Rename card"
        submitLabel="Rename"
        submitDisabled={newName.trim() === ''}
        onClose={() => setRenaming(false)}
        onSubmit={() =>
          void onRename(newName.trim()).then((refused) => {
            if (refused === null) setRenaming(false);
            else setRenameError(refused);
          })
        }
        testId="rename-dialog"
      >
        <label className="form__field">
          <span className="form__label">Display name</span>
          <input className="input" value={newName} onChange={(e) => setNewName(e.target.value)} autoFocus aria-label="Display name" />
          <span className="form__label">The id stays <code>{cardId}</code>: links, sets and history keep working.</span>
        </label>
        {renameError ? <p className="form__error">{renameError}</p> : null}
      </Dialog>
    </header>
  );
}
