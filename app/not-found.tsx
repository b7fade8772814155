import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from './ui/page-header';

export const metadata: Metadata = { title: 'Not found' };

/** Every unknown address (and every `[id]` page whose card, set or file does not exist): HTTP 404 with ways back. */
export default function NotFound() {
  return (
    <>
      <PageHeader title="Not found">Nothing lives at this address: the card, set or file may have been renamed or deleted, or the link is mistyped.</PageHeader>
      <nav className="panel not-found" aria-label="Ways back" data-testid="not-found">
        <Link href="/library">Back to the library</Link>
        <Link href="/sets">Sets</Link>
        <Link href="/balance">Balance</Link>
      </nav>
    </>
  );
}
