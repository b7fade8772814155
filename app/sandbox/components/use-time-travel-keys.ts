'use client';
/** Keyboard for any game's run: ← → step, Ctrl+Z undoes, Escape clears the current selection (not while typing in a field). */
import { useEffect } from 'react';

export function useTimeTravelKeys(keys: { back(): void; forward(): void; undo(): void; clear(): void }): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (e.key === 'ArrowLeft') keys.back();
      else if (e.key === 'ArrowRight') keys.forward();
      else if (e.key === 'Escape') keys.clear();
      else if ((e.ctrlKey || e.metaKey) && e.key === 'z') keys.undo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys]);
}
