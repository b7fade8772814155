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

export default function ConflictDiff({ theirs, mine }: { theirs: string; mine: string }) {
  const diff = useRef<{ widget: editor.IStandaloneDiffEditor; models: editor.IDiffEditorModel | null } | undefined>(undefined);
  // The widget must let go of its models before they are disposed (Monaco throws otherwise), so this
  // component owns them: detach (unless the widget is gone already), then dispose.
  useEffect(
    () => () => {
      const current = diff.current;
      if (!current) return;
      if (current.widget.getModel()) current.widget.setModel(null);
      current.models?.original.dispose();
      current.models?.modified.dispose();
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
