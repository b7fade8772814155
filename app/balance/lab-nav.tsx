'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/**
 * The balancing lab's sub-navigation. A stand-in until the balance-sim branch brings its own component
 * (same four links); when both are on main, one of them goes.
 */
const LINKS = [
  { href: '/balance', label: 'Runs' },
  { href: '/balance/formulas', label: 'Formulas' },
  { href: '/balance/packs', label: 'Packs' },
  { href: '/decks', label: 'Decks' },
] as const;

export function LabNav() {
  const pathname = usePathname();
  return (
    <nav className="lab-nav" aria-label="Balancing lab">
      {LINKS.map((l) => (
        <Link key={l.href} href={l.href} className="lab-nav__link" aria-current={pathname === l.href ? 'page' : undefined}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
