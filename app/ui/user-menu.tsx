'use client';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTRPC } from '../trpc/client';
import { useSession } from './session';

/** Bottom of the sidebar: who is signed in, their account, user management for publishers, sign out. */
export function UserMenu() {
  const { user, canPublish } = useSession();
  const trpc = useTRPC();
  const pathname = usePathname();
  // A full reload: the layout (which holds the session) is not re-rendered by client navigations.
  const signOut = useMutation(trpc.auth.signOut.mutationOptions({ onSettled: () => window.location.assign('/signin') }));
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  return (
    <div className="user-menu" data-testid="user-menu">
      <div className="user-menu__who">
        <span className="user-menu__avatar" aria-hidden="true">
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <span>
          <span className="user-menu__name" data-testid="user-name">
            {user.name}
          </span>
          <span className="user-menu__role">{user.role}</span>
        </span>
      </div>
      <div className="user-menu__links">
        <Link href="/account" className="user-menu__link" aria-current={current('/account')}>
          Account
        </Link>
        {canPublish ? (
          <Link href="/users" className="user-menu__link" aria-current={current('/users')}>
            Users
          </Link>
        ) : null}
        <button type="button" className="user-menu__link" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </button>
      </div>
    </div>
  );
}
