import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentUser } from '../server/auth/current-user';
import { safeNext } from '../server/auth/request-path';
import { SignInForm } from './sign-in-form';
import { Brand } from '../ui/brand';
import { currentGame } from '../ui/current-game';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const target = safeNext(typeof next === 'string' ? next : undefined);
  if (await currentUser()) redirect(target);
  const game = await currentGame();
  return (
    <main className="signin">
      <div className="signin__panel">
        <Brand className="signin__brand" game={game.name} />
        <SignInForm next={target} />
        <p className="signin__help">
          No account? A publisher adds one on the Users page, or run <code>npx cardsmith user add NAME --role designer</code> while
          the studio is stopped.
        </p>
      </div>
    </main>
  );
}
