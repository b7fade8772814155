import type { Metadata } from 'next';
import { ComingSoon } from '../ui/coming-soon';

export const metadata: Metadata = { title: 'Editor' };

export default function EditorPage() {
  return (
    <ComingSoon
      title="Editor"
      lead="Write and revise cards in the effect language, with the rules text beside the source."
      plans={[
        'A Monaco editor with syntax colouring, completion and live diagnostics as you type',
        'The generated rules text and the parsed card, updated on every keystroke',
        'Saving drafts safely: a save based on an old revision shows the conflict instead of overwriting',
        'Publishing a draft as a new immutable version, with a changelog',
      ]}
    />
  );
}
