import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** A studio area that a later issue builds: says what will be there, so the shell is navigable now. */
export function ComingSoon({ title, lead, plans }: { title: string; lead: ReactNode; plans: string[] }) {
  return (
    <>
      <PageHeader title={title}>{lead}</PageHeader>
      <section className="panel" aria-label="Planned">
        <h2 className="panel__title">Coming here</h2>
        <ul className="plan-list">
          {plans.map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
