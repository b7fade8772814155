'use client';
/**
 * "Print sheet (PDF)": a download link for a print-and-play sheet (nine cards a page, crop marks), with
 * the paper (A4 or Letter) and whether to add card backs (a mirrored back page per page, for printing
 * on both sides). `href` is the sheet's address without those options (`/api/decks/<id>/print`).
 */
import { useState } from 'react';

export function PrintSheetLink({ href, testId = 'print-sheet' }: { href: string; testId?: string }) {
  const [paper, setPaper] = useState<'a4' | 'letter'>('a4');
  const [backs, setBacks] = useState(false);
  const join = href.includes('?') ? '&' : '?';
  return (
    // Wraps inside a narrow column (the deck editor's side panel) rather than running past its edge.
    <span className="print-sheet-link" style={{ display: 'inline-flex', flexWrap: 'wrap', maxWidth: '100%', gap: 6, alignItems: 'center' }}>
      <select className="input input--small" value={paper} onChange={(e) => setPaper(e.target.value === 'letter' ? 'letter' : 'a4')} aria-label="Paper" data-testid={`${testId}-paper`}>
        <option value="a4">A4</option>
        <option value="letter">Letter</option>
      </select>
      <label className="muted" style={{ whiteSpace: 'nowrap' }}>
        <input type="checkbox" checked={backs} onChange={(e) => setBacks(e.target.checked)} data-testid={`${testId}-backs`} /> backs
      </label>
      <a className="button button--small" href={`${href}${join}paper=${paper}${backs ? '&backs=1' : ''}`} download data-testid={testId} title="Nine cards a page, poker size, crop marks">
        Print sheet (PDF)
      </a>
    </span>
  );
}
