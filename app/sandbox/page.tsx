import type { Metadata } from 'next';
import { PageHeader } from '../ui/page-header';
import { SandboxEntry } from './sandbox-entry';

export const metadata: Metadata = { title: 'Sandbox' };

export default function SandboxPage() {
  return (
    <>
      <PageHeader title="Sandbox">Play any card on the board against the rules engine, step by step, every roll explained.</PageHeader>
      <SandboxEntry />
    </>
  );
}
