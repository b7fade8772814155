import type { Metadata } from 'next';
import { ComingSoon } from '../ui/coming-soon';

export const metadata: Metadata = { title: 'Sets' };

export default function SetsPage() {
  return (
    <ComingSoon
      title="Sets"
      lead="Group published card versions into sets and export them to the game."
      plans={[
        'Sets pinned to exact published versions of their cards',
        'A diff between two versions of a set',
        'Signed exports the game client can verify',
      ]}
    />
  );
}
