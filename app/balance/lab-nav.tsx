'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The balancing lab's sub-navigation: runs, formulas, packs and decks, on each of their pages. */
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
