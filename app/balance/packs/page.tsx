import type { Metadata } from 'next';
import { PageHeader } from '../../ui/page-header';
import { LabNav } from '../lab-nav';
import { PackLab } from './pack-lab';
import '../lab.css';

export const metadata: Metadata = { title: 'Pack explorer' };

export default function PacksPage() {
  return (
    <>
      <PageHeader title="Pack explorer">
        The rarity system of the design document: generate summons from the content&apos;s tables, compare every histogram with what the tables predict, tune the tables, and open packs with signed provenance.
      </PageHeader>
      <LabNav />
      <PackLab />
    </>
  );
}
