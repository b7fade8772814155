import type { Metadata } from 'next';
import { ComingSoon } from '../ui/coming-soon';

export const metadata: Metadata = { title: 'Balance' };

export default function BalancePage() {
  return (
    <ComingSoon
      title="Balance"
      lead="Measure cards with simulated games before they ship."
      plans={[
        'Batches of simulated games between configurable decks',
        'Win rates, play rates and damage curves per card, with confidence intervals',
        'Comparing a draft against the published version of the same card',
      ]}
    />
  );
}
