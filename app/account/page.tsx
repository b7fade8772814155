import type { Metadata } from 'next';
import { PageHeader } from '../ui/page-header';
import { ChangePasswordForm } from './change-password-form';

export const metadata: Metadata = { title: 'Account' };

export default function AccountPage() {
  return (
    <>
      <PageHeader title="Account">Your password. Changing it signs you out everywhere else.</PageHeader>
      <section className="panel panel--narrow">
        <ChangePasswordForm />
      </section>
    </>
  );
}
