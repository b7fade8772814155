'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NAV_ITEMS } from './nav-items';

export function StudioNav() {
  const pathname = usePathname();
  return (
    <nav className="sidebar__nav" aria-label="Studio">
      <ul>
        {NAV_ITEMS.map((item) => {
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`) || ('also' in item && item.also.some((prefix) => pathname.startsWith(prefix)));
          return (
            <li key={item.href}>
              <Link href={item.href} className="sidebar__link" aria-current={active ? 'page' : undefined} title={item.hint}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
