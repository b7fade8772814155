import type { Metadata } from 'next';
import { PageHeader } from '../../ui/page-header';
import { LabNav } from '../lab-nav';
import { FormulaLab } from './formula-lab';
import '../lab.css';

export const metadata: Metadata = { title: 'Formula explorer' };

export default function FormulasPage() {
  return (
    <>
      <PageHeader title="Formula explorer">
        Expected damage and healing of a weapon or card across levels, species and roles, computed by the rules engine from the ruleset&apos;s formulas and the cards&apos; current drafts.
      </PageHeader>
      <LabNav />
      <FormulaLab />
    </>
  );
}
