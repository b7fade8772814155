'use client';
/**
 * The signed-in user for client components: `useSession()` gives the user and what their role allows.
 * The server checks the role on every API call; this only decides what the interface offers.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { roleAtLeast, type User, type UserRole } from '../../db/roles';

export interface Session {
  user: User;
  canEdit: boolean;
  canPublish: boolean;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ user, children }: { user: User; children: ReactNode }) {
  const session: Session = { user, canEdit: roleAtLeast(user.role, 'designer'), canPublish: roleAtLeast(user.role, 'publisher') };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() outside <SessionProvider>');
  return session;
}

/**
 * Why the signed-in user may not do what needs `role` (undefined: they may). A control the user's role
 * cannot use is disabled with this as its title, rather than enabled and answered by a server error.
 */
export function useRoleRefusal(role: Exclude<UserRole, 'viewer'>): string | undefined {
  const { user } = useSession();
  if (roleAtLeast(user.role, role)) return undefined;
  return `Only ${role === 'designer' ? 'designers and publishers' : 'publishers'} can do this: you are signed in as a ${user.role}`;
}
