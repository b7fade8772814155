'use client';
/**
 * Their draft and mine side by side (Monaco's diff editor, read-only), for a save that came too late.
 * Client-only: load with `dynamic(…, { ssr: false })`.
 */
import { DiffEditor } from '@monaco-editor/react';
import { useEffect, useRef } from 'react';
import type { editor } from 'monaco-editor/editor/editor.api';
import { monaco } from './monaco/monaco';
import { SMITH, registerSmith } from './monaco/smith-language';

registerSmith(monaco);

/** How long the detached models outlive the panel: far longer than a diff of two card sources takes. */
const MODEL_GRACE_MS = 10_000;

export default function ConflictDiff({ theirs, mine }: { theirs: string; mine: string }) {
  const diff = useRef<{ widget: editor.IStandaloneDiffEditor; models: editor.IDiffEditorModel | null } | undefined>(undefined);
  // The widget must let go of its models before they are disposed (Monaco throws otherwise), so this
  // component owns them: detach (unless the widget is gone already), then dispose.
  useEffect(
    () => () => {
      const current = diff.current;
      if (!current) return;
      if (current.widget.getModel()) current.widget.setModel(null);
      // A diff still computing in Monaco's worker when its models go rejects with "no diff result
      // available" (seen on a loaded machine when the panel closes right after opening): give it time
      // to finish, then free the models.
      const models = current.models;
      setTimeout(() => {
        models?.original.dispose();
        models?.modified.dispose();
      }, MODEL_GRACE_MS);
    },
    [],
  );
  return (
    <div className="conflict__diff" data-testid="conflict-diff">
      <DiffEditor
        original={theirs}
        modified={mine}
        language={SMITH}
        keepCurrentOriginalModel
        keepCurrentModifiedModel
        onMount={(widget) => (diff.current = { widget, models: widget.getModel() })}
        options={{ readOnly: true, originalEditable: false, renderSideBySide: true, minimap: { enabled: false }, automaticLayout: true, scrollBeyondLastLine: false }}
      />
    </div>
  );
}
