import type { Metadata } from 'next';
import { ComingSoon } from '../ui/coming-soon';

export const metadata: Metadata = { title: 'Sandbox' };

export default function SandboxPage() {
  return (
    <ComingSoon
      title="Sandbox"
      lead="Play cards on the 12 × 14 board against the rules engine, step by step."
      plans={[
        'A board with summons, buildings and territories drawn from a scenario',
        'Playing cards and watching the stack resolve, with every formula explained',
        'Scripted dice rolls, so a scenario replays the same way every time',
        'Saving a scenario as a test for the card it exercises',
      ]}
    />
  );
}
