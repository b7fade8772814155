/**
 * Roles and the user shape the API returns: pure (zod only), so the browser bundle can use them to
 * decide what to offer. Roles are ordered: a designer can do what a viewer can, a publisher what a
 * designer can.
 */
import { z } from 'zod';

export const UserRole = z.enum(['viewer', 'designer', 'publisher']);
export type UserRole = z.infer<typeof UserRole>;

const rank: Record<UserRole, number> = { viewer: 0, designer: 1, publisher: 2 };

/** True when `role` may do what `needed` may. */
export function roleAtLeast(role: UserRole, needed: UserRole): boolean {
  return rank[role] >= rank[needed];
}

export const User = z.object({ id: z.number().int().positive(), name: z.string(), role: UserRole });
export type User = z.infer<typeof User>;
