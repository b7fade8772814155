import type { Metadata } from 'next';
import { connection } from 'next/server';
import { currentUser } from '../server/auth/current-user';
import { roleAtLeast } from '../../db/roles';
import { PageHeader } from '../ui/page-header';
import { UserAdmin } from './user-admin';

export const metadata: Metadata = { title: 'Users' };

export default async function UsersPage() {
  await connection();
  const user = await currentUser();
  const allowed = user !== undefined && roleAtLeast(user.role, 'publisher');
  return (
    <>
      <PageHeader title="Users">
        Accounts and roles: viewers read, designers edit drafts, publishers publish, deprecate and manage accounts.
      </PageHeader>
      {allowed ? <UserAdmin /> : <p className="notice notice--error">Only publishers manage accounts.</p>}
    </>
  );
}
